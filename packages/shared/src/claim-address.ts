import { msg } from './messages';
import { isStorableText, PHONE_RE, UK_POSTCODE_RE } from './patterns';

// The claim form's address rule without zod, for the light public page (zod alone would be a quarter of its
// budget). claim-address.test.ts holds it to ZClaimPhysical, the rule the API applies, over generated input.

/** The recipient's delivery details as the claim form holds them (GB only). */
export type TClaimAddress = {
  first_name: string;
  last_name: string;
  address_line_1: string;
  address_line_2: string;
  city: string;
  region: string;
  postcode: string;
  country: string;
  phone: string;
};

export const NO_SHIPPING = 'We do not currently ship this gift to this country.';

export type TRule = { label: string; max: number; required?: boolean; pattern?: RegExp };
export const RULES: Record<Exclude<keyof TClaimAddress, 'country'>, TRule> = {
  first_name: { label: 'First Name', max: 100, required: true },
  last_name: { label: 'Last Name', max: 100, required: true },
  address_line_1: { label: 'Address line 1', max: 200, required: true },
  address_line_2: { label: 'Address line 2', max: 200 },
  city: { label: 'City', max: 100, required: true },
  region: { label: 'Region', max: 100 },
  postcode: { label: 'Postcode', max: 20, required: true, pattern: UK_POSTCODE_RE },
  phone: { label: 'Phone', max: 40, required: true, pattern: PHONE_RE },
};

export function fieldError(value: string, { label, max, required, pattern }: TRule): string | null {
  if (!isStorableText(value)) return msg.characters(label);
  const v = value.trim();
  // Counted in code points, as the zod rules count.
  if (v.length > max && [...v].length > max) return msg.maxLength(label, max);
  if (required && !v) return msg.required(label);
  if (pattern && !pattern.test(v)) return msg.email(label);
  return null;
}

/** The first message per field, as the API would answer it (empty when the address may be claimed). */
export function claimAddressErrors(values: TClaimAddress): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const [field, rule] of Object.entries(RULES)) {
    const e = fieldError(values[field as keyof typeof RULES] ?? '', rule);
    if (e) errors[field] = e;
  }
  if ((values.country ?? 'GB').trim().toUpperCase() !== 'GB') errors.country = NO_SHIPPING;
  return errors;
}
