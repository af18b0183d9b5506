import { claimsLabel, type TCampaign, type TCampaignListItem, type TCampaignStatistics, type TGiftOption } from '@gifthub/shared/campaigns';
import { GIFT_PAGE_BASE } from '@gifthub/shared/constants';
import { unitsToGive } from '@gifthub/shared/corporate-products';
import { toPounds } from '@gifthub/shared/pricing';
import type { TCampaignTotals } from './campaign-counts.service';
import { PRODUCT_IMAGE_ROUTE } from '../catalogue/catalogue.service';
import type { TOptionWithProduct } from './campaigns.repository';
import type { TCampaignRow } from './campaigns.table';

// Rows (pence) to the API's answers (pounds): the one place campaigns convert money.

/** The campaign's public page, under the team's gift-page base. */
export const registrationPage = (publicUrl: string, teamSlug: string, slug: string) => `${publicUrl}/${GIFT_PAGE_BASE}/${teamSlug}/c/${slug}`;
export const productImageUrl = (imagePath: string | null | undefined) => (imagePath ? `${PRODUCT_IMAGE_ROUTE}/${imagePath}` : null);
const fileUrl = (name: string | null) => (name ? `/api/v1/files/${name}` : null);

const NO_COUNTS: TCampaignTotals = { sends: 0, confirmed: 0, spentEv: 0, spentIv: 0 };

export const toStatistics = (c: TCampaignRow, counts: TCampaignTotals = NO_COUNTS): TCampaignStatistics => ({
  sends: counts.sends,
  confirmed: counts.confirmed,
  claims_label: claimsLabel(c.type, c.rewardType),
  spent_ev: toPounds(counts.spentEv),
  spent_iv: toPounds(counts.spentIv),
});

export const toListItem = (c: TCampaignRow, teamSlug: string, publicUrl: string, image: string | null | undefined, counts?: TCampaignTotals): TCampaignListItem => ({
  id: c.id,
  name: c.name,
  slug: c.slug,
  status: c.status,
  type: c.type,
  reward_type: c.rewardType,
  privacy: c.privacy,
  image_url: productImageUrl(image),
  registration_page: registrationPage(publicUrl, teamSlug, c.slug),
  created_at: c.createdAt.toISOString(),
  statistics: toStatistics(c, counts),
});

/** A corporate product's units still to give (issue 15: one out of stock, paused or hidden cannot be chosen). */
const productUnitsOf = ({ productStatus, productTeamId, productUnits: u }: TOptionWithProduct) =>
  productTeamId === null || productTeamId === undefined || !u
    ? null
    : unitsToGive({ status: productStatus, team_status: u.teamStatus, stock: u.stock ?? 0, allocated: u.allocated, multi_allocated: u.multiAllocated });

export function toOptionView(row: TOptionWithProduct, regCount?: number): TGiftOption {
  const { option: o, productName, productImage, productStatus, productTeamId } = row;
  const first = o.shippingCosts[0];
  return {
    id: o.id,
    campaign_id: o.campaignId,
    name: o.name,
    type: o.type,
    image_url: productImageUrl(productImage),
    product_status: productStatus,
    enabled: o.enabled,
    ...(regCount === undefined ? {} : { reg_count: regCount }),
    available: o.available,
    description: o.description,
    product_id: o.productId,
    product_name: productName,
    corporate_product: productTeamId !== null && productTeamId !== undefined,
    product_units: productUnitsOf(row),
    price: toPounds(o.priceIv),
    price_ex_vat: toPounds(o.priceEv),
    shipping: toPounds(first?.shipping_iv_cost ?? 0),
    shipping_ex_vat: toPounds(first?.shipping_ev_cost ?? 0),
    shipping_costs: o.shippingCosts.map((g) => ({ countries: g.countries, shipping_ev_cost: toPounds(g.shipping_ev_cost), shipping_iv_cost: toPounds(g.shipping_iv_cost) })),
    pp_ev_cost: toPounds(o.ppEvCost),
    pp_iv_cost: toPounds(o.ppIvCost),
    voucher_value: o.voucherValue === null ? null : toPounds(o.voucherValue),
    voucher_brand: o.voucherBrand,
    voucher_brand_info:
      o.type === 'voucher'
        ? { digital_face_value_limits: { lower: toPounds(o.voucherLower ?? 200), upper: toPounds(o.voucherUpper ?? 50000), minor_unit: 0.01 } }
        : null,
    voucher_limit: o.voucherLimit,
    notecard_format: o.notecardFormat,
    notecard_url: null,
  };
}

export const toCampaignView = (
  c: TCampaignRow,
  teamSlug: string,
  publicUrl: string,
  options: TGiftOption[],
  counts?: TCampaignTotals,
): TCampaign => ({
  id: c.id,
  team_id: c.teamId,
  name: c.name,
  slug: c.slug,
  type: c.type,
  reward_type: c.rewardType,
  privacy: c.privacy,
  status: c.status,
  page_title: c.pageTitle,
  page_text: c.pageText,
  disabled_domains: c.disabledDomains,
  hero_url: fileUrl(c.heroPath),
  auto_approve: c.autoApprove,
  page_restricted: c.pageRestricted,
  opportunity_value: toPounds(c.opportunityValue),
  demo_value: toPounds(c.demoValue),
  deal_value: toPounds(c.dealValue),
  req_content: c.reqContent,
  notecard_text: c.notecardText,
  notecard_enabled: c.notecardEnabled,
  registration_page: registrationPage(publicUrl, teamSlug, c.slug),
  created_at: c.createdAt.toISOString(),
  integrations: c.integrations,
  reviews: c.reviews,
  invitation_expiry_days: c.invitationExpiryDays,
  reminder_days: c.reminderDays,
  options,
  statistics: toStatistics(c, counts),
});
