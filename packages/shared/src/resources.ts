import { z } from 'zod';
import { intId, requiredString, slugify, text } from './fields';
import { msg } from './messages';
import { paged, ZPage, ZPageMeta, pageQuery } from './paging';

/** Resources (spec 3 §2.9, §3 resource; issue 17): guides with a downloadable PDF, and walkthroughs. */
export const RESOURCE_POST_TYPES = ['guide', 'walkthrough'] as const;
export type TResourcePostType = (typeof RESOURCE_POST_TYPES)[number];
export const RESOURCE_STATUSES = ['draft', 'published'] as const;
export type TResourceStatus = (typeof RESOURCE_STATUSES)[number];
/** Spec 3 §9. */
export const RESOURCES_PAGE_SIZE = 24;
/** Staff's list of every resource (drafts too) in the back office. */
export const ADMIN_RESOURCES_PAGE_SIZE = 50;

/** Spec 3 §3 "Resource section: name, slug, post type": the tabs of /resources. */
export const RESOURCE_SECTIONS = [
  { name: 'Guides & Downloads', slug: 'guides', post_type: 'guide' },
  { name: 'Walkthroughs', slug: 'walkthroughs', post_type: 'walkthrough' },
] as const satisfies readonly { name: string; slug: string; post_type: TResourcePostType }[];
export const RESOURCE_TYPE_LABELS: Record<TResourcePostType, string> = { guide: 'Guide', walkthrough: 'Walkthrough' };
export const RESOURCE_STATUS_LABELS: Record<TResourceStatus, string> = { draft: 'Draft', published: 'Published' };

/** Uploads: a thumbnail (PNG, JPEG or WebP, re-encoded) and a guide's PDF. */
export const RESOURCE_THUMBNAIL_MAX_BYTES = 5 * 1024 * 1024;
export const RESOURCE_PDF_MAX_BYTES = 20 * 1024 * 1024;
export const RESOURCE_CONTENT_MAX = 200_000;
export const RESOURCE_TAGS_MAX = 10;

export const resourceTexts = {
  notFound: 'Resource not found.',
  slugTaken: 'Slug is already used by another resource.',
  pdfType: 'File must be a PDF document.',
  pdfTooLarge: `File must be at most ${RESOURCE_PDF_MAX_BYTES / 1024 / 1024} MB.`,
  fileRequired: 'File is required.',
  publishNeedsContent: 'Content is required to publish a resource.',
  pdfNeedsContent: 'Content is required to generate a PDF.',
  deleteConfirm: 'Are you sure you want to delete this resource? This can not be undone.',
  empty: 'There are no resources that match your filters.',
  emptyAll: 'There are no resources here yet.',
} as const;

/** A tag slug: lower-case letters, digits and dashes. */
const TAG_SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const RESOURCE_SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** GET /resources: a section's published posts, newest first, 24 a page; tags=a,b keeps posts with any of them. */
export const ZResourceListQuery = z.object({
  type: z.enum(RESOURCE_POST_TYPES, { error: msg.oneOf('Type') }).default('guide'),
  tags: text('Tags', 500)
    .optional()
    .transform((v) => (v ? [...new Set(v.split(',').map((s) => s.trim()).filter(Boolean))] : []))
    .refine((list) => list.length <= 20 && list.every((s) => TAG_SLUG_RE.test(s)), { error: 'Tags must be tag slugs separated by commas.' }),
  page: ZPage,
});
export type TResourceListQuery = z.input<typeof ZResourceListQuery>;

export const ZResourceSlugParams = z.object({ slug: z.string().regex(RESOURCE_SLUG_RE).max(100) });
export const ZResourceIdParams = z.object({ id: intId });
export const ZResourceFileParams = z.object({ name: z.string().regex(/^resource-[a-z0-9-]+\.(png|jpg|webp|pdf)$/) });

/** Spec 3 §3 resource data: tags (term_id, slug, name). */
export const ZResourceTag = z.object({ term_id: z.number().int(), slug: z.string(), name: z.string() });
export type TResourceTag = z.infer<typeof ZResourceTag>;

/** Spec 3 §3 resource data: posts (ID, post_name, post_title, post_excerpt, thumbnail_url, pdf_url, tags). */
export const ZResourcePost = z.object({
  ID: z.number().int(),
  post_name: z.string(),
  post_title: z.string(),
  post_excerpt: z.string(),
  post_type: z.enum(RESOURCE_POST_TYPES),
  thumbnail_url: z.string().nullable(),
  pdf_url: z.string().nullable(),
  tags: z.array(ZResourceTag),
  published_at: z.string().nullable(),
});
export type TResourcePost = z.infer<typeof ZResourcePost>;

export const ZResourceList = z.object({
  data: z.array(ZResourcePost),
  meta: ZPageMeta,
  /** The tags of the section's published posts: the filter's toggles. */
  tags: z.array(ZResourceTag),
  sections: z.array(z.object({ name: z.string(), slug: z.string(), post_type: z.enum(RESOURCE_POST_TYPES) })),
});
export type TResourceList = z.infer<typeof ZResourceList>;

/** A heading of the post: the side navigation's entries, in order; ids are the anchors in post_content. */
export const ZResourceHeading = z.object({ id: z.string(), text: z.string(), level: z.union([z.literal(2), z.literal(3)]) });
export type TResourceHeading = z.infer<typeof ZResourceHeading>;

/** GET /resources/{slug}: the post with post_content (sanitised HTML, h2/h3 carrying ids) and its headings. */
export const ZResourceDetail = ZResourcePost.extend({
  post_content: z.string(),
  headings: z.array(ZResourceHeading),
  status: z.enum(RESOURCE_STATUSES),
});
export type TResourceDetail = z.infer<typeof ZResourceDetail>;

/** The back office's row and editor record. */
export const ZAdminResource = ZResourcePost.extend({
  status: z.enum(RESOURCE_STATUSES),
  /** The stored (sanitised) HTML the editor edits. */
  content: z.string(),
  author_name: z.string().nullable(),
  updated_at: z.string(),
});
export type TAdminResource = z.infer<typeof ZAdminResource>;
export const ZAdminResourceList = paged(ZAdminResource.omit({ content: true }));
export type TAdminResourceList = z.infer<typeof ZAdminResourceList>;

export const ZAdminResourceQuery = pageQuery(ADMIN_RESOURCES_PAGE_SIZE).extend({
  type: z.enum(RESOURCE_POST_TYPES, { error: msg.oneOf('Type') }).optional(),
  status: z.enum(RESOURCE_STATUSES, { error: msg.oneOf('Status') }).optional(),
});
export type TAdminResourceQuery = z.input<typeof ZAdminResourceQuery>;

const tagName = requiredString('Tag', { max: 40 }).refine((v) => slugify(v).length > 0, { error: 'Tag must contain a letter or a digit.' });

/** POST /admin/resources and PUT /admin/resources/{id}: what staff write. */
export const ZResourceInput = z.object({
  title: requiredString('Title', { max: 160 }),
  slug: requiredString('Slug', { max: 100 }).regex(RESOURCE_SLUG_RE, { error: 'Slug must only contain lower-case letters, digits and single dashes.' }),
  post_type: z.enum(RESOURCE_POST_TYPES, { error: msg.oneOf('Type') }),
  excerpt: text('Excerpt', 400).default(''),
  content: text('Content', RESOURCE_CONTENT_MAX).default(''),
  tags: z.array(tagName, { error: 'Tags must be a list.' }).max(RESOURCE_TAGS_MAX, { error: `Tags must be at most ${RESOURCE_TAGS_MAX}` }).default([]),
  status: z.enum(RESOURCE_STATUSES, { error: msg.oneOf('Status') }).default('draft'),
});
export type TResourceInput = z.input<typeof ZResourceInput>;

export const ZResourceStatusInput = z.object({ status: z.enum(RESOURCE_STATUSES, { error: msg.oneOf('Status') }) });

/** The slug a title suggests (the editor fills it until staff edit it). */
export const resourceSlugOf = (title: string) => slugify(title).slice(0, 100).replace(/-+$/, '');

/** Where a section's list lives in the portal. */
export const resourceSectionOf = (type: TResourcePostType) => RESOURCE_SECTIONS.find((s) => s.post_type === type)!;
