import { describe, expect, it } from 'vitest';
import { chartBuckets, defaultCustomRange, opportunityFigures, resolveDateRange, ZCampaignDetailQuery } from './campaign-analytics';

// Wednesday 25 November 2026, late evening UTC: today is the 25th whatever the hour.
const now = new Date('2026-11-25T23:30:00Z');

describe('resolveDateRange', () => {
  it('gives each range its days, today included', () => {
    expect(resolveDateRange('all-time', { now })).toEqual({ start: null, end: null });
    expect(resolveDateRange('last-30-days', { now })).toEqual({ start: '2026-10-27', end: '2026-11-25' });
    expect(resolveDateRange('last-month', { now })).toEqual({ start: '2026-10-01', end: '2026-10-31' });
    expect(resolveDateRange('month-to-date', { now })).toEqual({ start: '2026-11-01', end: '2026-11-25' });
    expect(resolveDateRange('year-to-date', { now })).toEqual({ start: '2026-01-01', end: '2026-11-25' });
    expect(resolveDateRange('since-launch', { now, launchedAt: '2026-02-14T09:00:00Z' })).toEqual({ start: '2026-02-14', end: '2026-11-25' });
    expect(resolveDateRange('custom', { now, custom: { start: '2026-03-01', end: '2026-03-31' } })).toEqual({ start: '2026-03-01', end: '2026-03-31' });
  });

  it('last full month crosses the year in January, and February has its own length', () => {
    expect(resolveDateRange('last-month', { now: new Date('2027-01-10T00:00:00Z') })).toEqual({ start: '2026-12-01', end: '2026-12-31' });
    expect(resolveDateRange('last-month', { now: new Date('2028-03-01T00:00:00Z') })).toEqual({ start: '2028-02-01', end: '2028-02-29' });
  });

  it('the Choose Date Range modal opens on last month through today', () => {
    expect(defaultCustomRange(now)).toEqual({ start: '2026-10-25', end: '2026-11-25' });
    expect(defaultCustomRange(new Date('2026-03-31T10:00:00Z'))).toEqual({ start: '2026-02-28', end: '2026-03-31' });
  });
});

describe('ZCampaignDetailQuery', () => {
  const errors = (q: Record<string, string>) => {
    const r = ZCampaignDetailQuery.safeParse(q);
    return r.success ? null : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };
  it('defaults to all team members and all time, and reads the charts as JSON', () => {
    expect(ZCampaignDetailQuery.parse({ mode: 'analytics', sendsChart: '{"year":2026,"month":3}' })).toMatchObject({
      userRange: 'all',
      dateRange: 'all-time',
      sendsChart: { year: 2026, month: 3 },
    });
  });
  it('a custom range needs both days, in order, and real ones', () => {
    expect(errors({ dateRange: 'custom' })).toEqual({ dateStart: 'Start date is required.', dateEnd: 'End date is required.' });
    expect(errors({ dateRange: 'custom', dateStart: '2026-03-02', dateEnd: '2026-03-01' })).toEqual({ dateEnd: 'End date must not be before the start date.' });
    expect(errors({ dateRange: 'custom', dateStart: '2026-02-30', dateEnd: '2026-03-01' })).toEqual({ dateStart: 'Start date must be a valid date (YYYY-MM-DD).' });
    expect(errors({ dateRange: 'custom', dateStart: '2026-03-01', dateEnd: '2026-03-01' })).toBeNull();
  });
  it('refuses a chart outside the years and months', () => {
    expect(errors({ spentChart: '{"year":2026,"month":13}' })).toEqual({ 'spentChart.month': 'Month must be at most 12' });
  });
});

describe('opportunityFigures and chartBuckets', () => {
  it('counts each recipient at its furthest stage; ROI over spent ex VAT', () => {
    expect(opportunityFigures({ claim: 1, demo: 1, deal: 1 }, { opportunity: 10_000, demo: 50_000, deal: 200_000 }, 5857)).toEqual({ influenced: 260_000, single: 86_667, roi: 44.39 });
    expect(opportunityFigures({ claim: 0, demo: 0, deal: 0 }, { opportunity: 1, demo: 1, deal: 1 }, 0)).toEqual({ influenced: 0, single: 0, roi: null });
  });
  it('draws twelve months, or the days of one month', () => {
    expect(chartBuckets({ year: 2026, month: null }).map((b) => b.label)).toHaveLength(12);
    expect(chartBuckets({ year: 2028, month: 2 }).at(-1)).toEqual({ key: '2028-02-29', label: '29' });
  });
});
