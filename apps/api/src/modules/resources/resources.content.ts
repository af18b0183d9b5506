import sanitizeHtml from 'sanitize-html';
import { slugify } from '@gifthub/shared/fields';
import type { TResourceHeading } from '@gifthub/shared/resources';

/**
 * A resource's body is stored as sanitised HTML: the staff editor (tiptap) edits HTML, and the seeded guides are
 * Markdown turned into HTML with marked before they are stored. The allow-list is what the editor can make; h1
 * becomes h2 (the page's title is the only h1). Heading ids are not stored: they are added when the post is served,
 * from the heading's text, so anchors stay stable while the text does.
 */
const CONTENT_HTML: sanitizeHtml.IOptions = {
  allowedTags: ['p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'code', 'pre', 'blockquote', 'ul', 'ol', 'li', 'h2', 'h3', 'h4', 'a', 'hr', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  allowedAttributes: { a: ['href', 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  transformTags: {
    h1: 'h2',
    h5: 'h4',
    h6: 'h4',
    // Links out open in a new tab without handing it this window; links within the portal stay in it.
    a: (tagName, attribs) => {
      const href = attribs.href ?? '';
      const external = /^https?:/i.test(href);
      const out: sanitizeHtml.Attributes = external ? { href, target: '_blank', rel: 'noopener noreferrer' } : { href };
      return { tagName, attribs: out };
    },
  },
};

export const sanitizeResourceHtml = (html: string) => sanitizeHtml(html, CONTENT_HTML).trim();

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'", apos: "'", nbsp: ' ' };
/** The text of an HTML fragment (tags dropped, the entities sanitize-html writes decoded). */
export const textOf = (html: string) =>
  html
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+\d*);/gi, (m, e: string) => {
      if (ENTITIES[e.toLowerCase()] !== undefined) return ENTITIES[e.toLowerCase()]!;
      if (e.startsWith('#x') || e.startsWith('#X')) return String.fromCodePoint(parseInt(e.slice(2), 16));
      if (e.startsWith('#')) return String.fromCodePoint(Number(e.slice(1)));
      return m;
    })
    .replace(/\s+/g, ' ')
    .trim();

/**
 * Adds ids to the h2 and h3 of sanitised HTML (which carry no attributes) and lists them for the side navigation:
 * the slug of the heading's text, made unique with -2, -3 … in document order. Code blocks get a tab stop.
 */
export function withHeadingIds(html: string): { html: string; headings: TResourceHeading[] } {
  const used = new Map<string, number>();
  const headings: TResourceHeading[] = [];
  const out = html.replace(/<h([23])>([\s\S]*?)<\/h\1>/g, (_m, level: string, inner: string) => {
    const text = textOf(inner);
    const base = slugify(text).slice(0, 80).replace(/-+$/, '') || 'section';
    const n = (used.get(base) ?? 0) + 1;
    used.set(base, n);
    const id = n === 1 ? base : `${base}-${n}`;
    headings.push({ id, text, level: Number(level) as 2 | 3 });
    return `<h${level} id="${id}">${inner}</h${level}>`;
  });
  // A code block scrolls sideways when its lines are long: a tab stop lets the keyboard scroll it too (WCAG 2.1.1).
  return { html: out.replace(/<pre>/g, '<pre tabindex="0">'), headings };
}

export type TContentBlock = { kind: 'h2' | 'h3' | 'h4' | 'p' | 'li' | 'pre' | 'quote'; text: string; ordinal?: number };

/** The blocks of sanitised HTML in order, as plain text: what the PDF prints. */
export function contentBlocks(html: string): TContentBlock[] {
  const blocks: TContentBlock[] = [];
  const re = /<(h2|h3|h4|p|pre|ol|ul)>([\s\S]*?)<\/\1>/g;
  for (const m of html.replace(/<blockquote>|<\/blockquote>/g, '').matchAll(re)) {
    const tag = m[1]!;
    const inner = m[2]!;
    if (tag === 'ol' || tag === 'ul') {
      let i = 0;
      for (const li of inner.matchAll(/<li>([\s\S]*?)<\/li>/g)) blocks.push({ kind: 'li', text: textOf(li[1]!), ...(tag === 'ol' ? { ordinal: ++i } : {}) });
    } else if (tag === 'pre') blocks.push({ kind: 'pre', text: inner.replace(/<[^>]*>/g, '').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&#39;/g, "'").replace(/&amp;/g, '&') });
    else blocks.push({ kind: tag as TContentBlock['kind'], text: textOf(inner) });
  }
  return blocks.filter((b) => b.text.trim());
}
