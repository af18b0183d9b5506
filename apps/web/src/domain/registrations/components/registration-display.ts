import type { TMarketplaceRegistration } from '@gifthub/shared/registrations';

export type TFulfilment = { label: 'Unclaimed' | 'Rejected' | 'Processing' | 'Sent' | 'Delivered' | 'Returned' | 'Lost'; color: string; tracking: string | null };

/**
 * Spec 3 §2.2 fulfilment: Rejected if rejected; Unclaimed until confirmed; Processing when confirmed and not
 * sent; Sent (with the tracking link) when sent. Staff delivery outcomes show on sent orders: Returned for a
 * return, Lost, Delivered.
 */
export function fulfilment(r: Pick<TMarketplaceRegistration, 'rejected_at' | 'confirmed_at' | 'sent_at' | 'delivery_status' | 'tracking_url'>): TFulfilment {
  if (r.rejected_at) return { label: 'Rejected', color: 'red', tracking: null };
  if (!r.confirmed_at) return { label: 'Unclaimed', color: 'gray', tracking: null };
  if (r.delivery_status === 'return') return { label: 'Returned', color: 'orange', tracking: r.tracking_url };
  if (r.delivery_status === 'lost') return { label: 'Lost', color: 'red', tracking: r.tracking_url };
  if (!r.sent_at) return { label: 'Processing', color: 'blue', tracking: null };
  if (r.delivery_status === 'delivered') return { label: 'Delivered', color: 'teal', tracking: r.tracking_url };
  return { label: 'Sent', color: 'green', tracking: r.tracking_url };
}

/** 'Added as': LINK INVITE when invited, DIRECT SEND when a member registered it, else UNKNOWN. */
export const addedAs = (r: Pick<TMarketplaceRegistration, 'invited_at' | 'registered_by'>) => (r.invited_at ? 'LINK INVITE' : r.registered_by ? 'DIRECT SEND' : 'UNKNOWN');

/**
 * Gift column: the product; OPTED-OUT when registered without a product — on the marketplace that is a
 * recipient who declined the link ("No, thanks") before claiming it; else No.
 */
export const giftLabel = (r: Pick<TMarketplaceRegistration, 'registered_at' | 'product_id' | 'product_name' | 'rejected_at' | 'confirmed_at'>) =>
  (r.registered_at && !r.product_id) || (r.rejected_at && !r.confirmed_at) ? 'OPTED-OUT' : (r.product_name ?? 'No');

/** Who added it: the inviter of a link, the sender of a direct send. */
export const addedBy = (r: Pick<TMarketplaceRegistration, 'invited_by_name' | 'registered_by_name'>) => r.invited_by_name ?? r.registered_by_name ?? '—';

/** An unclaimed, undeclined link can be copied again. */
export const copyableLink = (r: Pick<TMarketplaceRegistration, 'invite_link' | 'confirmed_at' | 'rejected_at'>) => (r.invite_link && !r.confirmed_at && !r.rejected_at ? r.invite_link : null);
