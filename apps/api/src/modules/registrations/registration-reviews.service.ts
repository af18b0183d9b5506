/**
 * A reviews campaign's ratings on the registration core: the recipient's rating and feedback (campaign-pages,
 * from the claim page) and the team's Negative Feedback list (campaign-registrations, after its access checks).
 */
import type { TFeedbackItem, TFeedbackPage, TFeedbackQuery } from '@gifthub/shared/campaign-feedback';
import { ratingLabel } from '@gifthub/shared/campaign-reviews';
import { pageMeta } from '@gifthub/shared/paging';
import type { Db } from '../../db/client';
import type { TTeamAccess } from '../teams/team-access';
import * as repo from './registrations.repository';
import { listNegativeFeedback, writeRating } from './registration-reviews.repository';
import { isRegistrationId, type TRegistration } from './registrations.service';

/**
 * Stores the rating (and feedback) once, with a 'reviewed' event, in the caller's transaction; undefined when the
 * registration was already rated (a second review, or a concurrent one that won).
 */
export async function recordReview(tx: Db, r: TRegistration, v: { rating: number; feedback: string | null }, at: Date): Promise<TRegistration | undefined> {
  if (!isRegistrationId(r.id)) return undefined;
  const row = await writeRating(tx, r.id, { ...v, at });
  if (row) await repo.insertEvent(tx, { registrationId: r.id, type: 'reviewed', data: { rating: v.rating }, byUserId: null, at });
  return row;
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

const feedbackItem = (r: TRegistration, buttons: readonly string[]): TFeedbackItem => ({
  id: r.id,
  first_name: r.firstName,
  last_name: r.lastName,
  email: r.email,
  company: r.company ?? null,
  rating: r.rating ?? -1,
  rating_label: ratingLabel(buttons, r.rating),
  feedback: r.feedback ?? '',
  invited_at: iso(r.invitedAt),
  visited_at: iso(r.visitedAt),
  registered_at: iso(r.registeredAt),
  option_name: r.optionName,
});

/** GET /gb-campaigns/{id}/feedback: a page of negative ratings, newest first unless sorted by last name; members without view-others-orders see their own. */
export async function negativeFeedback(db: Db, access: TTeamAccess, c: { id: number; treshold: number; buttons: readonly string[] }, q: TFeedbackQuery): Promise<TFeedbackPage> {
  const { rows, total, capped } = await listNegativeFeedback(db, {
    campaignId: c.id,
    treshold: c.treshold,
    ownUserId: access.permissions['view-others-orders'] ? undefined : access.userId,
    sort: q.sort ?? 'visited_at',
    direction: q.direction ?? (q.sort === 'last_name' ? 'asc' : 'desc'),
    page: q.page,
    perPage: q.per_page,
  });
  return { data: rows.map((r) => feedbackItem(r, c.buttons)), meta: { ...pageMeta(total, q.page, q.per_page), ...(capped ? { total_capped: true } : {}) } };
}
