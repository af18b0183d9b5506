import type { TDashboard } from '@gifthub/shared/dashboard';
import type { TDeps } from '../../deps';
import { campaignCounts } from '../campaigns/campaign-counts.service';
import { productCounts } from '../corporate-products/corporate-products.service';
import { registrationStats } from '../registrations/registration-stats.service';
import type { TTeamAccess } from '../teams/team-access';

/**
 * The dashboard (spec 1 §2): the team's gifting and voucher campaigns counted, and the 30-day registrations chart
 * (one series per campaign plus the marketplace's), and the team's corporate products with its requests waiting for staff.
 */
export async function dashboard(deps: TDeps, access: TTeamAccess): Promise<TDashboard> {
  const [campaigns, products, registrations] = await Promise.all([
    campaignCounts(deps.db, access.team.id),
    productCounts(deps.db, access.team.id),
    registrationStats(deps.db, access.team.id, deps.clock.now()),
  ]);
  return { campaigns, products, registrations };
}

/** GET /teams/{teamId}/gb-registrations/stats: the chart alone. */
export const teamRegistrationStats = (deps: TDeps, access: TTeamAccess) => registrationStats(deps.db, access.team.id, deps.clock.now());
