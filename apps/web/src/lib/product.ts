import { DEFAULT_PRODUCT_NAME } from '@gifthub/shared/constants';

/** The product name in texts ('{product} HUB'); configurable at build time with VITE_PRODUCT_NAME. */
export const PRODUCT_NAME: string = import.meta.env.VITE_PRODUCT_NAME || DEFAULT_PRODUCT_NAME;
