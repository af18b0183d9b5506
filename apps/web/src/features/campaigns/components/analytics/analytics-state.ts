import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { CHARTS, DATE_RANGES, USER_RANGES, type TAnalyticsParams, type TChartKey, type TDateRange, type TUserRange } from '@gifthub/shared/campaign-analytics';

/** The page's state in its query string: userRange, dateRange (dateStart, dateEnd with custom) and each chart's year. */
export type TAnalyticsState = { userRange: TUserRange; dateRange: TDateRange; dateStart?: string; dateEnd?: string; years: Record<TChartKey, number> };

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const pick = <T extends string>(values: readonly T[], v: string | null, fallback: T): T => (values.includes(v as T) ? (v as T) : fallback);
const yearParam = (key: TChartKey) => key.replace('Chart', 'Year');

/** Reads the state (anything unknown falls back to the spec's defaults: all team members, all time, this year). */
export function readAnalyticsState(search: URLSearchParams, thisYear: number): TAnalyticsState {
  const day = (k: string) => (DAY.test(search.get(k) ?? '') ? (search.get(k) as string) : undefined);
  const dateStart = day('dateStart');
  const dateEnd = day('dateEnd');
  const custom = search.get('dateRange') === 'custom' && dateStart && dateEnd && dateStart <= dateEnd;
  const year = (k: TChartKey) => {
    const y = Number(search.get(yearParam(k)));
    return Number.isInteger(y) && y >= 2000 && y <= thisYear ? y : thisYear;
  };
  return {
    userRange: pick(USER_RANGES, search.get('userRange'), 'all'),
    dateRange: custom ? 'custom' : pick(DATE_RANGES.filter((r) => r !== 'custom'), search.get('dateRange'), 'all-time'),
    ...(custom ? { dateStart, dateEnd } : {}),
    years: Object.fromEntries(CHARTS.map((k) => [k, year(k)])) as Record<TChartKey, number>,
  };
}

export const toParams = (s: TAnalyticsState): TAnalyticsParams => ({
  userRange: s.userRange,
  dateRange: s.dateRange,
  dateStart: s.dateStart,
  dateEnd: s.dateEnd,
  sendsChart: { year: s.years.sendsChart, month: null },
  opensChart: { year: s.years.opensChart, month: null },
  spentChart: { year: s.years.spentChart, month: null },
});

/** The state from the URL and a setter that writes it back (defaults left out, so the plain address is the default). */
export function useAnalyticsState(thisYear: number) {
  const [search, setSearch] = useSearchParams();
  const state = useMemo(() => readAnalyticsState(search, thisYear), [search, thisYear]);
  const update = useCallback(
    (patch: Partial<TAnalyticsState>) => {
      const next = { ...state, ...patch, years: { ...state.years, ...patch.years } };
      const q = new URLSearchParams();
      if (next.userRange !== 'all') q.set('userRange', next.userRange);
      if (next.dateRange !== 'all-time') q.set('dateRange', next.dateRange);
      if (next.dateRange === 'custom' && next.dateStart && next.dateEnd) {
        q.set('dateStart', next.dateStart);
        q.set('dateEnd', next.dateEnd);
      }
      for (const k of CHARTS) if (next.years[k] !== thisYear) q.set(yearParam(k), String(next.years[k]));
      setSearch(q, { replace: true });
    },
    [state, setSearch, thisYear],
  );
  return [state, update] as const;
}
