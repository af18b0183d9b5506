import { describe, expect, it } from 'vitest';
import { giftPrices, notecardCharged, notecardMax, shippingFor, voucherValueError } from './gifts';
import { ZClaimPhysical } from './claims';
import { ZFulfilmentAction, ZInvitationItem, ZOrdersQuery, ZRegistrationItem } from './registrations';

// A £25 ex VAT (£30 inc) hamper, £3.50 (£4.20) pick and pack, £4.95 (£5.94) GB shipping; pence.
const hamper = {
  price_ex_vat: 2500,
  price: 3000,
  pp_ev_cost: 350,
  pp_iv_cost: 420,
  shipping_costs: [{ countries: ['GB'], shipping_ev_cost: 495, shipping_iv_cost: 594 }],
};

describe('giftPrices (spec 1 §9)', () => {
  it('physical: gift + notecard + pick and pack + shipping, quantity multiplying all but the notecard', () => {
    const p = giftPrices({ type: 'physical', quantity: 2, product: hamper, country: 'GB', notecardType: 'default' });
    expect(p.gift).toEqual({ ev: 5000, iv: 6000 });
    expect(p.admin).toEqual({ ev: 700, iv: 840 });
    expect(p.shipping).toEqual({ ev: 990, iv: 1188 });
    expect(p.notecard).toEqual({ ev: 100, iv: 120 });
    expect(p.voucher).toEqual({ ev: 0, iv: 0 });
    expect(p.total).toEqual({ ev: 5000 + 700 + 990 + 100, iv: 6000 + 840 + 1188 + 120 });
    expect(p.ships).toBe(true);
  });

  it('one physical gift without a notecard', () => {
    const p = giftPrices({ type: 'physical', quantity: 1, product: hamper, country: 'gb', notecardType: 'none' });
    expect(p.total).toEqual({ ev: 2500 + 350 + 495, iv: 3000 + 420 + 594 });
  });

  it('charges a custom notecard only when it has text, once per package', () => {
    const empty = giftPrices({ type: 'physical', quantity: 3, product: hamper, country: 'GB', notecardType: 'custom', notecardText: '   ' });
    const withText = giftPrices({ type: 'physical', quantity: 3, product: hamper, country: 'GB', notecardType: 'custom', notecardText: 'Thank you!' });
    expect(empty.notecard).toEqual({ ev: 0, iv: 0 });
    expect(withText.notecard).toEqual({ ev: 100, iv: 120 });
    expect(withText.total.iv - empty.total.iv).toBe(120);
    expect(notecardCharged('default', null)).toBe(true);
    expect(notecardCharged('none', 'text')).toBe(false);
  });

  it('does not ship outside the shipping list: no shipping line and ships false', () => {
    const p = giftPrices({ type: 'physical', quantity: 1, product: hamper, country: 'FR', notecardType: 'none' });
    expect(p.ships).toBe(false);
    expect(p.shipping).toEqual({ ev: 0, iv: 0 });
    expect(shippingFor(hamper.shipping_costs, 'fr')).toBeNull();
    expect(shippingFor(hamper.shipping_costs, 'gb')).toEqual({ ev: 495, iv: 594 });
  });

  it('voucher: face value (no VAT) + admin fee £1 ex VAT / £1.20 inc VAT, both times quantity', () => {
    const p = giftPrices({ type: 'voucher', quantity: 3, voucherValue: 1000 });
    expect(p.voucher).toEqual({ ev: 3000, iv: 3000 });
    expect(p.admin).toEqual({ ev: 300, iv: 360 });
    expect(p.gift).toEqual({ ev: 0, iv: 0 });
    expect(p.shipping).toEqual({ ev: 0, iv: 0 });
    expect(p.total).toEqual({ ev: 3300, iv: 3360 });
  });

  it('a free product with no costs totals zero (no payment needed)', () => {
    const free = { ...hamper, price: 0, price_ex_vat: 0, pp_ev_cost: 0, pp_iv_cost: 0, shipping_costs: [{ countries: ['GB'], shipping_ev_cost: 0, shipping_iv_cost: 0 }] };
    expect(giftPrices({ type: 'physical', quantity: 4, product: free, country: 'GB', notecardType: 'none' }).total).toEqual({ ev: 0, iv: 0 });
  });
});

describe('voucherValueError (spec 1 §5)', () => {
  const any = {};
  it('requires a positive whole number of pence', () => {
    expect(voucherValueError(undefined, any)).toBe('Voucher Value is required.');
    expect(voucherValueError(null, any)).toBe('Voucher Value is required.');
    expect(voucherValueError(0, any)).toBe('Voucher Value must be greater than 0');
    expect(voucherValueError(-500, any)).toBe('Voucher Value must be greater than 0');
    expect(voucherValueError(1000.5, any)).toBe('Voucher Value must be a number');
  });

  it('defaults to £2–£500 on a penny step', () => {
    expect(voucherValueError(199, any)).toBe('Voucher Value must be at least 2');
    expect(voucherValueError(200, any)).toBeNull();
    expect(voucherValueError(1234, any)).toBeNull();
    expect(voucherValueError(50000, any)).toBeNull();
    expect(voucherValueError(50001, any)).toBe('Voucher Value must be at most 500');
  });

  it("narrows to the brand's limits and steps by its minor unit", () => {
    const brand = { limits: { lower: 500, upper: 10000, minor_unit: 100 } };
    expect(voucherValueError(400, brand)).toBe('Voucher Value must be at least 5');
    expect(voucherValueError(10100, brand)).toBe('Voucher Value must be at most 100');
    expect(voucherValueError(1050, brand)).toBe('Voucher Value must be a multiple of 1.00');
    expect(voucherValueError(2500, brand)).toBeNull();
    // A brand cannot widen the defaults.
    expect(voucherValueError(60000, { limits: { lower: 100, upper: 100000, minor_unit: 1 } })).toBe('Voucher Value must be at most 500');
    expect(voucherValueError(150, { limits: { lower: 100, upper: 100000, minor_unit: 1 } })).toBe('Voucher Value must be at least 2');
  });

  it('accepts only the fixed denominations when the brand has them', () => {
    const brand = { denominations: [1000, 2500, 5000], limits: { lower: 200, upper: 50000, minor_unit: 1 } };
    expect(voucherValueError(2500, brand)).toBeNull();
    expect(voucherValueError(1500, brand)).toBe('Voucher Value must be one of 10, 25, 50');
  });
});

describe('notecard limits', () => {
  it('1015 characters, 240 for portrait', () => {
    expect(notecardMax('landscape')).toBe(1015);
    expect(notecardMax(null)).toBe(1015);
    expect(notecardMax('portrait')).toBe(240);
    const item = { type: 'physical', product_id: 1, email: 'a@b.co', first_name: 'A', last_name: 'B', address_line_1: '1 St', city: 'London', postcode: 'SW1A 1AA' };
    expect(ZRegistrationItem.safeParse({ ...item, notecard_type: 'custom', notecard_text: 'x'.repeat(1015) }).success).toBe(true);
    const long = ZRegistrationItem.safeParse({ ...item, notecard_type: 'custom', notecard_text: 'x'.repeat(1016) });
    expect(long.success).toBe(false);
    expect(long.error?.issues[0]?.message).toBe('Notecard text maximal length is 1015');
  });
});

describe('request contracts', () => {
  const base = { type: 'physical', product_id: 1, email: 'a@b.co', first_name: 'A', last_name: 'B', address_line_1: '1 St', city: 'London', postcode: 'SW1A 1AA' };
  it('refuses quantities of 0 and 10,000', () => {
    expect(ZRegistrationItem.safeParse({ ...base, quantity: 0 }).error?.issues[0]?.message).toBe('Quantity must be greater than 0');
    expect(ZRegistrationItem.safeParse({ ...base, quantity: 10_000 }).error?.issues[0]?.message).toBe('Quantity must be at most 500');
    expect(ZRegistrationItem.safeParse({ ...base, quantity: 2 }).success).toBe(true);
  });

  it('a gift link verified by e-mail needs the e-mail; by name needs both names', () => {
    expect(ZInvitationItem.safeParse({ type: 'physical', product_id: 1, password_type: 'email' }).error?.issues[0]?.path).toEqual(['email']);
    const byName = ZInvitationItem.safeParse({ type: 'physical', product_id: 1, password_type: 'name', first_name: 'Ann' });
    expect(byName.error?.issues.map((i) => i.path[0])).toEqual(['last_name']);
  });

  it('order filters are three-state', () => {
    const q = ZOrdersQuery.parse({ invited_at: 'true', sent_at: 'false', rejected_at: '' });
    expect(q).toMatchObject({ invited_at: true, sent_at: false, page: 1, per_page: 10, platform: 'marketplace' });
    expect(q.rejected_at).toBeUndefined();
    expect(ZOrdersQuery.safeParse({ confirmed_at: 'maybe' }).success).toBe(false);
  });

  it('a sent step needs a carrier and an https tracking link', () => {
    expect(ZFulfilmentAction.safeParse({ action: 'sent', carrier: 'Royal Mail', tracking_url: 'https://track.example/1' }).success).toBe(true);
    expect(ZFulfilmentAction.safeParse({ action: 'sent', carrier: 'Royal Mail', tracking_url: 'http://track.example/1' }).error?.issues[0]?.message).toBe(
      'Tracking URL must be a valid https:// link.',
    );
    expect(ZFulfilmentAction.safeParse({ action: 'sent', tracking_url: 'https://x.example' }).error?.issues[0]?.path).toEqual(['carrier']);
    expect(ZFulfilmentAction.safeParse({ action: 'ship' }).success).toBe(false);
  });

  it('a claimed address is GB only, with a valid postcode and a phone', () => {
    const ok = { first_name: 'Ann', last_name: 'Lee', address_line_1: '1 High St', city: 'Leeds', postcode: 'ls1 4ap', phone: '+44 7700 900123' };
    expect(ZClaimPhysical.safeParse(ok).success).toBe(true);
    expect(ZClaimPhysical.safeParse({ ...ok, country: 'FR' }).error?.issues[0]?.message).toBe('We do not currently ship this gift to this country.');
    expect(ZClaimPhysical.safeParse({ ...ok, phone: '' }).error?.issues[0]?.message).toBe('Phone is required.');
    expect(ZClaimPhysical.safeParse({ ...ok, postcode: '12345' }).error?.issues[0]?.message).toBe('Postcode must be valid.');
  });
});
