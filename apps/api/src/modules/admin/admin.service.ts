import { toPounds } from '@gifthub/shared/pricing';
import type { TAdminTeam, TAdminTeamDetail } from '@gifthub/shared/admin';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { listMembers } from '../members/members.service';
import type { TTeamAccess } from '../teams/team-access';
import { teamWithBalance } from '../billing/billing.team-view.service';
import { findTeam, resolveTeamAccess } from '../teams/teams.service';

type TTeamRow = TTeamAccess['team'];

/** Members shown on the staff team page; more than this is summarised by members_total. */
const DETAIL_MEMBERS = 100;

export const adminTeam = (t: TTeamRow): TAdminTeam => ({
  id: t.id,
  name: t.name,
  slug: t.slug,
  plan: t.plan,
  pending_upgrade: t.pendingUpgrade,
  upgrade_request: t.upgradeRequest ?? null,
  credit_limit: toPounds(t.creditLimit),
  created_at: t.createdAt.toISOString(),
});

/**
 * GET /admin/teams/{id}: staff see any team as bb_admin. A missing team is a plain 404 (not ws_api_get_team_404,
 * which would sign the staff member out of the portal).
 */
export async function adminTeamDetail(db: Db, staff: { userId: number }, teamId: number): Promise<TAdminTeamDetail> {
  const team = await findTeam(db, teamId);
  if (!team) throw AppError.notFound('Team');
  const access = await resolveTeamAccess(db, teamId, { id: staff.userId, isBbAdmin: true });
  const [members, view] = await Promise.all([listMembers(db, access, { page: 1, per_page: DETAIL_MEMBERS, sort: 'name' }), teamWithBalance(db, team)]);
  return {
    ...adminTeam(team),
    features: team.features,
    members: members.data.map((m) => ({ user_id: m.user_id, name: m.name, email: m.email, role: m.role, status: m.status })),
    members_total: members.meta.total,
    domains: view.domains,
    oms_customer_id: team.omsCustomerId,
  };
}
