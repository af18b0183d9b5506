import { CHART_PERIOD_DAYS } from '@gifthub/shared/constants';
import type { TDashboard } from '@gifthub/shared/dashboard';
import type { TDeps } from '../../deps';
import type { TTeamAccess } from '../teams/teams.service';

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The dashboard's counts and the 30-day registrations chart. Campaigns, corporate products and gift
 * registrations are later areas: until their modules exist there is nothing to count, so the
 * counts are zero and the chart has no series.
 */
export async function dashboard(deps: TDeps, _access: TTeamAccess): Promise<TDashboard> {
  const end = deps.clock.now();
  const start = new Date(end.getTime() - (CHART_PERIOD_DAYS - 1) * 86_400_000);
  return {
    campaigns: { gifting: 0, voucher: 0 },
    products: { total: 0, requests: 0 },
    registrations: { startDate: day(start), endDate: day(end), data: [] },
  };
}
