import { ZProductCreate, ZProductUpdate, type TProduct, type TProductCreate, type TProductUpdate, type TVoucherCategory } from '@gifthub/shared/catalogue';
import { incVat, toPence } from '@gifthub/shared/pricing';
import { descriptionText } from '../../../lib/description';
import { zodValidate } from '../../../lib/form';

type TNum = number | string;

/** The back office product form: money in pounds as typed; price inc VAT is shown and editable, the API stores ex VAT. */
export type TProductFormValues = {
  type: 'physical' | 'voucher';
  name: string;
  slug: string;
  description: string;
  status: 'active' | 'hidden';
  price_ex_vat: TNum;
  price_inc_vat: TNum;
  pp_ev_cost: TNum;
  shipping_ev_cost: TNum;
  stock: TNum;
  terms: { type: string[]; occasion: string[]; diet: string[] };
  brand_name: string;
  category: TVoucherCategory | null;
  value_mode: 'denominations' | 'limits';
  denominations: string[];
  lower: TNum;
  upper: TNum;
  minor_unit: TNum;
};

const num = (v: TNum): number | undefined => (v === '' || v === null || v === undefined ? undefined : Number(v));
const pounds = (pence: number) => pence / 100;

/** Inc VAT from ex VAT at 20%, to the penny (as the API works it out). */
export const incFromEx = (ex: TNum): TNum => (num(ex) === undefined || Number.isNaN(num(ex)) ? '' : pounds(incVat(toPence(num(ex)!))));
/** Ex VAT worked back from an inc VAT price the staff typed. */
export const exFromInc = (inc: TNum): TNum => (num(inc) === undefined || Number.isNaN(num(inc)) ? '' : pounds(Math.round(toPence(num(inc)!) / 1.2)));

export const initialValues = (p: TProduct | null): TProductFormValues => {
  const gb = p?.shipping_costs.find((g) => g.countries.includes('GB'));
  return {
    type: p?.type ?? 'physical',
    name: p?.name ?? '',
    slug: p?.slug ?? '',
    description: p ? descriptionText(p.description) : '',
    status: p?.status ?? 'active',
    price_ex_vat: p && p.type === 'physical' ? p.price_ex_vat : '',
    price_inc_vat: p && p.type === 'physical' ? p.price : '',
    pp_ev_cost: p && p.type === 'physical' ? p.pp_ev_cost : 3.5,
    shipping_ev_cost: p && p.type === 'physical' ? (gb?.shipping_ev_cost ?? '') : 4.95,
    stock: p?.stock ?? '',
    terms: { type: p?.terms.type.map((t) => t.slug) ?? [], occasion: p?.terms.occasion.map((t) => t.slug) ?? [], diet: p?.terms.diet.map((t) => t.slug) ?? [] },
    brand_name: p?.brand_name ?? '',
    category: p?.category ?? null,
    value_mode: p && p.type === 'voucher' && p.denominations.length === 0 ? 'limits' : p?.type === 'voucher' ? 'denominations' : 'denominations',
    denominations: p?.denominations.map((d) => d.toFixed(d % 1 ? 2 : 0)) ?? [],
    lower: p?.face_value_limits?.lower ?? '',
    upper: p?.face_value_limits?.upper ?? '',
    minor_unit: p?.face_value_limits?.minor_unit ?? '',
  };
};

/** The request body for the product's type (fields of the other type are never sent). */
export function toBody(v: TProductFormValues, create: boolean): TProductCreate | TProductUpdate {
  const common = { name: v.name, ...(v.slug.trim() ? { slug: v.slug.trim() } : {}), description: v.description };
  const typed =
    v.type === 'physical'
      ? { price_ex_vat: num(v.price_ex_vat), pp_ev_cost: num(v.pp_ev_cost), shipping_ev_cost: num(v.shipping_ev_cost), stock: num(v.stock), terms: v.terms }
      : {
          brand_name: v.brand_name,
          category: v.category ?? undefined,
          denominations: v.value_mode === 'denominations' ? v.denominations.map((d) => Number(d.replace(/^£/, '').trim())) : [],
          face_value_limits:
            v.value_mode === 'limits' && [v.lower, v.upper, v.minor_unit].some((x) => x !== '')
              ? { lower: num(v.lower)!, upper: num(v.upper)!, minor_unit: num(v.minor_unit) ?? 0.01 }
              : null,
        };
  return create ? { type: v.type, status: v.status, ...common, ...typed } : { ...common, ...typed };
}

/** Fields whose value differs from the product as loaded: an edit sends only what changed. */
export function changedFields(body: TProductUpdate, initial: TProductUpdate): TProductUpdate {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) if (JSON.stringify(v) !== JSON.stringify((initial as Record<string, unknown>)[k])) out[k] = v;
  return out as TProductUpdate;
}

// API paths → form fields (the limits are flat in the form; a denomination's error names the list).
const FIELD_OF: Record<string, string> = { 'face_value_limits.lower': 'lower', 'face_value_limits.upper': 'upper', 'face_value_limits.minor_unit': 'minor_unit', face_value_limits: 'lower' };
export function toFormErrors(errors: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, m] of Object.entries(errors)) {
    const key = FIELD_OF[k] ?? (k.startsWith('denominations') ? 'denominations' : k.startsWith('terms.') ? k.split('.').slice(0, 2).join('.') : k);
    out[key] ??= m;
  }
  return out;
}

const validateCreate = zodValidate(ZProductCreate);
const validateUpdate = zodValidate(ZProductUpdate);

/** The shared contract checks the form, as the API will. */
export const validateProduct = (create: boolean) => (v: TProductFormValues) => toFormErrors((create ? validateCreate : validateUpdate)(toBody(v, create)));
