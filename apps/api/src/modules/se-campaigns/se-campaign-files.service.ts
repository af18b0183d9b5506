/**
 * A single-event campaign's files (a brief, artwork): checked by their bytes (PDF, PNG, JPEG or WebP), at most
 * SE_FILE_MAX_BYTES each and SE_FILES_MAX per campaign, stored through deps.storage under a random key; read back
 * only by the owning team's members and staff.
 */
import { randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { SE_FILE_EXTENSIONS, SE_FILE_TYPES, SE_FILES_MAX, seCampaignTexts, seFilesOpen, type TSeCampaign, type TSeFileType } from '@gifthub/shared/se-campaigns';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { sniffImage } from '../../lib/images';
import { isPdf } from '../payment-documents/payment-documents.service';
import type { TUpload } from '../../lib/multipart';
import * as repo from './se-campaigns.repository';
import { isDbId, requireSeWrite, seCampaignAccess, seCampaignView, type TActor } from './se-campaigns.service';

const FILE_NOT_FOUND = 'File';

/** What the bytes are, whatever the name or the declared type says; null for anything not allowed. */
export function sniffSeFile(buf: Buffer): TSeFileType | null {
  if (isPdf(buf)) return 'application/pdf';
  const image = sniffImage(buf);
  return (SE_FILE_TYPES as readonly string[]).includes(image ?? '') ? (image as TSeFileType) : null;
}

/**
 * The name the file is listed and downloaded under: the uploaded name without any path, control or quoting
 * characters, at most 120 characters, ending in the extension of what the bytes are.
 */
export function safeFileName(raw: string, type: TSeFileType): string {
  const ext = SE_FILE_EXTENSIONS[type];
  const base = (raw.split(/[\\/]/).pop() ?? '')
    .normalize('NFC')
    .replace(/[\p{Cc}\p{Cf}"<>|*?:;]/gu, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '');
  const stem = base.replace(/\.[A-Za-z0-9]{1,5}$/, '').slice(0, 120 - ext.length - 1).trim() || 'file';
  return `${stem}.${ext}`;
}

/**
 * POST /se-campaigns/{id}/files: one file; answers the campaign as it now is. The upload is read (`read`) only once
 * the caller may write to the campaign, so a refused request never streams its body.
 */
export async function addSeCampaignFile(deps: TDeps, user: TActor, id: number, read: () => Promise<TUpload | null>): Promise<TSeCampaign> {
  const { campaign, access } = await seCampaignAccess(deps.db, user, id);
  requireSeWrite(access, deps.config);
  if (!seFilesOpen(campaign.status)) throw AppError.conflict(seCampaignTexts.filesClosed);
  const file = await read();
  if (!file || file.buffer.length === 0) throw AppError.field('file', seCampaignTexts.fileRequired);
  const type = sniffSeFile(file.buffer);
  if (!type) throw AppError.field('file', seCampaignTexts.fileType);
  if ((await repo.countFiles(deps.db, campaign.id)) >= SE_FILES_MAX) throw AppError.field('file', seCampaignTexts.tooManyFiles);
  const key = `se-${campaign.teamId}-${randomBytes(16).toString('hex')}.${SE_FILE_EXTENSIONS[type]}`;
  // The bytes first: a row never names a file that is not there. A refused row takes its bytes away again.
  await deps.storage.put(key, file.buffer, type);
  const row = await repo
    .insertFileCapped(
      deps.db,
      { seCampaignId: campaign.id, teamId: campaign.teamId, name: safeFileName(file.filename, type), storageKey: key, contentType: type, bytes: file.buffer.length },
      SE_FILES_MAX,
      seFilesOpen,
    )
    .catch(async (err: unknown) => {
      await deps.storage.delete(key).catch(() => undefined);
      throw err;
    });
  if (typeof row === 'string') {
    await deps.storage.delete(key).catch(() => undefined);
    if (row === 'full') throw AppError.field('file', seCampaignTexts.tooManyFiles);
    if (row === 'closed') throw AppError.conflict(seCampaignTexts.filesClosed);
    throw AppError.notFound('Single-event campaign');
  }
  return seCampaignView(deps.db, (await repo.findSeCampaign(deps.db, campaign.id)) ?? campaign);
}

/** The file row and the caller's access to its campaign's team; 404 for anyone else. */
async function fileAccess(deps: TDeps, user: TActor, fileId: number) {
  const file = isDbId(fileId) ? await repo.findFile(deps.db, fileId) : undefined;
  if (!file) throw AppError.notFound(FILE_NOT_FOUND);
  const { campaign, access } = await seCampaignAccess(deps.db, user, file.seCampaignId).catch(() => {
    throw AppError.notFound(FILE_NOT_FOUND);
  });
  return { file, campaign, access };
}

export type TSeFileDownload = { name: string; contentType: string; body: Buffer };

/** GET /se-campaigns/files/{fileId}: the bytes, for the owning team's members and staff. */
export async function downloadSeCampaignFile(deps: TDeps, user: TActor, fileId: number): Promise<TSeFileDownload> {
  const { file } = await fileAccess(deps, user, fileId);
  const stored = await deps.storage.get(file.storageKey);
  if (!stored) throw new AppError(ERROR_CODES.notFound, 404, seCampaignTexts.fileMissing);
  return { name: file.name, contentType: file.contentType, body: stored.body };
}

/** DELETE /se-campaigns/files/{fileId}: the row, then its bytes; answers the campaign as it now is. */
export async function deleteSeCampaignFile(deps: TDeps, user: TActor, fileId: number): Promise<TSeCampaign> {
  const { file, campaign, access } = await fileAccess(deps, user, fileId);
  requireSeWrite(access, deps.config);
  if (!seFilesOpen(campaign.status)) throw AppError.conflict(seCampaignTexts.filesClosed);
  const gone = await repo.deleteFile(deps.db, file.id);
  if (gone) await deps.storage.delete(gone.storageKey).catch((err: unknown) => deps.log.warn({ err, fileId }, 'se-campaign file bytes left behind'));
  return seCampaignView(deps.db, campaign);
}
