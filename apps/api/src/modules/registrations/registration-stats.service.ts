import { CHART_PERIOD_DAYS } from '@gifthub/shared/constants';
import type { TRegistrationStats } from '@gifthub/shared/dashboard';
import type { Db } from '../../db/client';
import { countPerCampaignAndDay } from './registration-stats.repository';

const DAY = 86_400_000;
const utcDay = (d: Date) => d.toISOString().slice(0, 10);

export const MARKETPLACE_SERIES = 'Marketplace';

/**
 * Registration stats (spec 1 §3) for the dashboard chart: gift registrations per UTC day over the last 30 days,
 * today included; one series per campaign (platform gifting, by campaign id so a campaign keeps its place and its
 * colour), then the marketplace series (tinted apart by the portal). Series without registrations in the period are
 * left out.
 */
export async function registrationStats(db: Db, teamId: number, now: Date): Promise<TRegistrationStats> {
  const start = new Date(Date.parse(utcDay(now)) - (CHART_PERIOD_DAYS - 1) * DAY);
  const rows = await countPerCampaignAndDay(db, teamId, start);
  const series = new Map<string, TRegistrationStats['data'][number] & { order: number }>();
  for (const r of rows) {
    const marketplace = r.platform === 'marketplace';
    const key = marketplace ? 'marketplace' : `campaign-${r.campaignId ?? 0}`;
    const s = series.get(key) ?? {
      name: marketplace ? MARKETPLACE_SERIES : (r.campaignName ?? 'Other campaigns'),
      marketplace,
      registrations: 0,
      dates: {},
      order: marketplace ? Number.MAX_SAFE_INTEGER : (r.campaignId ?? 0),
    };
    s.registrations += r.n;
    s.dates[r.day] = (s.dates[r.day] ?? 0) + r.n;
    series.set(key, s);
  }
  // The chart keys its series by name: a campaign whose name is taken (by another campaign, or Marketplace) is told
  // apart by its id.
  const names = new Set<string>(series.has('marketplace') ? [MARKETPLACE_SERIES] : []);
  const data = [...series.values()]
    .sort((a, b) => a.order - b.order)
    .map(({ order, ...s }) => {
      if (s.marketplace) return s;
      const name = names.has(s.name) ? `${s.name} (${order})` : s.name;
      names.add(name);
      return { ...s, name };
    });
  return { startDate: utcDay(start), endDate: utcDay(now), data };
}
