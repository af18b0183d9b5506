import fc from 'fast-check';
import { z } from 'zod';
import { isStorableText } from '@gifthub/shared/fields';

/**
 * fast-check arbitraries from a route's zod schema (through its JSON Schema, input side), and the
 * mutations a careless or hostile client sends: wrong types, huge and negative numbers, NUL, lone
 * surrogates, 1 MB strings, unknown and missing fields.
 */

type TJson = {
  type?: string | string[];
  properties?: Record<string, TJson>;
  required?: string[];
  items?: TJson;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: TJson[];
  oneOf?: TJson[];
  allOf?: TJson[];
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  default?: unknown;
};

export const toJson = (schema: z.ZodType): TJson => z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as TJson;

const safeRegex = (pattern: string) => {
  try {
    return new RegExp(pattern);
  } catch {
    return null;
  }
};

const stringArb = (s: TJson): fc.Arbitrary<string> => {
  if (s.enum) return fc.constantFrom(...(s.enum as string[]));
  if (s.format === 'email') return fc.emailAddress();
  if (s.pattern) {
    const re = safeRegex(s.pattern);
    // fast-check reads most patterns; lookarounds it cannot, and those fields get plain strings instead.
    try {
      if (re) return fc.stringMatching(re).filter((v) => v.length >= (s.minLength ?? 0) && v.length <= (s.maxLength ?? 10_000));
    } catch {
      /* fall through */
    }
  }
  const min = s.minLength ?? 0;
  const max = Math.min(s.maxLength ?? 40, Math.max(min, 40));
  return fc.oneof(fc.string({ minLength: min, maxLength: max }), fc.string({ unit: 'grapheme', minLength: min, maxLength: max }));
};

const numberArb = (s: TJson, integer: boolean): fc.Arbitrary<number> => {
  const lo = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum + (integer ? 1 : 0.01) : -1000);
  const hi = s.maximum ?? (s.exclusiveMaximum !== undefined ? s.exclusiveMaximum - (integer ? 1 : 0.01) : 100_000);
  const min = Math.max(lo, -1e9);
  const max = Math.min(hi, 1e9);
  if (integer) return fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) });
  return fc.oneof(
    fc.integer({ min: Math.ceil(min), max: Math.floor(Math.max(min, max)) }),
    fc.double({ min, max: Math.max(min, max), noNaN: true, noDefaultInfinity: true }).map((v) => Math.round(v * 100) / 100),
  );
};

/** A value that the schema accepts (as far as JSON Schema can say; refinements are not seen). */
export function arbitraryOf(s: TJson, depth = 0): fc.Arbitrary<unknown> {
  if (s.const !== undefined) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  const alts = s.anyOf ?? s.oneOf;
  if (alts && alts.length) return fc.oneof(...alts.map((a) => arbitraryOf(a, depth + 1)));
  if (s.allOf && s.allOf.length) return arbitraryOf(s.allOf[0]!, depth + 1);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      return stringArb(s);
    case 'integer':
      return numberArb(s, true);
    case 'number':
      return numberArb(s, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      if (depth > 4) return fc.constant([]);
      // Short arrays (at most 3 items) unless the schema needs more (an exact length of 4).
      return fc.array(arbitraryOf(s.items ?? {}, depth + 1), { minLength: s.minItems ?? 0, maxLength: Math.max(s.minItems ?? 0, Math.min(s.maxItems ?? 3, 3)) });
    case 'object': {
      if (depth > 4) return fc.constant({});
      const props = s.properties ?? {};
      const required = new Set(s.required ?? []);
      const model: Record<string, fc.Arbitrary<unknown>> = {};
      for (const [k, v] of Object.entries(props)) model[k] = arbitraryOf(v, depth + 1);
      return fc.record(model, { requiredKeys: Object.keys(props).filter((k) => required.has(k)) });
    }
    default:
      return fc.oneof(fc.string({ maxLength: 10 }), fc.integer(), fc.boolean(), fc.constant(null));
  }
}

/** Values that break assumptions below the schema: the inputs behind every 5xx the issue lists. */
export const NASTY: readonly unknown[] = [
  'a\u0000b',
  '\u0000',
  '\ud800',
  'x\udfffy',
  'x'.repeat(1024 * 1024),
  '',
  ' ',
  '💝 Ωμέγα 礼品',
  '%00',
  '../../etc/passwd',
  "'; drop table teams; --",
  2147483648,
  -2147483649,
  '9007199254740993',
  1e308,
  -1,
  0,
  0.001,
  0.004,
  -0.001,
  1.005,
  '2147483648',
  '1e400',
  'NaN',
  'Infinity',
  null,
  true,
  [],
  {},
  [1, 2, 3],
  { nested: { deep: ['x'] } },
];

export type TMutation = { kind: string; value: unknown };

/** Strings the database cannot store as written (NUL, lone surrogates): a 2xx that accepted one is a defect. */
export const UNSTORABLE = { test: (v: string) => !isStorableText(v) };

// The classes behind the 5xx the hardening closed come up more often than the rest.
const nastyValue = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 1, arbitrary: fc.constantFrom('a\u0000b', '\ud800', 2147483648, 0.004) },
  { weight: 1, arbitrary: fc.string({ maxLength: 8 }).map((x) => `${x}\u0000${x}`) },
);

const setAt = (obj: Record<string, unknown>, key: string, value: unknown) => ({ ...obj, [key]: value });

/** A valid body, then at most a few mutations applied to it (some runs send it untouched). */
export function mutatedBody(s: TJson, examples: readonly object[] = []): fc.Arbitrary<TMutation> {
  // Known-good bodies (a real product, the caller's own card) reach the code behind validation.
  const generated = arbitraryOf(s);
  const valid = examples.length ? fc.oneof({ weight: 1, arbitrary: generated }, { weight: 3, arbitrary: fc.constantFrom(...examples) }) : generated;
  const keys = [...new Set([...Object.keys(s.properties ?? {}), ...examples.flatMap((e) => Object.keys(e))])];
  const nasty = nastyValue;
  const options: fc.WeightedArbitrary<TMutation>[] = [
    { weight: 2, arbitrary: valid.map((value) => ({ kind: 'valid', value })) },
    { weight: 1, arbitrary: nasty.map((value) => ({ kind: 'body replaced', value })) },
  ];
  if (keys.length) {
    const asObject = (v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
    options.push(
      { weight: 5, arbitrary: fc.tuple(valid, fc.constantFrom(...keys), nasty).map(([v, k, n]) => ({ kind: `field ${k}`, value: setAt(asObject(v), k, n) })) },
      {
        weight: 2,
        arbitrary: fc
          .tuple(valid, fc.subarray(keys, { minLength: Math.min(2, keys.length) }), fc.array(nasty, { minLength: 2, maxLength: 6 }))
          .map(([v, ks, ns]) => ({ kind: `fields ${ks.join(',')}`, value: ks.reduce((acc, k, i) => setAt(acc, k, ns[i % ns.length]), asObject(v)) })),
      },
      {
        weight: 1,
        arbitrary: fc.tuple(valid, fc.constantFrom(...keys)).map(([v, k]) => {
          const copy = { ...asObject(v) };
          delete copy[k];
          return { kind: `missing ${k}`, value: copy };
        }),
      },
      { weight: 1, arbitrary: valid.map((v) => ({ kind: 'unknown field', value: { ...asObject(v), __proto__x: 1, constructor: 'x', unknown_field: 'x' } })) },
    );
  }
  return fc.oneof(...options);
}

/** A querystring: valid values or nasty ones, stringified as a browser would. */
export function mutatedQuery(s: TJson | null): fc.Arbitrary<Record<string, string>> {
  const nasty = fc.constantFrom(...NASTY.filter((v) => typeof v !== 'string' || v.length < 1000)).map((v) => (typeof v === 'object' ? JSON.stringify(v) : String(v)));
  if (!s) return fc.record({ x: nasty }, { requiredKeys: [] });
  const model: Record<string, fc.Arbitrary<string>> = {};
  for (const [k, v] of Object.entries(s.properties ?? {})) {
    model[k] = fc.oneof(
      { weight: 3, arbitrary: arbitraryOf(v).map((x) => (typeof x === 'object' ? JSON.stringify(x) : String(x))) },
      { weight: 1, arbitrary: nasty },
    );
  }
  return fc.record(model, { requiredKeys: [] }).map((q) => Object.fromEntries(Object.entries(q).filter((e): e is [string, string] => e[1] !== undefined)));
}
