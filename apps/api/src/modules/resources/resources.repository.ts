import { and, asc, desc, eq, exists, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { TResourcePostType, TResourceStatus } from '@gifthub/shared/resources';
import type { Db } from '../../db/client';
import { users } from '../users/users.table';
import { resourcePostTags, resources, resourceTags, type TResourceRow } from './resources.table';

export type TTagRow = typeof resourceTags.$inferSelect;
type TPage = { limit: number; offset: number };

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** Posts carrying any of the tag slugs (through resource_post_tags_tag_idx). */
const hasAnyTag = (slugs: string[]) =>
  exists(
    sql`(select 1 from ${resourcePostTags} inner join ${resourceTags} on ${resourceTags.id} = ${resourcePostTags.tagId}
      where ${resourcePostTags.resourceId} = ${resources.id} and ${inArray(resourceTags.slug, slugs)})`,
  );

/** One page of a section's published posts, newest first (resources_listing_idx), with the total in the same statement. */
export async function listPublished(db: Db, q: { type: TResourcePostType; tags: string[] } & TPage) {
  const where = and(eq(resources.status, 'published'), eq(resources.postType, q.type), q.tags.length ? hasAnyTag(q.tags) : undefined);
  const rows = await db
    .select({ row: resources, total: sql<number>`count(*) over ()::int` })
    .from(resources)
    .where(where)
    .orderBy(desc(resources.publishedAt), desc(resources.id))
    .limit(q.limit)
    .offset(q.offset);
  const total = rows[0]?.total ?? (q.offset ? ((await db.select({ n: sql<number>`count(*)::int` }).from(resources).where(where))[0]?.n ?? 0) : 0);
  return { rows: rows.map((r) => r.row), total };
}

/** The tags of a section's published posts, by name: the filter's toggles. */
export const sectionTags = (db: Db, type: TResourcePostType) =>
  db
    .selectDistinct({ id: resourceTags.id, slug: resourceTags.slug, name: resourceTags.name })
    .from(resourceTags)
    .innerJoin(resourcePostTags, eq(resourcePostTags.tagId, resourceTags.id))
    .innerJoin(resources, eq(resources.id, resourcePostTags.resourceId))
    .where(and(eq(resources.status, 'published'), eq(resources.postType, type)))
    .orderBy(asc(resourceTags.name));

/** The tags of each post, by name. */
export async function tagsOfPosts(db: Db, ids: number[]): Promise<Map<number, TTagRow[]>> {
  const map = new Map<number, TTagRow[]>(ids.map((id) => [id, []]));
  if (!ids.length) return map;
  const rows = await db
    .select({ resourceId: resourcePostTags.resourceId, tag: resourceTags })
    .from(resourcePostTags)
    .innerJoin(resourceTags, eq(resourceTags.id, resourcePostTags.tagId))
    .where(inArray(resourcePostTags.resourceId, ids))
    .orderBy(asc(resourceTags.name));
  for (const r of rows) map.get(r.resourceId)?.push(r.tag);
  return map;
}

export const findBySlug = async (db: Db, slug: string) => (await db.select().from(resources).where(eq(resources.slug, slug)).limit(1))[0];
export const findById = async (db: Db, id: number) => (await db.select().from(resources).where(eq(resources.id, id)).limit(1))[0];
export const slugOwner = async (db: Db, slug: string) => (await db.select({ id: resources.id }).from(resources).where(eq(resources.slug, slug)).limit(1))[0]?.id ?? null;

/** Staff's list: every resource (drafts too), recently changed first, with the author's name. */
export async function listAll(db: Db, q: { type?: TResourcePostType; status?: TResourceStatus; q?: string } & TPage) {
  const conds: SQL[] = [];
  if (q.type) conds.push(eq(resources.postType, q.type));
  if (q.status) conds.push(eq(resources.status, q.status));
  if (q.q) conds.push(or(ilike(resources.title, `%${escapeLike(q.q)}%`), ilike(resources.slug, `%${escapeLike(q.q)}%`))!);
  const rows = await db
    .select({ row: resources, author: users.name, total: sql<number>`count(*) over ()::int` })
    .from(resources)
    .leftJoin(users, eq(users.id, resources.authorId))
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(desc(resources.updatedAt), desc(resources.id))
    .limit(q.limit)
    .offset(q.offset);
  return { rows: rows.map((r) => ({ ...r.row, authorName: r.author })), total: rows[0]?.total ?? 0 };
}

export const authorName = async (db: Db, userId: number | null) =>
  userId === null ? null : ((await db.select({ name: users.name }).from(users).where(eq(users.id, userId)).limit(1))[0]?.name ?? null);

export const insertResource = async (db: Db, values: typeof resources.$inferInsert) => (await db.insert(resources).values(values).returning())[0]!;

export const updateResource = async (db: Db, id: number, values: Partial<typeof resources.$inferInsert>) =>
  (await db.update(resources).set({ ...values, updatedAt: new Date() }).where(eq(resources.id, id)).returning())[0];

export const deleteResource = async (db: Db, id: number): Promise<TResourceRow | undefined> => (await db.delete(resources).where(eq(resources.id, id)).returning())[0];

/** Replaces a post's tags: tags are found by slug or created (the first spelling of a name is kept). */
export async function setPostTags(db: Db, resourceId: number, tags: { slug: string; name: string }[]) {
  await db.delete(resourcePostTags).where(eq(resourcePostTags.resourceId, resourceId));
  if (!tags.length) return;
  await db.insert(resourceTags).values(tags).onConflictDoNothing({ target: resourceTags.slug });
  const ids = await db.select({ id: resourceTags.id }).from(resourceTags).where(inArray(resourceTags.slug, tags.map((t) => t.slug)));
  await db.insert(resourcePostTags).values(ids.map((t) => ({ resourceId, tagId: t.id })));
}

/** Tags no post carries any more are removed (the filter never offers an empty one). */
export const pruneTags = (db: Db) =>
  db.delete(resourceTags).where(sql`not exists (select 1 from ${resourcePostTags} where ${resourcePostTags.tagId} = ${resourceTags.id})`);

/** Every tag, for the editor's suggestions. */
export const allTags = (db: Db) => db.select().from(resourceTags).orderBy(asc(resourceTags.name));
