import {
  MEDIA_MAX_BYTES,
  MEDIA_TEAM_MAX,
  MEDIA_TYPES,
  mediaTexts,
  teamFileUrl,
  type TMediaImage,
  type TMediaList,
  type TMediaQuery,
} from '@gifthub/shared/media';
import { pageMeta } from '@gifthub/shared/paging';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { copyStoredImage, prepareImage, randomImageKey } from '../storage/image-upload';
import type { TStorage } from '../storage/storage';
import * as repo from './media.repository';
import type { TTeamMediaRow } from './media.table';

/**
 * The team's media gallery (spec 3 §2.5): GET, POST /teams/{teamId}/media and DELETE …/media/{filename}. Files go
 * through storage under media-{teamId}-{random}.{ext}; the row keeps the type, size and pixel dimensions.
 */
export type TMediaDeps = { db: Db; storage: TStorage };

export const mediaView = (r: TTeamMediaRow): TMediaImage => ({
  filename: r.filename,
  url: teamFileUrl(r.filename),
  content_type: r.contentType,
  bytes: r.bytes,
  width: r.width,
  height: r.height,
  created_at: r.createdAt.toISOString(),
});

export async function listMedia(db: Db, teamId: number, q: TMediaQuery): Promise<TMediaList> {
  const { rows, total } = await repo.listTeamMedia(db, teamId, { limit: q.per_page, offset: (q.page - 1) * q.per_page });
  return { data: rows.map(mediaView), meta: pageMeta(total, q.page, q.per_page) };
}

/** Stores a checked, re-encoded image in the team's gallery; a full gallery refuses before and after the upload is read. */
export async function uploadMedia(deps: TMediaDeps, teamId: number, file: { buffer: Buffer }): Promise<TMediaImage> {
  if ((await repo.countTeamMedia(deps.db, teamId)) >= MEDIA_TEAM_MAX) throw AppError.field('file', mediaTexts.full);
  const image = await prepareImage(file.buffer, { maxBytes: MEDIA_MAX_BYTES, types: MEDIA_TYPES });
  const key = randomImageKey(`media-${teamId}`, image.contentType);
  await deps.storage.put(key, image.body, image.contentType);
  try {
    const row = await deps.db.transaction(async (tx) => {
      await repo.lockTeamMedia(tx, teamId);
      if ((await repo.countTeamMedia(tx, teamId)) >= MEDIA_TEAM_MAX) throw AppError.field('file', mediaTexts.full);
      return repo.insertTeamMedia(tx, { teamId, filename: key, contentType: image.contentType, bytes: image.body.length, width: image.width, height: image.height });
    });
    return mediaView(row);
  } catch (err) {
    await deps.storage.delete(key).catch(() => undefined);
    throw err;
  }
}

/** Removes the team's image (row, then file) and answers the requested page of what is left; another team's file is 404. */
export async function deleteMedia(deps: TMediaDeps, teamId: number, filename: string, q: TMediaQuery): Promise<TMediaList> {
  const row = await repo.deleteTeamMedia(deps.db, teamId, filename);
  if (!row) throw AppError.notFound('Image');
  await deps.storage.delete(row.filename);
  const list = await listMedia(deps.db, teamId, q);
  // Deleting the last image of the last page answers the page before it.
  return list.data.length || q.page === 1 ? list : listMedia(deps.db, teamId, { ...q, page: list.meta.last_page });
}

/**
 * A gallery image chosen for a logo, hero or action-page image: checked to be the team's own (else the field's
 * message), then copied under the caller's prefix, so deleting it from the gallery later leaves the choice alone.
 */
export async function copyMediaForUse(deps: TMediaDeps, teamId: number, filename: string, field: string, prefix: string): Promise<string> {
  const row = await repo.findTeamMedia(deps.db, teamId, filename);
  const key = row ? await copyStoredImage(deps.storage, row.filename, prefix) : null;
  if (!key) throw AppError.field(field, mediaTexts.notYours);
  return key;
}

/** The seed: stores an image (already made) in a team's gallery. */
export async function addSeedMedia(deps: TMediaDeps, teamId: number, body: Buffer, createdAt: Date) {
  const image = await prepareImage(body, { maxBytes: MEDIA_MAX_BYTES, types: MEDIA_TYPES });
  const key = randomImageKey(`media-${teamId}`, image.contentType);
  await deps.storage.put(key, image.body, image.contentType);
  await repo.insertTeamMedia(deps.db, { teamId, filename: key, contentType: image.contentType, bytes: image.body.length, width: image.width, height: image.height, createdAt });
  return key;
}
