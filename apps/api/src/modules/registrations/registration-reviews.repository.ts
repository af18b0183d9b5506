/**
 * A reviews campaign's ratings (registration-reviews.service): the recipient's rating written once, and the
 * Negative Feedback list. The list reads the partial indexes of rated registrations in registrations.table
 * (campaign, sort key, id, rating), so a page and its capped count walk only the campaign's rated rows.
 */
import { and, eq, gte, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import type { TFeedbackSort } from '@gifthub/shared/campaign-feedback';
import type { Db } from '../../db/client';
import { byDate, byLastName, byMember, ORDERS_COUNT_CAP, pagedMatches, type TSortDef } from './registrations.repository';
import { registrations as r } from './registrations.table';

/** Writes the rating and feedback unless one is already there (one conditional update); the first visit is kept, or set now. */
export const writeRating = async (db: Db, id: number, v: { rating: number; feedback: string | null; at: Date }) =>
  (
    await db
      .update(r)
      .set({ rating: v.rating, feedback: v.feedback, visitedAt: sql`coalesce(${r.visitedAt}, ${v.at.toISOString()}::timestamptz)` })
      .where(and(eq(r.id, id), isNull(r.rating)))
      .returning()
  )[0];

const SORTS: Record<TFeedbackSort, TSortDef> = { visited_at: byDate(r.visitedAt), last_name: byLastName };

export type TFeedbackFilter = { campaignId: number; treshold: number; ownUserId?: number; sort: TFeedbackSort; direction: 'asc' | 'desc'; page: number; perPage: number };

/** One page of a campaign's negative ratings (at or past the threshold) with their capped count. */
export function listNegativeFeedback(db: Db, f: TFeedbackFilter) {
  const filters: SQL[] = [eq(r.campaignId, f.campaignId), isNotNull(r.rating), gte(r.rating, f.treshold)];
  if (f.ownUserId !== undefined) filters.push(byMember(f.ownUserId)!);
  return pagedMatches(db, { filters, sort: SORTS[f.sort], direction: f.direction, page: f.page, perPage: f.perPage, cap: ORDERS_COUNT_CAP });
}
