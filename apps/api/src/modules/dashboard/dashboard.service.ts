import { CHART_PERIOD_DAYS } from '@gifthub/shared/constants';
import type { TDashboard } from '@gifthub/shared/dashboard';
import type { TDeps } from '../../deps';
import { registrationsPerDay } from '../registrations/registrations.service';
import type { TTeamAccess } from '../teams/team-access';

const day = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The dashboard's counts and the 30-day registrations chart (UTC days, today included): the marketplace series
 * from the team's gift registrations. Campaigns and corporate products are later areas: until their modules
 * exist their counts are zero and the chart has no campaign series.
 */
export async function dashboard(deps: TDeps, access: TTeamAccess): Promise<TDashboard> {
  const end = deps.clock.now();
  const start = new Date(Date.parse(day(end)) - (CHART_PERIOD_DAYS - 1) * 86_400_000);
  return {
    campaigns: { gifting: 0, voucher: 0 },
    products: { total: 0, requests: 0 },
    registrations: { startDate: day(start), endDate: day(end), data: await registrationsPerDay(deps, access.team.id, start) },
  };
}
