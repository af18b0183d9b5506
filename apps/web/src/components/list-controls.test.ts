import { describe, expect, it } from 'vitest';
import { pageMeta } from '@gifthub/shared/paging';
import { pageSummary } from './list-controls';

describe('pageSummary', () => {
  it('names the rows shown and the total, with thousands separators', () => {
    expect(pageSummary(pageMeta(42, 2, 10), 10, 'gifts')).toBe('Showing 11–20 of 42 gifts');
    expect(pageSummary(pageMeta(12_345, 1_001, 10), 10)).toBe('Showing 10,001–10,010 of 12,345');
  });

  it('reads a capped total as a lower bound', () => {
    // The order history counts to 10,000 and one more: "10,000+".
    expect(pageSummary({ ...pageMeta(10_001, 1, 10), total_capped: true }, 10, 'orders')).toBe('Showing 1–10 of 10,000+ orders');
    expect(pageSummary({ ...pageMeta(101, 3, 10), total_capped: true }, 10, 'orders')).toBe('Showing 21–30 of 100+ orders');
  });

  it('an empty list', () => {
    expect(pageSummary(pageMeta(0, 1, 10), 0, 'orders')).toBe('No orders');
    expect(pageSummary(pageMeta(0, 1, 10), 0)).toBe('Showing 0 of 0');
  });
});
