import type { TDashboard } from '@gifthub/shared/dashboard';
import type { TDeps } from '../../deps';
import { campaignCounts } from '../campaigns/campaign-counts.service';
import { registrationStats } from '../registrations/registration-stats.service';
import type { TTeamAccess } from '../teams/team-access';

/**
 * The dashboard (spec 1 §2): the team's gifting and voucher campaigns counted, and the 30-day registrations chart
 * (one series per campaign plus the marketplace's). Corporate products are a later area: its counts stay zero
 * until its module exists (the portal shows no tile for it while the area is closed, shared/areas.ts).
 */
export async function dashboard(deps: TDeps, access: TTeamAccess): Promise<TDashboard> {
  const [campaigns, registrations] = await Promise.all([campaignCounts(deps.db, access.team.id), registrationStats(deps.db, access.team.id, deps.clock.now())]);
  return { campaigns, products: { total: 0, requests: 0 }, registrations };
}

/** GET /teams/{teamId}/gb-registrations/stats: the chart alone. */
export const teamRegistrationStats = (deps: TDeps, access: TTeamAccess) => registrationStats(deps.db, access.team.id, deps.clock.now());
