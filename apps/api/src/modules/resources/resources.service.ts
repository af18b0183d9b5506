import { randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { slugify } from '@gifthub/shared/fields';
import { pageMeta } from '@gifthub/shared/paging';
import {
  RESOURCE_PDF_MAX_BYTES,
  RESOURCE_SECTIONS,
  RESOURCE_THUMBNAIL_MAX_BYTES,
  RESOURCES_PAGE_SIZE,
  resourceTexts,
  type ZResourceInput,
  type TAdminResource,
  type TAdminResourceList,
  type TResourceDetail,
  type TResourceList,
  type TResourcePost,
  type TResourceStatus,
  type TResourceTag,
  type ZAdminResourceQuery,
  type ZResourceListQuery,
} from '@gifthub/shared/resources';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { storeImageUpload } from '../storage/image-upload';
import type { TStorage } from '../storage/storage';
import { sanitizeResourceHtml, withHeadingIds } from './resources.content';
import { resourcePdf } from './resources.pdf';
import * as repo from './resources.repository';
import type { TResourceRow } from './resources.table';

/**
 * Resources (spec 3 §2.9, §7; issue 17): any signed-in user reads the published guides and walkthroughs; staff write,
 * publish and delete them in the back office. Thumbnails and PDFs live in storage under resource-{id}-{random}.{ext}
 * and are served by GET /resources/files/{name} (random names, like the team images gift pages show).
 */
type TFileDeps = { db: Db; storage: TStorage };
type TListQuery = z.output<typeof ZResourceListQuery>;
type TAdminQuery = z.output<typeof ZAdminResourceQuery>;
type TInput = z.output<typeof ZResourceInput>;

export const resourceFileUrl = (key: string | null) => (key ? `/api/v1/resources/files/${key}` : null);
const notFound = () => new AppError(ERROR_CODES.notFound, 404, resourceTexts.notFound);
const tagView = (t: repo.TTagRow): TResourceTag => ({ term_id: t.id, slug: t.slug, name: t.name });

const postView = (r: TResourceRow, tags: repo.TTagRow[]): TResourcePost => ({
  ID: r.id,
  post_name: r.slug,
  post_title: r.title,
  post_excerpt: r.excerpt,
  post_type: r.postType,
  thumbnail_url: resourceFileUrl(r.thumbnailKey),
  pdf_url: resourceFileUrl(r.pdfKey),
  tags: tags.map(tagView),
  published_at: r.publishedAt?.toISOString() ?? null,
});

/** GET /resources: a section's published posts, 24 a page, newest first; the section's tags for the filter. */
export async function listResources(db: Db, q: TListQuery): Promise<TResourceList> {
  const [{ rows, total }, tags] = await Promise.all([
    repo.listPublished(db, { type: q.type, tags: q.tags, limit: RESOURCES_PAGE_SIZE, offset: (q.page - 1) * RESOURCES_PAGE_SIZE }),
    repo.sectionTags(db, q.type),
  ]);
  const tagsOf = await repo.tagsOfPosts(db, rows.map((r) => r.id));
  return {
    data: rows.map((r) => postView(r, tagsOf.get(r.id) ?? [])),
    meta: pageMeta(total, q.page, RESOURCES_PAGE_SIZE),
    tags: tags.map((t) => ({ term_id: t.id, slug: t.slug, name: t.name })),
    sections: RESOURCE_SECTIONS.map((s) => ({ ...s })),
  };
}

/** GET /resources/{slug}: a published post (staff also see drafts, for the editor's preview) with heading anchors. */
export async function getResource(db: Db, slug: string, viewer: { isStaff: boolean }): Promise<TResourceDetail> {
  const row = await repo.findBySlug(db, slug);
  if (!row || (row.status !== 'published' && !viewer.isStaff)) throw notFound();
  const tags = (await repo.tagsOfPosts(db, [row.id])).get(row.id) ?? [];
  // Stored sanitised; sanitised again on the way out so an allow-list change applies to what is already stored.
  const { html, headings } = withHeadingIds(sanitizeResourceHtml(row.content));
  return { ...postView(row, tags), post_content: html, headings, status: row.status };
}

async function adminView(db: Db, row: TResourceRow): Promise<TAdminResource> {
  const tags = (await repo.tagsOfPosts(db, [row.id])).get(row.id) ?? [];
  return { ...postView(row, tags), status: row.status, content: row.content, author_name: await repo.authorName(db, row.authorId), updated_at: row.updatedAt.toISOString() };
}

/** GET /admin/resources: every resource, drafts too. */
export async function adminListResources(db: Db, q: TAdminQuery): Promise<TAdminResourceList> {
  const { rows, total } = await repo.listAll(db, { type: q.type, status: q.status, q: q.q, limit: q.per_page, offset: (q.page - 1) * q.per_page });
  const tagsOf = await repo.tagsOfPosts(db, rows.map((r) => r.id));
  return {
    data: rows.map((r) => ({ ...postView(r, tagsOf.get(r.id) ?? []), status: r.status, author_name: r.authorName, updated_at: r.updatedAt.toISOString() })),
    meta: pageMeta(total, q.page, q.per_page),
  };
}

async function requireRow(db: Db, id: number) {
  const row = await repo.findById(db, id);
  if (!row) throw notFound();
  return row;
}

export async function adminGetResource(db: Db, id: number) {
  return adminView(db, await requireRow(db, id));
}

export const adminTags = async (db: Db) => (await repo.allTags(db)).map(tagView);

/** Tag names as typed: one per slug, the first spelling kept. */
const tagsOfNames = (names: string[]) => [...new Map(names.map((n) => [slugify(n), { slug: slugify(n), name: n.trim() }])).values()];

/** The fields a write stores: sanitised HTML, and the first publication's date. */
function fieldsOf(input: TInput, now: Date, row?: TResourceRow) {
  const content = sanitizeResourceHtml(input.content);
  if (input.status === 'published' && !content) throw AppError.field('content', resourceTexts.publishNeedsContent);
  const publishedAt = input.status === 'published' ? (row?.publishedAt ?? now) : (row?.publishedAt ?? null);
  return { slug: input.slug, postType: input.post_type, title: input.title, excerpt: input.excerpt, content, status: input.status, publishedAt };
}

async function checkSlugFree(db: Db, slug: string, id?: number) {
  const owner = await repo.slugOwner(db, slug);
  if (owner !== null && owner !== id) throw AppError.field('slug', resourceTexts.slugTaken);
}

const isUniqueViolation = (err: unknown) => (err as { code?: string; cause?: { code?: string } }).code === '23505' || (err as { cause?: { code?: string } }).cause?.code === '23505';

/** POST /admin/resources. */
export async function createResource(deps: Pick<TDeps, 'db' | 'clock'>, authorId: number, input: TInput) {
  await checkSlugFree(deps.db, input.slug);
  try {
    const row = await deps.db.transaction(async (tx) => {
      const created = await repo.insertResource(tx, { ...fieldsOf(input, deps.clock.now()), authorId });
      await repo.setPostTags(tx, created.id, tagsOfNames(input.tags));
      return created;
    });
    return adminView(deps.db, row);
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.field('slug', resourceTexts.slugTaken);
    throw err;
  }
}

/** PUT /admin/resources/{id}. */
export async function updateResource(deps: Pick<TDeps, 'db' | 'clock'>, id: number, input: TInput) {
  const row = await requireRow(deps.db, id);
  await checkSlugFree(deps.db, input.slug, id);
  try {
    const saved = await deps.db.transaction(async (tx) => {
      const updated = await repo.updateResource(tx, id, fieldsOf(input, deps.clock.now(), row));
      await repo.setPostTags(tx, id, tagsOfNames(input.tags));
      await repo.pruneTags(tx);
      return updated!;
    });
    return adminView(deps.db, saved);
  } catch (err) {
    if (isUniqueViolation(err)) throw AppError.field('slug', resourceTexts.slugTaken);
    throw err;
  }
}

/** POST /admin/resources/{id}/status: publish or unpublish as stored. */
export async function setResourceStatus(deps: Pick<TDeps, 'db' | 'clock'>, id: number, status: TResourceStatus) {
  const row = await requireRow(deps.db, id);
  if (status === 'published' && !row.content.trim()) throw AppError.field('content', resourceTexts.publishNeedsContent);
  const publishedAt = status === 'published' ? (row.publishedAt ?? deps.clock.now()) : row.publishedAt;
  return adminView(deps.db, (await repo.updateResource(deps.db, id, { status, publishedAt }))!);
}

/** DELETE /admin/resources/{id}: the row (its tag links go with it), then its files. */
export async function deleteResource(deps: TFileDeps, id: number) {
  const row = await repo.deleteResource(deps.db, id);
  if (!row) throw notFound();
  await repo.pruneTags(deps.db);
  for (const key of [row.thumbnailKey, row.pdfKey]) if (key) await deps.storage.delete(key).catch(() => undefined);
  return { ok: true };
}

/** Stores a new file for the row and drops the one it replaces (after the row points at the new one). */
async function replaceFile(deps: TFileDeps, row: TResourceRow, field: 'thumbnailKey' | 'pdfKey', key: string | null) {
  const updated = await repo.updateResource(deps.db, row.id, { [field]: key });
  const old = row[field];
  if (old && old !== key) await deps.storage.delete(old).catch(() => undefined);
  return adminView(deps.db, updated!);
}

/** POST /admin/resources/{id}/thumbnail: a PNG, JPEG or WebP image, checked and re-encoded. */
export async function uploadThumbnail(deps: TFileDeps, id: number, file: { buffer: Buffer }) {
  const row = await requireRow(deps.db, id);
  const image = await storeImageUpload(deps.storage, file, { prefix: `resource-${id}`, maxBytes: RESOURCE_THUMBNAIL_MAX_BYTES, types: ['image/png', 'image/jpeg', 'image/webp'] });
  return replaceFile(deps, row, 'thumbnailKey', image.key);
}

/** A PDF is known by its bytes: %PDF- at the start and %%EOF near the end. */
export const isPdf = (buffer: Buffer) => buffer.subarray(0, 5).toString('latin1') === '%PDF-' && buffer.subarray(-1024).toString('latin1').includes('%%EOF');

export const pdfKeyOf = (id: number) => `resource-${id}-${randomBytes(8).toString('hex')}.pdf`;

/** POST /admin/resources/{id}/pdf: the guide's downloadable PDF, as uploaded. */
export async function uploadPdf(deps: TFileDeps, id: number, file: { buffer: Buffer }) {
  const row = await requireRow(deps.db, id);
  if (file.buffer.length > RESOURCE_PDF_MAX_BYTES) throw AppError.field('file', resourceTexts.pdfTooLarge);
  if (!isPdf(file.buffer)) throw AppError.field('file', resourceTexts.pdfType);
  const key = pdfKeyOf(id);
  await deps.storage.put(key, file.buffer, 'application/pdf');
  return replaceFile(deps, row, 'pdfKey', key);
}

/** POST /admin/resources/{id}/pdf/generate: a PDF made from the stored title, excerpt and content. */
export async function generatePdf(deps: TFileDeps, id: number) {
  const row = await requireRow(deps.db, id);
  if (!row.content.trim()) throw AppError.field('content', resourceTexts.pdfNeedsContent);
  const body = await resourcePdf({ title: row.title, excerpt: row.excerpt, html: sanitizeResourceHtml(row.content) });
  const key = pdfKeyOf(id);
  await deps.storage.put(key, body, 'application/pdf');
  return replaceFile(deps, row, 'pdfKey', key);
}

/** DELETE /admin/resources/{id}/thumbnail and …/pdf. */
export async function removeFile(deps: TFileDeps, id: number, kind: 'thumbnail' | 'pdf') {
  const row = await requireRow(deps.db, id);
  return replaceFile(deps, row, kind === 'pdf' ? 'pdfKey' : 'thumbnailKey', null);
}

/** GET /resources/files/{name}: a resource's thumbnail or PDF. */
export async function resourceFile(storage: TStorage, name: string) {
  const file = await storage.get(name);
  if (!file) throw AppError.notFound('File');
  return file;
}
