/**
 * Staff's back office for single-event campaigns: every team's (requested first), the price (pounds at the edge,
 * pence here) and status moves along SE_STAFF_TRANSITIONS. Quoting mails the team.
 */
import { pageMeta, type TPaged } from '@gifthub/shared/paging';
import { toPence } from '@gifthub/shared/pricing';
import {
  canStaffMove,
  seCampaignTexts,
  seStaffCanPrice,
  type TAdminSeCampaign,
  type TAdminSeCampaignListItem,
  type TSeCampaignStatus,
  type ZAdminSeCampaignUpdate,
} from '@gifthub/shared/se-campaigns';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TLinkDeps } from '../../lib/public-url';
import { mailTemplates } from '../mail/mail.templates';
import * as repo from './se-campaigns.repository';
import { isDbId, seCampaignView, toListItem } from './se-campaigns.service';
import type { TSeCampaignRow } from './se-campaigns.table';

/** GET /admin/se-campaigns: every team's, requested first, optionally one status. */
export async function adminListSeCampaigns(db: Db, q: { page: number; per_page: number; status?: TSeCampaignStatus }): Promise<TPaged<TAdminSeCampaignListItem>> {
  const { rows, total } = await repo.listAllSeCampaigns(db, { page: q.page, perPage: q.per_page, status: q.status });
  return { data: rows.map((r) => ({ ...toListItem(r.campaign, r.filesCount), team_name: r.teamName })), meta: pageMeta(total, q.page, q.per_page) };
}

const findOr404 = async (db: Db, id: number) => {
  const hit = isDbId(id) ? await repo.findSeCampaignWithTeam(db, id) : undefined;
  if (!hit) throw AppError.notFound('Single-event campaign');
  return hit;
};

const adminView = async (db: Db, c: TSeCampaignRow, teamName: string): Promise<TAdminSeCampaign> => ({ ...(await seCampaignView(db, c)), team_name: teamName });

/** GET /admin/se-campaigns/{id}: any team's campaign with its files. */
export async function adminGetSeCampaign(db: Db, id: number): Promise<TAdminSeCampaign> {
  const { campaign, teamName } = await findOr404(db, id);
  return adminView(db, campaign, teamName);
}

/**
 * PUT /admin/se-campaigns/{id}: a price (while requested or quoted) and/or a status move. Quoting needs a price,
 * given now or set before. Moving to quoted, or a new price on a quote, mails the team in the same transaction.
 */
export async function adminUpdateSeCampaign(deps: TLinkDeps, id: number, input: z.output<typeof ZAdminSeCampaignUpdate>): Promise<TAdminSeCampaign> {
  const { campaign: c, teamName } = await findOr404(deps.db, id);
  const price = input.total_price === undefined ? undefined : toPence(input.total_price);
  const to = input.status ?? c.status;
  if (to !== c.status && !canStaffMove(c.status, to)) throw AppError.conflict(seCampaignTexts.transition(c.status, to));
  const priceChanged = price !== undefined && price !== c.totalPrice;
  if (priceChanged && !seStaffCanPrice(c.status)) throw AppError.conflict(seCampaignTexts.notPriceable);
  const total = price ?? c.totalPrice;
  if (to === 'quoted' && total === null) throw AppError.field('total_price', seCampaignTexts.priceNeeded);
  if (to === c.status && !priceChanged) return adminView(deps.db, c, teamName);

  const quoted = to === 'quoted' && (c.status !== 'quoted' || priceChanged);
  const row = await deps.db.transaction(async (tx) => {
    const updated = await repo.updateSeCampaignFrom(tx, c.id, c.status, { status: to, ...(priceChanged ? { totalPrice: price } : {}) });
    if (!updated) return undefined;
    if (quoted) {
      const emails = await repo.quoteRecipients(tx, c.teamId, c.createdBy);
      for (const email of emails)
        await deps.mailer.enqueue(
          mailTemplates.seCampaignQuoted(deps.config, { to: email, teamName, campaignId: c.id, campaignName: c.name, boxesCount: c.boxesCount, totalPrice: total! }),
          tx,
        );
    }
    return updated;
  });
  if (!row) throw AppError.conflict(seCampaignTexts.transition(c.status, to));
  if (quoted) deps.mailer.nudge();
  return adminView(deps.db, row, teamName);
}
