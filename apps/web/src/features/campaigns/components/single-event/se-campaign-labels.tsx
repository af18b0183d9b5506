import type { TSeCampaignStatus } from '@gifthub/shared/se-campaigns';
import { formatPounds } from '../../../../lib/money';

/** The price as the team reads it: the quote once there is one, else that it is awaited (or not coming). */
export const priceText = (price: number | null, status: TSeCampaignStatus) =>
  price !== null ? formatPounds(price) : status === 'cancelled' ? 'Not quoted' : 'Awaiting quote';

/** 1.2 MB, 340 KB. */
export const fileSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / 1024 / 1024).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);
