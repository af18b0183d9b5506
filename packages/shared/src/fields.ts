import { z } from 'zod';
import { msg } from './messages';

// Field builders that report the spec's message for the first failing rule.
const DOMAIN_RE = /^(?=.{1,253}$)(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))*\.[a-z]{2,63}$/i;
const SLUG_RE = /^[A-Za-z0-9-]+$/;
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const requiredString = (label: string, opts: { min?: number; max?: number } = {}) => {
  let s = z.string({ error: msg.required(label) }).trim().min(1, { error: msg.required(label) });
  if (opts.min && opts.min > 1) s = s.min(opts.min, { error: msg.minLength(label, opts.min) });
  if (opts.max) s = s.max(opts.max, { error: msg.maxLength(label, opts.max) });
  return s;
};

export const optionalString = (label: string, max?: number) => {
  const s = z.string({ error: msg.required(label) }).trim();
  return (max ? s.max(max, { error: msg.maxLength(label, max) }) : s).optional();
};

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
    .string({ error: msg.required(label) })
    .max(200, { error: msg.maxLength(label, 200) })
    .refine((v) => v === '' || v.length >= min, { error: msg.minLength(label, min) })
    .optional();

export const enumField = <T extends readonly [string, ...string[]]>(label: string, values: T) =>
  z.enum(values, { error: (iss) => (iss.input === undefined || iss.input === '' ? msg.required(label) : msg.oneOf(label)) });

export const intId = z.coerce.number({ error: 'must be a number' }).int().positive();

/** Slug from a name, spec 1 §5: lower case, spaces to hyphens, other characters removed. */
export const slugify = (name: string) =>
  name
    .toLowerCase()
    .trim()
    .replace(/\s+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-+/g, '-')
    .replace(/^-|-$/g, '');
