/**
 * Single-event campaigns of a team (spec 3 §3, §7): the request, the team's list, the campaign as read and the
 * team's changes (edit while requested, accept a quote, cancel) along shared/se-campaigns.ts. Money is pence here.
 * Files are se-campaign-files.service, staff's side se-campaigns.admin.service.
 */
import { MAX_ID } from '@gifthub/shared/fields';
import { pageMeta, type TPaged } from '@gifthub/shared/paging';
import { toPence, toPounds } from '@gifthub/shared/pricing';
import {
  canTeamMove,
  seCampaignTexts,
  seTeamCanEdit,
  type TSeCampaign,
  type TSeCampaignFile,
  type TSeCampaignListItem,
  type ZSeCampaignCreate,
  type ZSeCampaignUpdate,
} from '@gifthub/shared/se-campaigns';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { requireTeamWrite } from '../campaigns/campaigns.service';
import type { TTeamAccess } from '../teams/team-access';
import { resolveTeamAccess } from '../teams/teams.service';
import * as repo from './se-campaigns.repository';
import type { TSeCampaignFileRow, TSeCampaignRow } from './se-campaigns.table';

export type TActor = { id: number; isBbAdmin: boolean };
type TProductName = { productName: string };

const NOT_FOUND = 'Single-event campaign';
export const isDbId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= MAX_ID;

export const toFileView = (f: TSeCampaignFileRow): TSeCampaignFile => ({
  file_id: f.id,
  name: f.name,
  content_type: f.contentType,
  bytes: f.bytes,
  created_at: f.createdAt.toISOString(),
});

export const toListItem = (c: TSeCampaignRow, filesCount: number): TSeCampaignListItem => ({
  id: c.id,
  team_id: c.teamId,
  name: c.name,
  boxes_count: c.boxesCount,
  total_price: c.totalPrice === null ? null : toPounds(c.totalPrice),
  status: c.status,
  created_at: c.createdAt.toISOString(),
  files_count: filesCount,
});

export async function seCampaignView(db: Db, c: TSeCampaignRow): Promise<TSeCampaign> {
  const files = await repo.listFiles(db, c.id);
  const { files_count: _count, ...item } = toListItem(c, files.length);
  return { ...item, req_content: c.reqContent, updated_at: c.updatedAt.toISOString(), files: files.map(toFileView) };
}

/** The campaign and the caller's access to its team; 404 for anyone not a member (nor staff), so ids do not leak. */
export async function seCampaignAccess(db: Db, user: TActor, id: number): Promise<{ campaign: TSeCampaignRow; access: TTeamAccess }> {
  const campaign = isDbId(id) ? await repo.findSeCampaign(db, id) : undefined;
  if (!campaign) throw AppError.notFound(NOT_FOUND);
  const access = await resolveTeamAccess(db, campaign.teamId, user).catch(() => null);
  if (!access) throw AppError.notFound(NOT_FOUND);
  return { campaign, access };
}

/** A write outside a :teamId route: demo read-only, then the Pro gate, as plugins/auth does for team routes. */
export const requireSeWrite = (access: TTeamAccess, cfg: TProductName) => requireTeamWrite(access, 'singleEventCampaigns', cfg.productName);

/** POST /teams/{teamId}/se-campaigns: a request, status requested, by whoever asked. */
export async function createSeCampaign(db: Db, access: TTeamAccess, input: z.output<typeof ZSeCampaignCreate>): Promise<TSeCampaign> {
  const row = await repo.insertSeCampaign(db, {
    teamId: access.team.id,
    createdBy: access.userId,
    name: input.name,
    boxesCount: input.boxes_count,
    reqContent: input.req_content,
    status: 'requested',
  });
  return seCampaignView(db, row);
}

/** GET /teams/{teamId}/se-campaigns: a page, newest first. */
export async function listSeCampaigns(db: Db, access: TTeamAccess, q: { page: number; per_page: number }): Promise<TPaged<TSeCampaignListItem>> {
  const { rows, total } = await repo.listTeamSeCampaigns(db, access.team.id, q.page, q.per_page);
  return { data: rows.map((r) => toListItem(r.campaign, r.filesCount)), meta: pageMeta(total, q.page, q.per_page) };
}

/** GET /se-campaigns/{id}: members of its team and staff. */
export async function getSeCampaign(db: Db, user: TActor, id: number): Promise<TSeCampaign> {
  const { campaign } = await seCampaignAccess(db, user, id);
  return seCampaignView(db, campaign);
}

/**
 * PUT /se-campaigns/{id}: the team's changes. Field edits only while requested; a status only along
 * SE_TEAM_TRANSITIONS (accept a quote, cancel). One conditional update from the status read, so a staff change
 * made meanwhile wins and this one answers 409.
 */
export async function updateSeCampaign(db: Db, cfg: TProductName, user: TActor, id: number, input: z.output<typeof ZSeCampaignUpdate>): Promise<TSeCampaign> {
  const { campaign: c, access } = await seCampaignAccess(db, user, id);
  requireSeWrite(access, cfg);
  const edits = {
    ...(input.name !== undefined ? { name: input.name } : {}),
    ...(input.boxes_count !== undefined ? { boxesCount: input.boxes_count } : {}),
    ...(input.req_content !== undefined ? { reqContent: input.req_content } : {}),
  };
  const editing = Object.keys(edits).length > 0;
  if (editing && !seTeamCanEdit(c.status)) throw AppError.conflict(seCampaignTexts.notEditable);
  const to = input.status;
  if (to !== undefined && to !== c.status && !canTeamMove(c.status, to)) throw AppError.conflict(seCampaignTexts.transition(c.status, to));
  const seen = input.accepted_price === undefined ? undefined : toPence(input.accepted_price);
  if (to === 'confirmed' && seen !== undefined && seen !== c.totalPrice) throw AppError.conflict(seCampaignTexts.quoteChanged);
  if (!editing && (to === undefined || to === c.status)) return seCampaignView(db, c);
  // Accepting holds to the price read: a staff re-price in between makes the update find no row (409).
  const row = await repo.updateSeCampaignFrom(db, c.id, c.status, { ...edits, ...(to ? { status: to } : {}) }, to === 'confirmed' ? c.totalPrice : undefined);
  if (!row) throw AppError.conflict(to === 'confirmed' ? seCampaignTexts.quoteChanged : to ? seCampaignTexts.transition(c.status, to) : seCampaignTexts.notEditable);
  return seCampaignView(db, row);
}
