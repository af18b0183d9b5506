import type { TProduct } from '@gifthub/shared/catalogue';
import { optionUnitsLeft, type TCampaign, type TGiftOption } from '@gifthub/shared/campaigns';
import { ZCampaignInvitation, ZCampaignRegistrationItem, type TCampaignInvitation, type TCampaignRegistrationItem } from '@gifthub/shared/campaign-registrations';
import { msg } from '@gifthub/shared/messages';
import { zodValidate } from '../../../lib/form';
import type { TPayment } from '../../payment/components/payment-choice';
import { productRules, registrationItem, stepErrors, stepsFor, type TFlowMode, type TGiftValues, type TStep } from './gift-form';

// The gift registration modal on the gifting platform (spec 1 §4): Select & Send in a campaign chooses one of the
// campaign's options instead of a product; a campaign invitation chooses none (the recipient picks) and pays nothing
// now (the team is charged when the claim is confirmed, spec 1 §9).

/** What the flow needs of a campaign. */
export type TFlowCampaign = Pick<TCampaign, 'id' | 'reward_type' | 'options'>;

/** The options a team may send: enabled and not sold out (nor their corporate product: issue 15). */
export const sendableOptions = (c: TFlowCampaign) =>
  c.options.filter((o) => {
    const left = optionUnitsLeft(o);
    return o.enabled && (left === null || left > 0);
  });

/**
 * A gift option seen as the product the steps, prices and voucher rules read: its own prices, shipping groups and
 * availability; a voucher option with a fixed value is its one denomination.
 */
export function optionProduct(o: TGiftOption): TProduct {
  const brand = o.voucher_brand_info;
  return {
    id: o.product_id ?? o.id,
    slug: '',
    name: o.name,
    description: o.description,
    image_url: o.image_url,
    type: o.type,
    status: 'active',
    stock: optionUnitsLeft(o),
    price: o.price,
    price_ex_vat: o.price_ex_vat,
    pp_ev_cost: o.pp_ev_cost,
    pp_iv_cost: o.pp_iv_cost,
    shipping_costs: o.shipping_costs,
    brand_name: o.voucher_brand,
    category: null,
    face_value_limits: brand?.digital_face_value_limits ?? null,
    denominations: o.voucher_value !== null ? [o.voucher_value] : (brand?.digital_denominations ?? []),
    terms: { type: [], occasion: [], diet: [] },
  };
}

/**
 * The steps (spec 1 §4): Select & Send walks the chosen option's steps (a voucher campaign's before one is chosen);
 * an invitation is start, notecard (not for a voucher-only campaign) and summary.
 */
export function campaignSteps(mode: TFlowMode, c: TFlowCampaign, option: TGiftOption | null): TStep[] {
  if (mode === 'invite') return c.reward_type === 'voucher' ? ['start', 'summary'] : ['start', 'notecard', 'summary'];
  return stepsFor('send', option?.type ?? (c.reward_type === 'voucher' ? 'voucher' : 'physical'));
}

/** Select & Send in a campaign: the registration item with platform gifting and the option (which names the product). */
export function campaignRegistrationItem(o: TGiftOption, v: TGiftValues, payment: TPayment): TCampaignRegistrationItem {
  // No product: the server reads it from the option (undefined is left out of the JSON).
  return { ...registrationItem(optionProduct(o), v, payment), product_id: undefined, platform: 'gifting', option_id: o.id, ...(v.company.trim() ? { company: v.company } : {}) };
}

/**
 * Create A New Invitation in a campaign (ZCampaignInvitation). An empty e-mail is omitted (spec 1 §5); a voucher-only
 * campaign has no greeting card.
 */
export function campaignInvitationItem(v: TGiftValues, rewardType: TFlowCampaign['reward_type'] = 'physical'): TCampaignInvitation {
  const card = rewardType === 'voucher' ? 'none' : v.notecard_type;
  return {
    password_type: v.password_type,
    ...(v.email.trim() ? { email: v.email } : {}),
    first_name: v.first_name,
    last_name: v.last_name,
    ...(v.company.trim() ? { company: v.company } : {}),
    notecard_type: card,
    notecard_text: card === 'custom' ? v.notecard_text : '',
    send_email: v.send_email,
    invitation_message: v.invitation_message,
  };
}

/** Continue on the gifting platform: the option first, then the same rules as the marketplace for that option. */
export function validateCampaignStep(step: TStep, mode: TFlowMode, option: TGiftOption | null, v: TGiftValues): Record<string, string> {
  if (mode === 'invite') {
    // The notecard's length is the schema's (the recipient's option decides the card later).
    return stepErrors(step, zodValidate(ZCampaignInvitation)(campaignInvitationItem(v)));
  }
  if (!option) return step === 'start' ? { option_id: msg.required('Gift Option') } : {};
  const product = optionProduct(option);
  const all = zodValidate(ZCampaignRegistrationItem)(campaignRegistrationItem(option, v, null));
  return productRules(step, product, v, { platform: 'gifting', notecardFormat: option.notecard_format }, stepErrors(step, all));
}
