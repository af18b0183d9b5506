import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { ZClaimPhysical } from './claims';
import { claimAddressErrors, type TClaimAddress } from './claim-address';

/** The first zod message per field, as the portal's forms and the API's 422 answers show them. */
const zodErrors = (values: TClaimAddress) => {
  const result = ZClaimPhysical.safeParse(values);
  const errors: Record<string, string> = {};
  if (!result.success) for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
};

// Values near every edge of the rule: empty, blank, too long, unstorable, valid and invalid postcodes and phones.
const fieldValue = fc.oneof(
  fc.constantFrom('', '   ', 'Rita', ' 1 High Street ', 'LS1 4AP', 'ls14ap', 'GIR 0AA', 'SW1A 1AA', '12345', '07700 900123', '+44 (0)20 7946-0958', 'x\u0000y', 'a\ud800b', '😀'),
  fc.string({ maxLength: 8 }),
  fc.string({ unit: 'grapheme', maxLength: 8 }),
  fc.integer({ min: 15, max: 210 }).map((n) => 'a'.repeat(n)),
  fc.integer({ min: 15, max: 45 }).map((n) => '0'.repeat(n)),
  fc.stringMatching(/^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/),
  fc.stringMatching(/^\+?[\d\s().-]{0,34}$/),
);
const address = fc.record({
  first_name: fieldValue,
  last_name: fieldValue,
  address_line_1: fieldValue,
  address_line_2: fieldValue,
  city: fieldValue,
  region: fieldValue,
  postcode: fieldValue,
  country: fc.constantFrom('GB', 'gb', ' GB ', 'FR', ''),
  phone: fieldValue,
});

describe('claimAddressErrors', () => {
  it('answers what ZClaimPhysical answers, first message per field', () => {
    fc.assert(
      fc.property(address, (values) => {
        expect(claimAddressErrors(values)).toEqual(zodErrors(values));
      }),
      { numRuns: 3000 },
    );
  });

  it('passes a complete GB address and names each missing field', () => {
    const ok = { first_name: 'Rita', last_name: 'R', address_line_1: '1 High St', address_line_2: '', city: 'Leeds', region: '', postcode: 'LS1 4AP', country: 'GB', phone: '07700 900123' };
    expect(claimAddressErrors(ok)).toEqual({});
    expect(claimAddressErrors({ ...ok, phone: ' ', postcode: 'nope' })).toEqual({ phone: 'Phone is required.', postcode: 'Postcode must be valid.' });
  });
});
