/**
 * Campaign analytics (spec 1 §2 analytics component and page, §3 campaign analytics, §7 campaign detail with
 * mode=analytics, §9 date ranges): the query, the date-range rules both sides run, and the answer. Dates are UTC
 * calendar days (YYYY-MM-DD), as the dashboard chart's.
 */
import { z } from 'zod';
import { ZCampaign } from './campaigns';
import { msg } from './messages';
import { ZPounds } from './pricing';

export const USER_RANGES = ['all', 'own'] as const;
export type TUserRange = (typeof USER_RANGES)[number];
export const USER_RANGE_LABELS: Record<TUserRange, string> = { own: 'Your Sales Only', all: 'All Team Members' };

export const DATE_RANGES = ['all-time', 'last-30-days', 'last-month', 'month-to-date', 'year-to-date', 'since-launch', 'custom'] as const;
export type TDateRange = (typeof DATE_RANGES)[number];
export const DATE_RANGE_LABELS: Record<TDateRange, string> = {
  'all-time': 'All Time',
  'last-30-days': 'Last 30 Days',
  'last-month': 'Last Full Month',
  'month-to-date': 'Month To Date',
  'year-to-date': 'Year To Date',
  'since-launch': 'Since Launch',
  custom: 'Custom',
};

export const ANALYTICS_LABELS = { dateStart: 'Start date', dateEnd: 'End date', year: 'Year', month: 'Month' } as const;
export const analyticsTexts = {
  endBeforeStart: 'End date must not be before the start date.',
  invalidDay: (label: string) => `${label} must be a valid date (YYYY-MM-DD).`,
} as const;

const DAY_MS = 86_400_000;
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A Date's UTC calendar day, YYYY-MM-DD. */
export const utcDay = (d: Date) => d.toISOString().slice(0, 10);
const isRealDay = (v: string) => ISO_DAY.test(v) && utcDay(new Date(`${v}T00:00:00Z`)) === v;
const addDays = (day: string, n: number) => utcDay(new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS));

/** First and last day (inclusive) a range covers; null on a side means unbounded (all time). */
export type TDayRange = { start: string | null; end: string | null };

/**
 * The days a date range covers, today included, by the clock given (the API's clock, the portal's Date.now):
 * last 30 days (today and the 29 before), last full month, month to date, year to date, since launch (the
 * campaign's creation) and custom (as given). all-time is unbounded.
 */
export function resolveDateRange(range: TDateRange, opts: { now: Date; launchedAt?: Date | string | null; custom?: { start?: string; end?: string } }): TDayRange {
  const today = utcDay(opts.now);
  const [y, m] = [opts.now.getUTCFullYear(), opts.now.getUTCMonth()];
  const monthStart = (year: number, month: number) => utcDay(new Date(Date.UTC(year, month, 1)));
  switch (range) {
    case 'all-time':
      return { start: null, end: null };
    case 'last-30-days':
      return { start: addDays(today, -29), end: today };
    case 'last-month':
      return { start: monthStart(y, m - 1), end: addDays(monthStart(y, m), -1) };
    case 'month-to-date':
      return { start: monthStart(y, m), end: today };
    case 'year-to-date':
      return { start: monthStart(y, 0), end: today };
    case 'since-launch':
      return { start: opts.launchedAt ? utcDay(new Date(opts.launchedAt)) : null, end: today };
    case 'custom':
      return { start: opts.custom?.start ?? null, end: opts.custom?.end ?? null };
  }
}

/** The Choose Date Range modal opens on last month through today (spec 1 §5): the same day a month ago. */
export function defaultCustomRange(now: Date): { start: string; end: string } {
  const monthAgo = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  const lastDay = new Date(Date.UTC(monthAgo.getUTCFullYear(), monthAgo.getUTCMonth() + 1, 0)).getUTCDate();
  monthAgo.setUTCDate(Math.min(now.getUTCDate(), lastDay));
  return { start: utcDay(monthAgo), end: utcDay(now) };
}

const day = (label: string) => z.string({ error: msg.required(label) }).refine(isRealDay, { error: analyticsTexts.invalidDay(label) });

/** A chart's period: a year, and one month of it (1..12) for days, or none for the year's months. */
export const ZAnalyticsChart = z.object({
  year: z.coerce.number({ error: msg.number(ANALYTICS_LABELS.year) }).int().min(2000, { error: msg.atLeast(ANALYTICS_LABELS.year, 2000) }).max(2100, { error: msg.atMost(ANALYTICS_LABELS.year, 2100) }),
  month: z.coerce.number({ error: msg.number(ANALYTICS_LABELS.month) }).int().min(1, { error: msg.atLeast(ANALYTICS_LABELS.month, 1) }).max(12, { error: msg.atMost(ANALYTICS_LABELS.month, 12) }).nullable().default(null),
});
export type TAnalyticsChart = z.infer<typeof ZAnalyticsChart>;

/** A chart in the query string: JSON {"year":2026,"month":null} (the list pages' filters shape), or absent. */
const chartField = z
  .preprocess((v) => {
    if (typeof v !== 'string') return v;
    try {
      return JSON.parse(v);
    } catch {
      return v;
    }
  }, ZAnalyticsChart.strict())
  .optional();

export const CHARTS = ['sendsChart', 'opensChart', 'spentChart'] as const;
export type TChartKey = (typeof CHARTS)[number];

/**
 * GET /gb-campaigns/{id}: with_option_counts as before; mode=analytics adds `analytics`, read with userRange (default
 * all), dateRange (default all-time; custom needs dateStart and dateEnd, not reversed) and the three charts (default:
 * the current year, all months).
 */
export const ZCampaignDetailQuery = z
  .object({
    with_option_counts: z.preprocess((v) => (v === 'true' || v === '1' ? true : v === 'false' || v === '0' ? false : v), z.boolean()).optional(),
    mode: z.enum(['analytics'], { error: msg.oneOf('Mode') }).optional(),
    userRange: z.enum(USER_RANGES, { error: msg.oneOf('User range') }).default('all'),
    dateRange: z.enum(DATE_RANGES, { error: msg.oneOf('Date range') }).default('all-time'),
    dateStart: day(ANALYTICS_LABELS.dateStart).optional(),
    dateEnd: day(ANALYTICS_LABELS.dateEnd).optional(),
    sendsChart: chartField,
    opensChart: chartField,
    spentChart: chartField,
  })
  .superRefine((q, ctx) => {
    if (q.dateRange !== 'custom') return;
    if (!q.dateStart) ctx.addIssue({ code: 'custom', path: ['dateStart'], message: msg.required(ANALYTICS_LABELS.dateStart) });
    if (!q.dateEnd) ctx.addIssue({ code: 'custom', path: ['dateEnd'], message: msg.required(ANALYTICS_LABELS.dateEnd) });
    if (q.dateStart && q.dateEnd && q.dateEnd < q.dateStart) ctx.addIssue({ code: 'custom', path: ['dateEnd'], message: analyticsTexts.endBeforeStart });
  });
export type TCampaignDetailQuery = z.infer<typeof ZCampaignDetailQuery>;
export type TAnalyticsParams = Omit<TCampaignDetailQuery, 'with_option_counts' | 'mode'>;

/** One chart: a bar per month of the year (label Jan..Dec) or per day of the month (label 1..31); counts, or pounds spent. */
export const ZAnalyticsSeries = z.object({
  year: z.number(),
  month: z.number().nullable(),
  data: z.array(z.object({ label: z.string(), count: z.number() })),
});
export type TAnalyticsSeries = z.infer<typeof ZAnalyticsSeries>;
export const ZSpentSeries = ZAnalyticsSeries.extend({ data: z.array(z.object({ label: z.string(), spent_iv: ZPounds })) });
export type TSpentSeries = z.infer<typeof ZSpentSeries>;
/** A chart's bars, whichever its unit. */
export const seriesPoints = (s: TAnalyticsSeries | TSpentSeries) => s.data.map((p) => ({ label: p.label, value: 'count' in p ? p.count : p.spent_iv }));

/**
 * The analytics answer (spec 1 §3). In the range: sends (registrations created: invitations sent and gifts
 * sent), opens (gift pages first opened), confirmed, for_confirmation (claims still waiting, registered in the
 * range), delivered (gifts sent out), rejected, reviewed and reviews[rating 0..3]; spent from the ledger (balance
 * spends less refunds and reversals, plus card payments less card refunds), ex and inc VAT, in pounds; the
 * opportunity figures (see opportunityFigures); the range's days; batches, options and team members with their
 * sends; the three charts.
 */
export const ZCampaignAnalytics = z.object({
  user_range: z.enum(USER_RANGES),
  date_range: z.enum(DATE_RANGES),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  sends: z.number(),
  opens: z.number(),
  confirmed: z.number(),
  for_confirmation: z.number(),
  delivered: z.number(),
  rejected: z.number(),
  reviewed: z.number(),
  reviews: z.array(z.number()).length(4),
  demo_booked: z.number(),
  deal_closed: z.number(),
  spent_ev: ZPounds,
  spent_iv: ZPounds,
  opportunity_value: ZPounds,
  demo_value: ZPounds,
  deal_value: ZPounds,
  opportunity_influenced: ZPounds,
  opportunity_single: ZPounds,
  /** Value influenced per pound spent (ex VAT); null when nothing was spent. */
  opportunity_roi: z.number().nullable(),
  batches: z.array(z.object({ label: z.string(), sends: z.number() })),
  options: z.array(z.object({ id: z.number(), name: z.string(), sends: z.number() })),
  team: z.array(z.object({ user_id: z.number(), name: z.string(), sends: z.number() })),
  charts: z.object({ sends: ZAnalyticsSeries, opens: ZAnalyticsSeries, spent: ZSpentSeries }),
});
export type TCampaignAnalytics = z.infer<typeof ZCampaignAnalytics>;

/** The campaign as read, with `analytics` when mode=analytics. */
export const ZCampaignDetail = ZCampaign.extend({ analytics: ZCampaignAnalytics.optional() });
export type TCampaignDetail = z.infer<typeof ZCampaignDetail>;

/**
 * Opportunity (pence): each recipient counts once at the furthest stage reached — a deal closed is worth the
 * deal value, else a demo booked the demo value, else a confirmed gift the opportunity value. single is the
 * average per influenced recipient; ROI is influenced ÷ spent ex VAT (2 decimals), null with nothing spent.
 */
export function opportunityFigures(
  stages: { claim: number; demo: number; deal: number },
  values: { opportunity: number; demo: number; deal: number },
  spentEv: number,
): { influenced: number; single: number; roi: number | null } {
  const influenced = stages.claim * values.opportunity + stages.demo * values.demo + stages.deal * values.deal;
  const recipients = stages.claim + stages.demo + stages.deal;
  return {
    influenced,
    single: recipients === 0 ? 0 : Math.round(influenced / recipients),
    roi: spentEv > 0 ? Math.round((influenced / spentEv) * 100) / 100 : null,
  };
}

export const MONTH_LABELS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** The buckets a chart draws: 12 months, or the days of the month. Keys are YYYY-MM or YYYY-MM-DD. */
export function chartBuckets(chart: TAnalyticsChart): { key: string; label: string }[] {
  const { year, month } = chart;
  if (month === null) return MONTH_LABELS.map((label, i) => ({ key: `${year}-${String(i + 1).padStart(2, '0')}`, label }));
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return Array.from({ length: days }, (_, i) => ({ key: `${year}-${String(month).padStart(2, '0')}-${String(i + 1).padStart(2, '0')}`, label: String(i + 1) }));
}
