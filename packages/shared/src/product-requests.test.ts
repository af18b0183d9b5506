import { describe, expect, it } from 'vitest';
import {
  DEFAULT_REQUEST_STOCK,
  defaultRestock,
  fieldsForType,
  isRequestEditable,
  PRODUCT_REQUEST_TRANSITIONS,
  productRequestTexts,
  restockStock,
  ZAdminProductRequestStatus,
  ZProductRequestCreate,
  ZRestockRequest,
} from './corporate-products';

const firstMessages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const out: Record<string, string> = {};
  for (const i of r.error?.issues ?? []) out[String(i.path[0])] ??= i.message;
  return out;
};

describe('product request (spec 3 §5)', () => {
  it('gives the first message per field for an empty request', () => {
    const r = ZProductRequestCreate.safeParse({ name: '', description: '   ', stock: '' });
    expect(firstMessages(r)).toEqual({
      name: 'Name is required.',
      product_type: 'Product Type is required.',
      description: 'Description is required.',
      stock: 'Stock is required.',
    });
  });

  it('defaults stock to 100 and send_email to true', () => {
    const r = ZProductRequestCreate.parse({ name: 'Mug', product_type: 'product', description: 'A branded mug' });
    expect(r.stock).toBe(DEFAULT_REQUEST_STOCK);
    expect(DEFAULT_REQUEST_STOCK).toBe(100);
    expect(r.send_email).toBe(true);
  });

  it.each([
    [0, 'Stock must be greater than 0'],
    [-3, 'Stock must be greater than 0'],
    [2.5, 'Stock must be a whole number'],
    ['abc', 'Stock must be a number'],
    [null, 'Stock is required.'],
    [true, 'Stock must be a number'],
  ])('refuses stock %j: %s', (stock, message) => {
    const r = ZProductRequestCreate.safeParse({ name: 'Mug', product_type: 'product', description: 'A mug', stock });
    expect(firstMessages(r).stock).toBe(message);
  });

  it('reads digits from a form as a number', () => {
    expect(ZProductRequestCreate.parse({ name: 'Mug', product_type: 'giftbox', description: 'x', stock: ' 250 ' }).stock).toBe(250);
  });

  it('refuses an unknown product type', () => {
    expect(firstMessages(ZProductRequestCreate.safeParse({ name: 'Mug', product_type: 'kitted', description: 'x' })).product_type).toBe('Product Type must be one of: product, giftbox.');
  });

  it('keeps base product and customisation for products only, box content for gift boxes only', () => {
    const v = { base_product: 'Mug', customisation: 'Logo', box_content: 'Tea' };
    expect(fieldsForType('product', v)).toEqual({ base_product: 'Mug', customisation: 'Logo', box_content: '' });
    expect(fieldsForType('giftbox', v)).toEqual({ base_product: '', customisation: '', box_content: 'Tea' });
  });

  it('lets only pending requests be edited or cancelled, and final states go nowhere', () => {
    expect(isRequestEditable('pending')).toBe(true);
    for (const s of ['in_progress', 'completed', 'rejected', 'cancelled'] as const) expect(isRequestEditable(s)).toBe(false);
    expect(PRODUCT_REQUEST_TRANSITIONS.completed).toEqual([]);
    expect(PRODUCT_REQUEST_TRANSITIONS.in_progress).not.toContain('cancelled');
    expect(productRequestTexts.notPending('in_progress')).toBe('This request is in progress: only pending requests can be edited or cancelled.');
  });

  it('asks staff for a note when they reject', () => {
    expect(firstMessages(ZAdminProductRequestStatus.safeParse({ status: 'rejected' })).note).toBe('Note is required.');
    expect(ZAdminProductRequestStatus.safeParse({ status: 'in_progress' }).success).toBe(true);
  });
});

describe('restock (spec 3 §5, §9)', () => {
  it('defaults to the MOQ above 1, otherwise 10', () => {
    expect(defaultRestock(50)).toBe(50);
    expect(defaultRestock(2)).toBe(2);
    expect(defaultRestock(1)).toBe(10);
    expect(defaultRestock(0)).toBe(10);
  });

  it('refuses less than the MOQ, naming the minimum', () => {
    const rule = restockStock(50);
    expect(rule.safeParse(10).error?.issues[0]?.message).toBe('Stock must be at least 50');
    expect(rule.safeParse(50).success).toBe(true);
    expect(rule.safeParse(0).error?.issues[0]?.message).toBe('Stock must be greater than 0');
    expect(rule.safeParse(undefined).error?.issues[0]?.message).toBe('Stock is required.');
    expect(restockStock(1).safeParse(1).success).toBe(true);
  });

  it('needs the team and a positive whole stock in the body', () => {
    const r = ZRestockRequest.safeParse({ stock: 1.5 });
    expect(firstMessages(r)).toEqual({ stock: 'Stock must be a whole number', team_id: 'Team must be a number' });
    expect(ZRestockRequest.parse({ stock: 20, team_id: 3 }).send_email).toBe(true);
  });
});
