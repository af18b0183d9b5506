import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { TResourcePostType, TResourceStatus } from '@gifthub/shared/resources';
import { users } from '../users/users.table';

/** Guides and walkthroughs staff write and publish (spec 3 §2.9, §3 resource; issue 17). Files in storage. */
export const resources = pgTable(
  'resources',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    postType: text('post_type').$type<TResourcePostType>().notNull(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull().default(''),
    /** The body as sanitised HTML (the staff editor is tiptap; seeded guides are Markdown turned into HTML by marked); heading ids are added when served. */
    content: text('content').notNull().default(''),
    thumbnailKey: text('thumbnail_key'),
    pdfKey: text('pdf_key'),
    status: text('status').$type<TResourceStatus>().notNull().default('draft'),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('resources_slug_uq').on(t.slug), index('resources_listing_idx').on(t.status, t.postType, t.publishedAt, t.id)],
);
export type TResourceRow = typeof resources.$inferSelect;

export const resourceTags = pgTable(
  'resource_tags',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
  },
  (t) => [uniqueIndex('resource_tags_slug_uq').on(t.slug)],
);

export const resourcePostTags = pgTable(
  'resource_post_tags',
  {
    resourceId: integer('resource_id')
      .notNull()
      .references(() => resources.id, { onDelete: 'cascade' }),
    tagId: integer('tag_id')
      .notNull()
      .references(() => resourceTags.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.resourceId, t.tagId] }), index('resource_post_tags_tag_idx').on(t.tagId, t.resourceId)],
);
