import { describe, expect, it } from 'vitest';
import { pageMeta } from '@gifthub/shared/paging';
import { changeParams, nextSort, pageSummary, queryPaging, readPerPage, readSort, sortParams } from './list-controls';

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

describe('query-string lists', () => {
  it('changeParams sets and removes keys and goes back to page 1 unless the page itself changes', () => {
    const prev = new URLSearchParams('page=3&q=ann&sort=name');
    expect(changeParams(prev, { q: 'bob', sort: null }).toString()).toBe('q=bob');
    expect(changeParams(prev, { page: '4' }).toString()).toBe('page=4&q=ann&sort=name');
    expect(prev.toString()).toBe('page=3&q=ann&sort=name');
  });

  it('readSort keeps only the list\'s keys, descending unless asked ascending', () => {
    const sorts = ['name', 'created_at'] as const;
    expect(readSort(new URLSearchParams('sort=name&direction=asc'), sorts)).toEqual({ sort: 'name', direction: 'asc' });
    expect(readSort(new URLSearchParams('sort=created_at&direction=up'), sorts)).toEqual({ sort: 'created_at', direction: 'desc' });
    expect(readSort(new URLSearchParams('sort=secret'), sorts)).toEqual({});
  });

  it('sortParams writes a sort back, and no sort removes both keys', () => {
    expect(sortParams({ sort: 'name', direction: 'asc' })).toEqual({ sort: 'name', direction: 'asc' });
    expect(sortParams({})).toEqual({ sort: null, direction: null });
  });

  it('readPerPage takes the query\'s size only when it is offered', () => {
    expect(readPerPage(new URLSearchParams('per_page=25'), [10, 25, 50], 50)).toBe(25);
    expect(readPerPage(new URLSearchParams('per_page=7'), [10, 25, 50], 50)).toBe(50);
  });

  it('queryPaging drops page 1 and a new size starts again at page 1', () => {
    const calls: unknown[] = [];
    const paging = queryPaging((c) => calls.push(c), (n) => calls.push(n));
    paging.onPage(1);
    paging.onPage(3);
    paging.onPerPage(25);
    expect(calls).toEqual([{ page: null }, { page: '3' }, 25, { per_page: '25', page: null }]);
  });
});

describe('nextSort', () => {
  it('cycles none, descending, ascending, none (spec 3 §4), and none, ascending, descending, none for responses (spec 2 §4)', () => {
    const cycle = (first?: 'asc' | 'desc') => {
      const seen = [];
      let s = nextSort<'date'>({}, 'date', first);
      for (let i = 0; i < 3; i++, s = nextSort(s, 'date', first)) seen.push(s.direction ?? 'none');
      return seen;
    };
    expect(cycle()).toEqual(['desc', 'asc', 'none']);
    expect(cycle('asc')).toEqual(['asc', 'desc', 'none']);
    expect(nextSort<'date' | 'source'>({ sort: 'date', direction: 'asc' }, 'source', 'asc')).toEqual({ sort: 'source', direction: 'asc' });
  });
});
