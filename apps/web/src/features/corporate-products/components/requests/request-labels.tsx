import { useLocation } from 'react-router';

/**
 * Where the corporate products area lives for this visit (spec 3 §2.1: both readings are reachable):
 * /corporate-products when the person came in through the top-level reading, else /campaigns/corporate-products.
 */
export function useProductsBase() {
  const { pathname } = useLocation();
  return pathname.startsWith('/corporate-products') ? '/corporate-products' : '/campaigns/corporate-products';
}
