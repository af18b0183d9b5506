import { z } from 'zod';
import { msg } from './messages';
import { isStorableText, UK_POSTCODE_RE } from './patterns';
// Our wording for every rule a schema leaves without a message: loaded with the builders every schema uses.
import './zod-messages';

// Field builders that report the spec's message for the first failing rule.
const DOMAIN_RE = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*\.[a-z]{2,63}$/i;
const SLUG_RE = /^[A-Za-z0-9-]+$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;


/** Text the database can store as written (patterns.ts): every text field is built on it. */
export { isStorableText };
/** Longest text any field takes when it names no limit of its own. */
export const TEXT_MAX = 10_000;

/** A text field's type error: missing (or null) is required; a number, list or object is not text. */
const textError = (label: string) => (iss: { input?: unknown }) => (iss.input === undefined || iss.input === null ? msg.required(label) : msg.mustBe(label, 'text'));

/** A plain text field: refuses unstorable characters, trims, and is never longer than max. */
export const text = (label: string, max = TEXT_MAX) =>
  z
    .string({ error: textError(label) })
    .refine(isStorableText, { error: msg.characters(label), abort: true })
    .trim()
    .max(max, { error: msg.maxLength(label, max) });

export const requiredString = (label: string, opts: { min?: number; max?: number } = {}) => {
  let s = text(label, opts.max ?? TEXT_MAX).min(1, { error: msg.required(label) });
  if (opts.min && opts.min > 1) s = s.min(opts.min, { error: msg.minLength(label, opts.min) });
  return s;
};

export const optionalString = (label: string, max?: number) => text(label, max).optional();

export const email = (label = 'E-Mail', opts: { min?: number } = {}) => {
  let s = requiredString(label);
  if (opts.min) s = s.min(opts.min, { error: msg.minLength(label, opts.min) });
  return s.max(254, { error: msg.maxLength(label, 254) }).regex(EMAIL_RE, { error: msg.email(label) }).toLowerCase();
};

export const slug = (label = 'Slug') =>
  requiredString(label, { max: 60 }).regex(SLUG_RE, { error: msg.slug(label) });

export const domain = (label = 'Domain') =>
  requiredString(label, { max: 253 }).regex(DOMAIN_RE, { error: msg.domain(label) }).toLowerCase();

export const password = (label = 'Password', min = 6) => requiredString(label, { min, max: 200 });

/** A password field that may be left empty (settings forms). */
export const optionalPassword = (label: string, min = 6) =>
  z
    .string({ error: textError(label) })
    .refine(isStorableText, { error: msg.characters(label), abort: true })
    .max(200, { error: msg.maxLength(label, 200) })
    .refine((v) => v === '' || v.length >= min, { error: msg.minLength(label, min) })
    .optional();

/** One of a fixed list: a missing value is required, a wrong one is told the values it may take. */
export const enumField = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: (iss) => (iss.input === undefined || iss.input === '' ? msg.required(label) : msg.oneOfValues(label, values)) });

/** Ids are PostgreSQL integers: 1 to 2,147,483,647. */
export const MAX_ID = 2_147_483_647;
const DIGITS_RE = /^\d{1,10}$/;

/**
 * A record id in a path, a query or a body: a whole number from 1 to MAX_ID, given as a number or as
 * digits. Nothing else is coerced (true, '', '1e3', '0x1f' and null are refused, not read as 1 or 0).
 */
export const id = (label = 'Id', opts: { error?: string } = {}) =>
  z.preprocess(
    (v) => (typeof v === 'string' && DIGITS_RE.test(v.trim()) ? Number(v.trim()) : v),
    z
      .number({ error: opts.error ?? msg.number(label) })
      .int({ error: opts.error ?? msg.number(label) })
      .min(1, { error: opts.error ?? msg.atLeast(label, 1) })
      .max(MAX_ID, { error: opts.error ?? msg.atMost(label, MAX_ID) }),
  );
export const intId = id();
export const isId = (v: unknown) => intId.safeParse(v).success;

/** Path params of every team route. */
export const ZTeamParams = z.object({ teamId: id('Team') });
export const ZIdParams = z.object({ id: id() });

const DECIMAL_RE = /^-?\d{1,12}(\.\d+)?$/;
/** '12.50' from a query or form becomes 12.5; anything but a decimal string is left for z.number() to judge. */
export const fromDecimalString = (v: unknown) => (typeof v === 'string' && DECIMAL_RE.test(v.trim()) ? Number(v.trim()) : v);

/**
 * An amount of money given in pounds (a number, or a decimal string from a query or form), kept as
 * pounds: it must be a whole number of pence, and min/max are in pounds too. null, booleans, '' and
 * arrays are refused (z.coerce would read them as 0 or 1).
 */
export const pounds = (label: string, opts: { min?: number; max?: number } = {}) => {
  const min = opts.min ?? 0.01;
  return z.preprocess(
    fromDecimalString,
    z
      .number({ error: (iss) => (iss.input === undefined ? msg.required(label) : msg.number(label)) })
      .refine(Number.isFinite, { error: msg.number(label), abort: true })
      .refine((v) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6, { error: msg.wholePence(label), abort: true })
      .refine((v) => Math.round(v * 100) >= Math.round(min * 100), { error: min === 0.01 ? msg.positive(label) : msg.atLeast(label, min) })
      .refine((v) => opts.max === undefined || Math.round(v * 100) <= Math.round(opts.max * 100), { error: msg.atMost(label, opts.max ?? 0) }),
  );
};

/** UK postcodes (patterns.ts). */
export { UK_POSTCODE_RE };

/** Slug from a name, spec 1 §5: lower case, spaces to hyphens, other characters removed. */
export const slugify = (name: string) =>
  name
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');

/** A boolean as forms and query strings spell it: 'true' or '1', 'false' or '0' (booleans pass); anything else is left for the schema to refuse. */
export const readBoolean = (v: unknown) => (v === 'true' || v === '1' || v === true ? true : v === 'false' || v === '0' || v === false ? false : v);

/** A boolean field that also takes its form and query-string spellings (readBoolean). */
export const boolish = () => z.preprocess(readBoolean, z.boolean());
