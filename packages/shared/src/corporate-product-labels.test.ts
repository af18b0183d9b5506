import { describe, expect, it } from 'vitest';
import { optionUnitsLeft } from './campaigns';
import { allocationLabel, corporateProductTexts, freeUnits, stockLabel, stockLevel, unitsToGive, ZCorporateProductUpdate } from './corporate-products';

const counts = (stock: number, allocated = 0, multi_allocated = 0) => ({ stock, allocated, multi_allocated });

describe('stock and allocation labels (spec 3 §2.3, thresholds 20 and 1)', () => {
  it('stock: in stock at 20 or more, low stock 1-19, out of stock 0', () => {
    expect([25, 20, 19, 1, 0, -3].map((stock) => stockLabel({ stock }))).toEqual(['In Stock', 'In Stock', 'Low Stock', 'Low Stock', 'Out of Stock', 'Out of Stock']);
    expect([20, 19, 1, 0].map(stockLevel)).toEqual(['high', 'low', 'low', 'none']);
  });

  it('allocation reads the free units: stock less allocated and multi_allocated', () => {
    expect(freeUnits(counts(50, 10, 5))).toBe(35);
    expect(allocationLabel(counts(50, 10, 5))).toBe('Alloc');
    expect(allocationLabel(counts(40, 10, 10))).toBe('Alloc');
    expect(allocationLabel(counts(40, 11, 10))).toBe('Low Alloc');
    expect(allocationLabel(counts(40, 39, 0))).toBe('Low Alloc');
    expect(allocationLabel(counts(40, 30, 10))).toBe('No Alloc');
    // Held beyond the stock (never negative).
    expect(freeUnits(counts(5, 4, 3))).toBe(0);
    expect(allocationLabel(counts(5, 4, 3))).toBe('No Alloc');
  });

  it('a gift option gives the free units of an active product, none of a paused or hidden one, and the fewer of its own count', () => {
    expect(unitsToGive({ ...counts(30, 5, 5), status: 'active', team_status: 'active' })).toBe(20);
    expect(unitsToGive({ ...counts(30, 5, 5), status: 'active', team_status: 'paused' })).toBe(0);
    expect(unitsToGive({ ...counts(30, 5, 5), status: 'hidden', team_status: 'active' })).toBe(0);
    expect(unitsToGive({ ...counts(30), status: 'active', team_status: null })).toBe(0);
    expect(optionUnitsLeft({ available: null, product_units: null })).toBeNull();
    expect(optionUnitsLeft({ available: null, product_units: 4 })).toBe(4);
    expect(optionUnitsLeft({ available: 2, product_units: 4 })).toBe(2);
    expect(optionUnitsLeft({ available: 9, product_units: 0 })).toBe(0);
  });

  it('the spec texts', () => {
    expect(corporateProductTexts.count(3)).toBe('You have 3 corporate products.');
    expect(corporateProductTexts.count(1)).toBe('You have 1 corporate product.');
    expect(corporateProductTexts.generalComponent('Gift')).toBe(
      'This gift box component is general Gift HUB product, not specific to your team or company, so you can not manage its properties.',
    );
  });
});

describe('product update body (spec 3 §5 product edit)', () => {
  const firstErrors = (body: unknown) => {
    const r = ZCorporateProductUpdate.safeParse(body);
    if (r.success) return null;
    const out: Record<string, string> = {};
    for (const i of r.error.issues) out[i.path.join('.')] ??= i.message;
    return out;
  };

  it('the edit needs name, status and description, each with its first message', () => {
    expect(firstErrors({})).toEqual({ name: 'Name is required.', status: 'Status is required.', description: 'Description is required.' });
    expect(firstErrors({ name: '  ', status: 'active', description: 'x' })).toEqual({ name: 'Name is required.' });
    expect(firstErrors({ name: 'Box', status: 'gone', description: 'x' })).toEqual({ status: 'Status must be one of: active, hidden.' });
    expect(firstErrors({ name: 'Box', status: 'hidden', description: '<p>Hi</p>' })).toBeNull();
  });

  it('pause/activate and convert stand alone', () => {
    expect(firstErrors({ team_status: 'paused' })).toBeNull();
    expect(firstErrors({ team_status: 'stopped' })).toEqual({ team_status: 'Team status must be one of: active, paused.' });
    expect(firstErrors({ action: 'convert_to_kitted' })).toBeNull();
    expect(firstErrors({ action: 'explode' })?.action).toBe('Action must be one of the listed values.');
  });
});
