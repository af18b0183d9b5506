import type { TProduct } from '@gifthub/shared/catalogue';
import {
  DEFAULT_COUNTRY,
  MARKETPLACE_COUNTRIES,
  VOUCHER_DEFAULT_VALUE,
  linkPasswordType,
  notecardMax,
  texts as giftTexts,
  voucherValueError,
  type TNotecardType,
  type TPasswordType,
} from '@gifthub/shared/gifts';
import { msg } from '@gifthub/shared/messages';
import { toPence } from '@gifthub/shared/pricing';
import { ZInvitationItem, ZRegistrationItem, type TInvitationItem, type TRegistrationItem } from '@gifthub/shared/registrations';
import { zodValidate } from '../../../lib/form';
import type { TPayment } from '../../payment/components/payment-choice';
import { brandRulesPence, pricesFor } from './prices';

export type TFlowMode = 'send' | 'invite';
export type TStep = 'start' | 'address' | 'notecard' | 'summary';

export const STEP_LABELS: Record<TStep, string> = { start: 'Recipient', address: 'Address', notecard: 'Greeting card', summary: 'Summary' };

/**
 * Spec 1 §4: direct send is start, address, notecard, summary for a physical gift and start, summary for a
 * voucher; a gift link is start, notecard (physical only), summary and payment.
 */
export function stepsFor(mode: TFlowMode, type: TProduct['type']): TStep[] {
  if (type === 'voucher') return ['start', 'summary'];
  return mode === 'send' ? ['start', 'address', 'notecard', 'summary'] : ['start', 'notecard', 'summary'];
}

export type TGiftValues = {
  email: string;
  first_name: string;
  last_name: string;
  quantity: number | string;
  voucher_value: number | string;
  address_line_1: string;
  address_line_2: string;
  city: string;
  region: string;
  postcode: string;
  country: string;
  phone: string;
  notecard_type: TNotecardType;
  notecard_text: string;
  send_email: boolean;
  custom_email_message: string;
  invitation_message: string;
  password_type: TPasswordType;
  /** The campaign's gift option (gifting platform); '' until one is chosen. */
  option_id: string;
  /** The recipient's company (gifting platform). */
  company: string;
};

/** The voucher value a form starts with: £10 (spec 1 §9), or the brand's first denomination when 10 is not one. */
export function defaultVoucherValue(p: TProduct): number {
  const ten = VOUCHER_DEFAULT_VALUE / 100;
  if (p.denominations.length && !p.denominations.includes(ten)) return p.denominations[0]!;
  return ten;
}

export function initialValues(product: TProduct | null, mode: TFlowMode, corporationId: number | null): TGiftValues {
  return {
    email: '',
    first_name: '',
    last_name: '',
    quantity: 1,
    voucher_value: product?.type === 'voucher' ? defaultVoucherValue(product) : '',
    address_line_1: '',
    address_line_2: '',
    city: '',
    region: '',
    postcode: '',
    country: DEFAULT_COUNTRY,
    phone: '',
    notecard_type: 'default',
    notecard_text: '',
    send_email: mode === 'send',
    custom_email_message: '',
    invitation_message: '',
    password_type: linkPasswordType(corporationId, 'none'),
    option_id: '',
    company: '',
  };
}

const num = (v: number | string) => (v === '' ? Number.NaN : Number(v));
const optionalNumber = (v: number | string) => (v === '' || v === null ? undefined : Number(v));
const notecardFields = (p: TProduct, v: TGiftValues) =>
  p.type === 'physical' ? { notecard_type: v.notecard_type, notecard_text: v.notecard_type === 'custom' ? v.notecard_text : '' } : { notecard_type: 'none' as const, notecard_text: '' };
const paymentFields = (payment: TPayment) =>
  payment ? { payment_method: payment.method, ...(payment.method === 'stripe' && payment.cardId ? { payment_method_id: payment.cardId } : {}) } : {};

/** Select & Send: the registration item (spec 1 §3). Money is pounds on the wire; the server recomputes prices. */
export function registrationItem(p: TProduct, v: TGiftValues, payment: TPayment): TRegistrationItem {
  const physical = p.type === 'physical';
  return {
    type: p.type,
    platform: 'marketplace',
    product_id: p.id,
    email: v.email,
    first_name: v.first_name,
    last_name: v.last_name,
    quantity: physical ? num(v.quantity) : 1,
    ...(physical
      ? { address_line_1: v.address_line_1, address_line_2: v.address_line_2, city: v.city, region: v.region, postcode: v.postcode, country: v.country, phone: v.phone }
      : { voucher_value: optionalNumber(v.voucher_value), voucher_brand: p.brand_name ?? p.name }),
    ...notecardFields(p, v),
    send_email: v.send_email,
    custom_email_message: v.custom_email_message,
    ...paymentFields(payment),
  };
}

/** Create A New Invitation: the invitation item. An empty e-mail is omitted (spec 1 §5). */
export function invitationItem(p: TProduct, v: TGiftValues, payment: TPayment): TInvitationItem {
  const physical = p.type === 'physical';
  return {
    type: p.type,
    platform: 'marketplace',
    product_id: p.id,
    password_type: v.password_type,
    ...(v.email.trim() ? { email: v.email } : {}),
    first_name: v.first_name,
    last_name: v.last_name,
    quantity: physical ? num(v.quantity) : 1,
    ...(physical ? {} : { voucher_value: optionalNumber(v.voucher_value) }),
    ...notecardFields(p, v),
    send_email: v.send_email,
    invitation_message: v.invitation_message,
    ...paymentFields(payment),
  };
}

const STEP_FIELDS: Record<TStep, (keyof TGiftValues)[]> = {
  start: ['option_id', 'email', 'first_name', 'last_name', 'company', 'quantity', 'voucher_value', 'send_email', 'custom_email_message', 'invitation_message', 'password_type'],
  address: ['address_line_1', 'address_line_2', 'city', 'region', 'postcode', 'country', 'phone'],
  notecard: ['notecard_type', 'notecard_text'],
  summary: [],
};

/** The step a field belongs to, to return to it when the server names the field. */
export const stepOfField = (field: string): TStep | null => (Object.keys(STEP_FIELDS) as TStep[]).find((s) => (STEP_FIELDS[s] as string[]).includes(field)) ?? null;

/** Where the gift goes: the marketplace (GB only), or a campaign's option (its shipping list and notecard format). */
export type TStepContext = { platform: 'marketplace' } | { platform: 'gifting'; notecardFormat: 'landscape' | 'portrait' | null };

/** The schema errors of this step's fields only (first message per field). */
export function stepErrors(step: TStep, all: Record<string, string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const f of STEP_FIELDS[step]) if (all[f]) errors[f] = all[f];
  return errors;
}

/**
 * Continue validates the current step first (spec 1 §4, §5): the shared item schema (first message per field)
 * for this step's fields, plus the product's rules — voucher value limits, step and denominations; stock;
 * the marketplace's GB-only shipping (a campaign option's own shipping list); notecard length.
 */
export function validateStep(step: TStep, mode: TFlowMode, p: TProduct, v: TGiftValues, ctx: TStepContext = { platform: 'marketplace' }): Record<string, string> {
  const all = mode === 'send' ? zodValidate(ZRegistrationItem)(registrationItem(p, v, null)) : zodValidate(ZInvitationItem)(invitationItem(p, v, null));
  return productRules(step, p, v, ctx, stepErrors(step, all));
}

/** The product's own rules of a step over the schema's errors of it (a rule may replace or clear the schema's message). */
export function productRules(step: TStep, p: TProduct, v: TGiftValues, ctx: TStepContext, schema: Record<string, string>): Record<string, string> {
  const errors = { ...schema };

  if (step === 'start') {
    if (p.type === 'voucher') {
      const value = v.voucher_value === '' ? undefined : toPence(Number(v.voucher_value));
      const err = voucherValueError(value, brandRulesPence(p));
      if (err) errors.voucher_value = err;
      else delete errors.voucher_value;
    } else if (!errors.quantity && p.stock !== null && num(v.quantity) > p.stock) {
      errors.quantity = p.stock <= 0 ? 'This gift is currently unavailable.' : msg.atMost('Quantity', p.stock);
    }
  }
  if (step === 'address' && !errors.country) {
    const allowed = ctx.platform === 'gifting' || (MARKETPLACE_COUNTRIES as readonly string[]).includes(v.country);
    const ships = allowed && pricesFor(p, { quantity: 1, country: v.country, notecardType: 'none' }).ships;
    if (!ships) errors.country = giftTexts.noShipping;
  }
  if (step === 'notecard' && v.notecard_type === 'custom') {
    const max = notecardMax(ctx.platform === 'gifting' ? ctx.notecardFormat : null);
    if (v.notecard_text.length > max) errors.notecard_text = msg.maxLength('Notecard text', max);
    else delete errors.notecard_text;
  }
  return errors;
}
