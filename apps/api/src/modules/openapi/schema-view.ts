/**
 * JSON Schema (as z.toJSONSchema writes it) read for people: a type in a word or two, the rules in a line, and an
 * object's fields flattened into rows (nested objects with dotted names) for the reference page's tables.
 */

type TJson = Record<string, unknown>;
export type TFieldRow = { name: string; type: string; required: boolean; details: string };

const isObj = (v: unknown): v is TJson => typeof v === 'object' && v !== null && !Array.isArray(v);
const alternatives = (s: TJson) => ((s.anyOf ?? s.oneOf) as TJson[] | undefined) ?? null;
const isNull = (s: TJson) => s.type === 'null';

/** 'string', 'integer | null', 'array of string', 'object'… */
export function typeLabel(s: TJson): string {
  const alts = alternatives(s);
  if (alts) return [...new Set(alts.map(typeLabel))].join(' | ');
  if (s.const !== undefined) return JSON.stringify(s.const);
  const types = Array.isArray(s.type) ? (s.type as string[]) : s.type ? [s.type as string] : [];
  if (!types.length) return 'any';
  return types.map((t) => (t === 'array' && isObj(s.items) ? `array of ${typeLabel(s.items)}` : t)).join(' | ');
}

const INT_MAX = 2_147_483_647;
const money = (s: TJson) => s.unit === 'pounds';

/** The schema's rules in a line: allowed values, default, limits, pattern, pounds. */
export function detailsOf(s: TJson): string {
  const alts = alternatives(s);
  const base = alts ? (alts.find((a) => !isNull(a)) ?? s) : s;
  const out: string[] = [];
  if (typeof s.description === 'string') out.push(s.description);
  if (Array.isArray(base.enum)) out.push(`One of: ${base.enum.map((v) => JSON.stringify(v)).join(', ')}.`);
  if (money(base)) out.push('An amount in pounds (GBP).');
  // The database's integer limits say nothing to a reader: only real bounds are named.
  const max = base.maximum !== undefined && Number(base.maximum) < INT_MAX ? Number(base.maximum) : undefined;
  const min = base.minimum !== undefined && Number(base.minimum) > -INT_MAX ? Number(base.minimum) : undefined;
  if (min !== undefined && max !== undefined) out.push(`From ${min} to ${max}.`);
  else if (min !== undefined) out.push(`At least ${min}.`);
  else if (max !== undefined) out.push(`At most ${max}.`);
  if (base.minLength !== undefined && base.minLength === base.maxLength) out.push(`Exactly ${base.maxLength} characters.`);
  else {
    if (base.minLength !== undefined) out.push(`At least ${base.minLength} characters.`);
    if (base.maxLength !== undefined) out.push(`At most ${base.maxLength} characters.`);
  }
  if (base.minItems !== undefined) out.push(`At least ${base.minItems} items.`);
  if (base.maxItems !== undefined) out.push(`At most ${base.maxItems} items.`);
  if (typeof base.pattern === 'string') out.push(`Pattern ${base.pattern}.`);
  if (s.default !== undefined && s.default !== '') out.push(`Default ${JSON.stringify(s.default)}.`);
  if (isObj(base.items) && Array.isArray(base.items.enum)) out.push(`Items one of: ${base.items.enum.map((v) => JSON.stringify(v)).join(', ')}.`);
  return out.join(' ');
}

/** An object's fields as rows, nested objects (and arrays of objects, as name[]) down to `depth` levels. */
export function fieldRows(s: TJson, depth = 3, prefix = ''): TFieldRow[] {
  const properties = isObj(s.properties) ? (s.properties as Record<string, TJson>) : {};
  const required = new Set(Array.isArray(s.required) ? (s.required as string[]) : []);
  const rows: TFieldRow[] = [];
  for (const [key, prop] of Object.entries(properties)) {
    const name = `${prefix}${key}`;
    rows.push({ name, type: typeLabel(prop), required: required.has(key), details: detailsOf(prop) });
    if (depth <= 1) continue;
    const inner = (alternatives(prop) ?? [prop]).find((a) => a.type === 'object' || (a.type === 'array' && isObj(a.items) && a.items.type === 'object'));
    if (inner?.type === 'object') rows.push(...fieldRows(inner, depth - 1, `${name}.`));
    else if (inner && isObj(inner.items)) rows.push(...fieldRows(inner.items, depth - 1, `${name}[].`));
  }
  return rows;
}

/** The variants of a body that is one of several shapes (an action per variant), each named by its constant field. */
export function variantsOf(s: TJson): { label: string; schema: TJson }[] | null {
  const alts = alternatives(s);
  if (!alts || !alts.every((a) => a.type === 'object')) return null;
  return alts.map((a, i) => {
    const consts = Object.entries((a.properties ?? {}) as Record<string, TJson>).find(([, p]) => p.const !== undefined);
    return { label: consts ? `${consts[0]} = ${JSON.stringify(consts[1].const)}` : `Shape ${i + 1}`, schema: a };
  });
}
