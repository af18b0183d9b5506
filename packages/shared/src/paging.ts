import { z } from 'zod';
import { MAX_PER_PAGE, PAGE_SIZE_DEFAULT } from './constants';
import { text } from './fields';
import { msg } from './messages';

/** A page number: 1 up to a million (deeper pages are never a real request). */
export const ZPage = z.coerce
  .number({ error: msg.number('Page') })
  .int({ error: msg.number('Page') })
  .min(1, { error: msg.atLeast('Page', 1) })
  .max(1_000_000, { error: msg.atMost('Page', 1_000_000) })
  .default(1);

/** Rows per page: 1 up to max (MAX_PER_PAGE unless a list allows fewer). */
export const perPage = (defaultPerPage: number, max = MAX_PER_PAGE) =>
  z.coerce
    .number({ error: msg.number('Per page') })
    .int({ error: msg.number('Per page') })
    .min(1, { error: msg.atLeast('Per page', 1) })
    .max(max, { error: msg.atMost('Per page', max) })
    .default(defaultPerPage);

/** Query shape every list page sends: page, per_page, sort, direction, q, filters (JSON object). */
export const pageQuery = (defaultPerPage = PAGE_SIZE_DEFAULT, sorts: readonly [string, ...string[]] = ['id']) =>
  z.object({
    page: ZPage,
    per_page: perPage(defaultPerPage),
    sort: z.enum(sorts).optional(),
    direction: z.enum(['asc', 'desc']).optional(),
    q: text('Search', 200).optional(),
  });

export const ZPageMeta = z.object({
  total: z.number().int(),
  last_page: z.number().int(),
  current_page: z.number().int(),
  per_page: z.number().int(),
  /** Set when a list counts only up to a cap (order history): total is then a lower bound ("10,001+"). */
  total_capped: z.boolean().optional(),
  /** The query parameters the page was read with, as sent (a repeated one as its values). */
  params: z.record(z.string(), z.union([z.string(), z.array(z.string())])).optional(),
});
export type TPageMeta = z.infer<typeof ZPageMeta>;

export const paged = <T extends z.ZodType>(item: T) => z.object({ data: z.array(item), meta: ZPageMeta });
export type TPaged<T> = { data: T[]; meta: TPageMeta };

export const pageMeta = (total: number, page: number, perPage: number): TPageMeta => ({
  total,
  current_page: page,
  per_page: perPage,
  last_page: Math.max(1, Math.ceil(total / perPage)),
});
