/** Staff's back office for campaigns: every team's campaigns (requested first) and their status changes. */
import { canTransition, campaignTexts, type TCampaign, type TCampaignStatus, type TCampaignListItem } from '@gifthub/shared/campaigns';
import { MAX_ID } from '@gifthub/shared/fields';
import { pageMeta, type TPaged } from '@gifthub/shared/paging';
import type { TLinkDeps } from '../../lib/public-url';
import { AppError } from '../../lib/app-error';
import { campaignStatistics } from './campaign-counts.service';
import { findTeam } from '../teams/teams.service';
import * as repo from './campaigns.repository';
import { campaignView } from './campaigns.service';
import { toListItem } from './campaigns.views';

type TAdminItem = TCampaignListItem & { team_id: number; team_name: string };

/** GET /admin/gb-campaigns: every team's campaigns, requested first, optionally one status. */
export async function adminListCampaigns(deps: TLinkDeps, q: { page: number; per_page: number; q?: string; status?: TCampaignStatus }): Promise<TPaged<TAdminItem>> {
  const { rows, total } = await repo.listCampaigns(deps.db, {
    q: q.q,
    filters: q.status ? { status: q.status } : undefined,
    sort: 'id',
    direction: 'desc',
    page: q.page,
    perPage: q.per_page,
    requestedFirst: true,
  });
  const ids = rows.map((r) => r.campaign.id);
  const [images, counts] = await Promise.all([repo.firstOptionImages(deps.db, ids), campaignStatistics(deps.db, ids)]);
  return {
    data: rows.map(({ campaign, teamName, teamSlug }) => ({
      ...toListItem(campaign, teamSlug, deps.config.publicUrl, images.get(campaign.id), counts.get(campaign.id)),
      team_id: campaign.teamId,
      team_name: teamName,
    })),
    meta: pageMeta(total, q.page, q.per_page),
  };
}

const findOr404 = async (deps: TLinkDeps, id: number) => {
  const c = Number.isSafeInteger(id) && id > 0 && id <= MAX_ID ? await repo.findCampaign(deps.db, id) : undefined;
  if (!c) throw AppError.notFound('Campaign');
  return c;
};

/** GET /admin/gb-campaigns/{id}: any team's campaign, with option counts. */
export async function adminGetCampaign(deps: TLinkDeps, id: number): Promise<TCampaign> {
  const c = await findOr404(deps, id);
  return campaignView(deps, c, (await findTeam(deps.db, c.teamId))?.slug ?? '', true);
}

/** PUT /admin/gb-campaigns/{id}/status: only the changes that make sense (shared CAMPAIGN_TRANSITIONS); a race loses with 409. */
export async function adminSetStatus(deps: TLinkDeps, id: number, to: TCampaignStatus): Promise<TCampaign> {
  const c = await findOr404(deps, id);
  if (c.status === to) return adminGetCampaign(deps, id);
  if (!canTransition(c.status, to)) throw AppError.conflict(campaignTexts.transition(c.status, to));
  const row = await repo.updateCampaignStatus(deps.db, id, c.status, to);
  if (!row) throw AppError.conflict(campaignTexts.transition(c.status, to));
  return adminGetCampaign(deps, id);
}
