import { GIFT_PAGE_BASE } from '@gifthub/shared/constants';
import type { TPrices } from '@gifthub/shared/gifts';
import { toPounds } from '@gifthub/shared/pricing';
import type { TCampaignRecipient, TRegistrationRead } from '@gifthub/shared/campaign-registrations';
import type { TMarketplaceRegistration } from '@gifthub/shared/registrations';
import type { TRegistrationRow } from './registrations.table';

// A stored registration as the API answers it: pence become pounds here, at the edge.

export const inviteLink = (publicUrl: string, teamSlug: string, secret: string) => `${publicUrl}/${GIFT_PAGE_BASE}/${teamSlug}/${secret}`;
/** Invitations (a personal link, a Multi Invite row, a CRM trigger): the recipient opens the link to claim. */
export const isInvitationMethod = (m: string) => m === 'link' || m === 'multiple-link' || m === 'external';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A row as a list reads it: with its campaign's name when the list joined it (null for the marketplace's own). */
export type TNamedRow = TRegistrationRow & { campaignName?: string | null };

export function toOrderView(r: TNamedRow, teamSlug: string, publicUrl: string): TMarketplaceRegistration {
  return {
    id: r.id,
    type: r.type,
    registration_method: r.registrationMethod,
    first_name: r.firstName,
    last_name: r.lastName,
    email: r.email,
    invited_at: iso(r.invitedAt),
    invited_by: r.invitedBy,
    invited_by_name: r.invitedByName,
    visited_at: iso(r.visitedAt),
    registered_at: iso(r.registeredAt),
    registered_by: r.registeredBy,
    registered_by_name: r.registeredByName,
    confirmed_at: iso(r.confirmedAt),
    processed_at: iso(r.processedAt),
    sent_at: iso(r.sentAt),
    rejected_at: iso(r.rejectedAt),
    delivery_status: r.deliveryStatus,
    tracking_url: r.trackingUrl,
    product_id: r.productId,
    product_name: r.productName,
    quantity: r.quantity,
    voucher_value: r.voucherValue === null ? null : toPounds(r.voucherValue),
    gift_iv_cost: toPounds(r.giftIvCost),
    pp_iv_cost: toPounds(r.ppIvCost),
    shipping_iv_cost: toPounds(r.shippingIvCost),
    total_iv: toPounds(r.totalIv),
    payment_method: r.paymentMethod,
    password_type: r.passwordType,
    invite_link: isInvitationMethod(r.registrationMethod) ? inviteLink(publicUrl, teamSlug, r.secret) : null,
    expected_delivery: iso(r.expectedShippingDate),
    secret: r.secret,
    rating: r.rating,
    feedback: r.feedback,
    campaign_id: r.campaignId,
    campaign_name: r.campaignName ?? null,
  };
}

/** The prices block of a stored registration (pence). */
export const pricesOf = (r: TRegistrationRow): TPrices => {
  const admin = r.type === 'physical' ? { ev: r.ppEvCost, iv: r.ppIvCost } : { ev: r.adminEvCost, iv: r.adminIvCost };
  return {
    prepaid: { ev: 0, iv: 0 },
    gift: { ev: r.giftEvCost, iv: r.giftIvCost },
    notecard: { ev: r.notecardEvCost, iv: r.notecardIvCost },
    admin,
    shipping: { ev: r.shippingEvCost, iv: r.shippingIvCost },
    voucher: { ev: r.voucherEvCost, iv: r.voucherEvCost },
    total: { ev: r.totalEv, iv: r.totalIv },
  };
};

export const poundsPrices = (p: TPrices): TPrices =>
  Object.fromEntries(Object.entries(p).map(([k, m]) => [k, { ev: toPounds(m.ev), iv: toPounds(m.iv) }])) as TPrices;

/** What the order detail and the fulfilment queue add to the order history's row. */
export function detailFields(r: TRegistrationRow) {
  return {
    team_id: r.teamId,
    company: r.company,
    address_line_1: r.addressLine1,
    address_line_2: r.addressLine2,
    city: r.city,
    region: r.region,
    postcode: r.postcode,
    country: r.country,
    phone: r.phone,
    send_email: r.sendEmail,
    custom_email_message: r.customEmailMessage,
    invitation_message: r.invitationMessage,
    notecard_type: r.notecardType,
    notecard_text: r.notecardText,
    voucher_brand_name: r.voucherBrandName,
    voucher_code: r.voucherCode,
    voucher_url: r.voucherUrl,
    carrier: r.carrier,
    delivery_status_date: iso(r.deliveryStatusDate),
    delivery_resolution: r.deliveryResolution,
    refunded_at: iso(r.refundedAt),
  };
}

/** The campaign fields of a registration as read (null or false for the marketplace's). */
export function campaignFieldsOf(r: TRegistrationRow) {
  return {
    option_id: r.optionId,
    option_name: r.optionName,
    company: r.company,
    batch_label: r.batchLabel,
    shared_secret: r.sharedSecret,
    integration: r.registrationMethod === 'external' ? ('hubspot' as const) : null,
    size: null,
    expected_shipping_date: iso(r.expectedShippingDate),
    pp_ev_cost: toPounds(r.ppEvCost),
    shipping_ev_cost: toPounds(r.shippingEvCost),
    extra_charges: toPounds(r.adminIvCost + r.notecardIvCost),
    extra_charges_ev: toPounds(r.adminEvCost + r.notecardEvCost),
    approved: { status: Boolean(r.confirmedAt), date: iso(r.confirmedAt) },
    demo_booked: r.demoBooked,
    deal_closed: r.dealClosed,
    delivery_resolution: r.deliveryResolution,
    delivery_status_date: iso(r.deliveryStatusDate),
    total_ev: toPounds(r.totalEv),
    note: r.note ?? null,
    expires_at: iso(r.expiresAt),
    expired_at: iso(r.expiredAt),
    reminders_sent: r.remindersSent,
  };
}

/** One row of a campaign's recipients table. */
export const toRecipientView = (r: TNamedRow, teamSlug: string, publicUrl: string): TCampaignRecipient => ({ ...toOrderView(r, teamSlug, publicUrl), ...campaignFieldsOf(r) });

type TCharge = { type: string; amount: number; price: number | null; priceExVat: number | null };
/** What was charged for a registration, as GET /gb-registrations/{id} lists it (prepaid gifts and marketplace sales). */
export const transactionsView = (charges: TCharge[]): TRegistrationRead['transactions'] =>
  charges.flatMap((c) =>
    c.type === 'prepaid-gift' || c.type === 'marketplace'
      ? [{ type: c.type, price: toPounds(c.price ?? Math.abs(c.amount)), price_ex_vat: toPounds(c.priceExVat ?? c.price ?? Math.abs(c.amount)) }]
      : [],
  );
