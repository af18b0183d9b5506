import { z } from 'zod';
import { msg } from './messages';

/**
 * Our wording for every rule a schema names no message for, so no 422 (and no form) ever shows zod's own
 * ("Invalid input: expected object, received null"). The field's label comes from its key: `first_name` is
 * "First name". Installed once, globally, when any schema built on fields.ts is loaded.
 */

type TIssue = z.core.$ZodRawIssue;

/** The label of the field at `path`: its last named key, in words; a body or query as a whole is "Input". */
export const labelOf = (path: readonly PropertyKey[] | undefined) => {
  const key = [...(path ?? [])].reverse().find((k): k is string => typeof k === 'string' && !/^\d+$/.test(k));
  if (!key) return 'Input';
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_\-.]+/g, ' ')
    .trim()
    .toLowerCase();
  return words ? words[0]!.toUpperCase() + words.slice(1) : 'Input';
};

const KIND: Record<string, string> = {
  string: 'text',
  number: 'a number',
  int: 'a whole number',
  bigint: 'a whole number',
  boolean: 'true or false',
  object: 'an object',
  array: 'a list',
  date: 'a date',
  record: 'an object',
  map: 'an object',
  set: 'a list',
  tuple: 'a list',
};

/** Values an enum or literal takes, listed when few enough to read. */
const listed = (values: readonly unknown[]) => (values.length <= 12 ? values.map(String).join(', ') : null);

const missing = (input: unknown) => input === undefined || input === '';

export function zodMessage(iss: TIssue): string {
  const path = [...(iss.path ?? [])];
  if (iss.code === 'unrecognized_keys') return iss.keys.map((k) => msg.unknownField(k)).join(' ');
  const label = labelOf(path);
  switch (iss.code) {
    case 'invalid_type':
      // A field left out or sent as null has no value; a body or query that is null is still not an object.
      if (iss.input === undefined || (iss.input === null && path.length > 0)) return msg.required(label);
      if (iss.expected === 'number' || iss.expected === 'int' || iss.expected === 'bigint') return msg.number(label);
      return msg.mustBe(label, KIND[iss.expected] ?? 'valid');
    case 'invalid_value': {
      if (missing(iss.input)) return msg.required(label);
      const values = listed(iss.values);
      return values === null ? msg.oneOf(label) : msg.oneOfValues(label, iss.values.map(String));
    }
    case 'too_small': {
      const n = Number(iss.minimum);
      if (iss.origin === 'string') return n <= 1 ? msg.required(label) : msg.minLength(label, n);
      if (iss.origin === 'array' || iss.origin === 'set') return n <= 1 ? msg.required(label) : msg.atLeastItems(label, n);
      return iss.inclusive === false ? msg.greaterThan(label, String(iss.minimum)) : msg.atLeast(label, String(iss.minimum));
    }
    case 'too_big': {
      const n = Number(iss.maximum);
      if (iss.origin === 'string') return msg.maxLength(label, n);
      if (iss.origin === 'array' || iss.origin === 'set') return msg.atMostItems(label, n);
      return iss.inclusive === false ? msg.lessThan(label, String(iss.maximum)) : msg.atMost(label, String(iss.maximum));
    }
    case 'invalid_format':
      if (iss.format === 'email') return msg.email(label);
      if (iss.format === 'date' || iss.format === 'datetime') return msg.mustBe(label, 'a date');
      if (iss.format === 'time') return msg.mustBe(label, 'a time');
      if (iss.format === 'url') return msg.mustBe(label, 'a web address');
      return msg.valid(label);
    case 'not_multiple_of':
      return msg.multipleOf(label, String(iss.divisor));
    default:
      // Unions, record keys, set elements and refinements without a message of their own.
      return msg.valid(label);
  }
}

z.config({ customError: zodMessage });
