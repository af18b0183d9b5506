// Text patterns the API's zod schemas and the light public pages (which load no zod) share: one place each.

/** A lone UTF-16 surrogate (JSON can carry one; PostgreSQL would turn it into U+FFFD). */
export const LONE_SURROGATE_RE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/**
 * Text the database can store as written: no NUL and no lone UTF-16 surrogate (JSON can carry both;
 * PostgreSQL refuses the first and would turn the second into U+FFFD). Every text field is built on it.
 */
export const isStorableText = (v: string) => !v.includes('\u0000') && !LONE_SURROGATE_RE.test(v);

/** UK postcodes (GIR 0AA and the usual outward/inward forms, space optional). */
export const UK_POSTCODE_RE = /^(GIR ?0AA|[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2})$/i;

/** A phone number as the claim form takes it: digits, spaces, + ( ) . -, 6 to 30 characters. */
export const PHONE_RE = /^\+?[\d\s().-]{6,30}$/;
