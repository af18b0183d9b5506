import { describe, expect, it } from 'vitest';
import { changedFields, exFromInc, incFromEx, initialValues, toBody, validateProduct } from './product-form';

describe('product form', () => {
  it('works inc VAT out from ex VAT at 20% and back', () => {
    expect(incFromEx(25)).toBe(30);
    expect(incFromEx(8.33)).toBe(10);
    expect(incFromEx('')).toBe('');
    expect(exFromInc(30)).toBe(25);
    expect(exFromInc(10)).toBe(8.33);
  });

  it('sends only the fields of the product type, and only changed fields on edit', () => {
    const v = { ...initialValues(null), name: 'Tea Tin', description: 'Loose leaf.', price_ex_vat: 10, price_inc_vat: 12, stock: 5 };
    expect(toBody(v, true)).toEqual({
      type: 'physical',
      status: 'active',
      name: 'Tea Tin',
      description: 'Loose leaf.',
      price_ex_vat: 10,
      pp_ev_cost: 3.5,
      shipping_ev_cost: 4.95,
      stock: 5,
      terms: { type: [], occasion: [], diet: [] },
    });
    const voucher = { ...v, type: 'voucher' as const, brand_name: 'Book Nook', category: 'books' as const, denominations: ['10', '£25'] };
    expect(toBody(voucher, true)).toMatchObject({ brand_name: 'Book Nook', category: 'books', denominations: [10, 25], face_value_limits: null });
    expect(toBody(voucher, true)).not.toHaveProperty('stock');
    expect(changedFields(toBody({ ...v, stock: 7 }, false), toBody(v, false))).toEqual({ stock: 7 });
  });

  it('checks the form with the shared contract, limits named by their fields', () => {
    const errors = validateProduct(true)({ ...initialValues(null), name: '', description: 'x' });
    expect(errors).toMatchObject({ name: 'Name is required.', price_ex_vat: 'Price ex VAT is required.', stock: 'Stock is required.' });
    const voucher = { ...initialValues(null), type: 'voucher' as const, name: 'Gift', description: 'x', brand_name: 'B', category: 'books' as const, value_mode: 'limits' as const, lower: 50, upper: 10, minor_unit: 1 };
    expect(validateProduct(true)(voucher)).toEqual({ upper: 'Upper limit must be at least 50' });
  });
});
