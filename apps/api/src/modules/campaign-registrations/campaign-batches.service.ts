/**
 * A campaign's Multi Send and Multi Invite lists (spec 1 §3 Batch, §7 GET and PUT .../registrations/batch/{sharedSecret}):
 * the figures of one list, computed in SQL on the batch index, and its rename (List Detail modal). A list is the
 * registrations of a campaign sharing one random shared_secret; its label is on every row.
 */
import { batchTexts, type TBatch } from '@gifthub/shared/campaign-batches';
import { ERROR_CODES } from '@gifthub/shared/errors';
import type { Db } from '../../db/client';
import type { TLinkDeps } from '../../lib/public-url';
import { AppError } from '../../lib/app-error';
import { requireTeamWrite } from '../campaigns/campaigns.service';
import { batchStats, renameBatch as renameRows } from '../registrations/registrations.bulk.service';
import { campaignScope, type TActor } from './campaign-recipients.service';

const toBatch = (sharedSecret: string, s: NonNullable<Awaited<ReturnType<typeof batchStats>>>): TBatch => ({
  label: s.label,
  shared_secret: sharedSecret,
  created: s.created.toISOString(),
  method: s.method === 'multiple' ? 'multiple' : 'multiple-link',
  total: s.total,
  registered: s.registered,
  confirmed: s.confirmed,
  sent: s.sent,
});

/** One list of a campaign, or 404 (an unknown secret and another campaign's list alike). */
export async function findBatch(db: Db, campaignId: number, sharedSecret: string): Promise<TBatch> {
  const stats = await batchStats(db, campaignId, sharedSecret);
  if (!stats) throw new AppError(ERROR_CODES.notFound, 404, batchTexts.notFound);
  return toBatch(sharedSecret, stats);
}

/** GET /gb-campaigns/{id}/registrations/batch/{sharedSecret}. */
export async function getBatch(deps: TLinkDeps, user: TActor, campaignId: number, sharedSecret: string): Promise<TBatch> {
  await campaignScope(deps.db, user, campaignId);
  return findBatch(deps.db, campaignId, sharedSecret);
}

/** PUT /gb-campaigns/{id}/registrations/batch/{sharedSecret} { label }: renames the list (Pro, not in demo). */
export async function renameBatch(deps: TLinkDeps, user: TActor, campaignId: number, sharedSecret: string, label: string): Promise<TBatch> {
  const { access } = await campaignScope(deps.db, user, campaignId);
  requireTeamWrite(access, 'campaigns', deps.config.productName);
  const renamed = await deps.db.transaction((tx) => renameRows(tx, campaignId, sharedSecret, label));
  if (!renamed) throw new AppError(ERROR_CODES.notFound, 404, batchTexts.notFound);
  return findBatch(deps.db, campaignId, sharedSecret);
}
