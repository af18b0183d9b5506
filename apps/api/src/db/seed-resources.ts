import { randomBytes } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { marked } from 'marked';
import sharp from 'sharp';
import type { TDeps } from '../deps';
import { sanitizeResourceHtml } from '../modules/resources/resources.content';
import { resourcePdf } from '../modules/resources/resources.pdf';
import type { Db } from './client';
import { resourcePostTags, resources, resourceTags, users } from './schema';
import { SEED_RESOURCE_TAGS, SEED_RESOURCES } from './seed-resources-guides';

const DAY_MS = 24 * 60 * 60 * 1000;
const hex = () => randomBytes(8).toString('hex');

/** A guide's Markdown as the stored, sanitised HTML. */
export const markdownToHtml = (markdown: string) => sanitizeResourceHtml(marked.parse(markdown.trim(), { async: false, gfm: true }));

/**
 * The resources area's seed (issue 17): the guides and walkthroughs of seed-resources-guides.ts, published, with
 * their tags, by the staff user. The thumbnails' and PDFs' bytes are written by seedResourceFiles once storage exists.
 */
export async function seedResources(db: Db, now = new Date()) {
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'staff@gifthub.test'));
  const tagRows = await db
    .insert(resourceTags)
    .values(Object.entries(SEED_RESOURCE_TAGS).map(([slug, name]) => ({ slug, name })))
    .onConflictDoNothing()
    .returning();
  const tagId = new Map(tagRows.map((t) => [t.slug, t.id]));
  for (const r of SEED_RESOURCES) {
    const at = new Date(now.getTime() - r.daysAgo * DAY_MS);
    const [row] = await db
      .insert(resources)
      .values({
        slug: r.slug,
        postType: r.type,
        title: r.title,
        excerpt: r.excerpt,
        content: markdownToHtml(r.markdown),
        status: 'published',
        authorId: staff?.id ?? null,
        publishedAt: at,
        createdAt: at,
        updatedAt: at,
        thumbnailKey: `resource-seed-${hex()}.png`,
        pdfKey: r.type === 'guide' ? `resource-seed-${hex()}.pdf` : null,
      })
      .onConflictDoNothing()
      .returning({ id: resources.id });
    if (!row) continue;
    const ids = r.tags.map((t) => tagId.get(t)).filter((id): id is number => id !== undefined);
    if (ids.length) await db.insert(resourcePostTags).values(ids.map((id) => ({ resourceId: row.id, tagId: id })));
  }
}

const PALETTE = [
  ['#1c7ed6', '#74c0fc'],
  ['#0ca678', '#63e6be'],
  ['#f76707', '#ffc078'],
  ['#7048e8', '#b197fc'],
  ['#d6336c', '#faa2c1'],
  ['#1098ad', '#66d9e8'],
  ['#5c940d', '#a9e34b'],
] as const;

/** A 1280 × 720 cover of shapes in one of the palette's colours (no text: the card shows the title). */
export function thumbnailPng(index: number) {
  const [dark, light] = PALETTE[index % PALETTE.length]!;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="720" viewBox="0 0 1280 720">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/></linearGradient></defs>
    <rect width="1280" height="720" fill="url(#g)"/>
    <circle cx="${1040 - index * 40}" cy="${140 + index * 30}" r="220" fill="#ffffff" fill-opacity="0.14"/>
    <circle cx="${200 + index * 50}" cy="620" r="160" fill="#ffffff" fill-opacity="0.10"/>
    <rect x="430" y="210" width="420" height="300" rx="28" fill="#ffffff" fill-opacity="0.92"/>
    <rect x="430" y="300" width="420" height="36" fill="${dark}" fill-opacity="0.85"/>
    <rect x="622" y="210" width="36" height="300" fill="${dark}" fill-opacity="0.85"/>
    <path d="M640 300 C 560 200, 500 260, 600 300 Z M640 300 C 720 200, 780 260, 680 300 Z" fill="${dark}"/>
  </svg>`;
  return sharp(Buffer.from(svg)).png({ compressionLevel: 9 }).toBuffer();
}

/** Writes the seeded resources' thumbnails and guides' PDFs to storage (those not there yet). */
export async function seedResourceFiles(deps: Pick<TDeps, 'db' | 'storage'>) {
  const slugs = SEED_RESOURCES.map((r) => r.slug);
  const rows = await deps.db.select().from(resources).where(inArray(resources.slug, slugs));
  for (const row of rows) {
    const index = slugs.indexOf(row.slug);
    if (row.thumbnailKey && !(await deps.storage.exists(row.thumbnailKey))) await deps.storage.put(row.thumbnailKey, await thumbnailPng(index), 'image/png');
    if (row.pdfKey && !(await deps.storage.exists(row.pdfKey))) {
      const body = await resourcePdf({ title: row.title, excerpt: row.excerpt, html: row.content });
      await deps.storage.put(row.pdfKey, body, 'application/pdf');
    }
  }
}
