import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { TFulfilmentState, TOrderFilter, TOrderSort } from '@gifthub/shared/registrations';
import type { Db } from '../../db/client';
import { teams } from '../teams/teams.table';
import { users } from '../users/users.table';
import { registrationEvents, registrations, type TRegistrationRow } from './registrations.table';

export type TRegistrationInsert = typeof registrations.$inferInsert;
export type TRegistrationEventRow = typeof registrationEvents.$inferSelect;

export const insertRegistration = async (db: Db, values: TRegistrationInsert) => (await db.insert(registrations).values(values).returning())[0] as TRegistrationRow;

export const updateRegistration = async (db: Db, id: number, values: Partial<TRegistrationInsert>) =>
  (await db.update(registrations).set(values).where(eq(registrations.id, id)).returning())[0];

export const findRegistration = async (db: Db, id: number) => (await db.select().from(registrations).where(eq(registrations.id, id)).limit(1))[0];

export const findBySecret = async (db: Db, secret: string) => (await db.select().from(registrations).where(eq(registrations.secret, secret)).limit(1))[0];

export const insertEvent = (db: Db, values: typeof registrationEvents.$inferInsert) => db.insert(registrationEvents).values(values);

export const listEvents = (db: Db, registrationId: number) =>
  db.select().from(registrationEvents).where(eq(registrationEvents.registrationId, registrationId)).orderBy(asc(registrationEvents.id));

export const countEventsSince = async (db: Db, registrationId: number, type: string, since: Date) =>
  (
    await db
      .select({ n: count() })
      .from(registrationEvents)
      .where(and(eq(registrationEvents.registrationId, registrationId), eq(registrationEvents.type, type), gte(registrationEvents.at, since)))
  )[0]?.n ?? 0;

/** First visit only: later visits leave visited_at alone. */
export const markVisited = (db: Db, id: number, at: Date) =>
  db.update(registrations).set({ visitedAt: at }).where(and(eq(registrations.id, id), isNull(registrations.visitedAt)));

const stillOpen = (id: number) => and(eq(registrations.id, id), isNull(registrations.registeredAt), isNull(registrations.rejectedAt));

/**
 * A link works once: claim and decline are conditional updates on an open gift. Of two concurrent calls the
 * second waits for the first's row lock, re-reads the row, no longer matches and gets nothing back.
 */
export const claimOpen = async (db: Db, id: number, values: Partial<TRegistrationInsert>) =>
  (await db.update(registrations).set(values).where(stillOpen(id)).returning())[0];

export const declineOpen = async (db: Db, id: number, at: Date) =>
  (await db.update(registrations).set({ rejectedAt: at }).where(stillOpen(id)).returning())[0];

export const markRefunded = async (db: Db, id: number, at: Date) =>
  (await db.update(registrations).set({ refundedAt: at }).where(and(eq(registrations.id, id), isNull(registrations.refundedAt))).returning())[0];

// ---- Order history ----

const SORT_COLUMNS = {
  id: registrations.id,
  created_at: registrations.createdAt,
  first_name: registrations.firstName,
  last_name: registrations.lastName,
  invited_at: registrations.invitedAt,
  registered_at: registrations.registeredAt,
  confirmed_at: registrations.confirmedAt,
  sent_at: registrations.sentAt,
} as const satisfies Record<TOrderSort, unknown>;

const FILTER_COLUMNS = {
  invited_at: registrations.invitedAt,
  visited_at: registrations.visitedAt,
  confirmed_at: registrations.confirmedAt,
  sent_at: registrations.sentAt,
  rejected_at: registrations.rejectedAt,
} as const satisfies Record<TOrderFilter, unknown>;

/**
 * What the search box matches: first name, last name ("first last" too), e-mail and product as one string, the
 * expression of the trigram index gb_registrations_search_trgm_idx (keep the two the same).
 */
const searchText = sql`(${registrations.firstName} || ' ' || ${registrations.lastName} || ' ' || ${registrations.email} || ' ' || coalesce(${registrations.productName}, ''))`;

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The order history counts at most this many matches (plus one, to know there are more): a thousand pages of 10,
 * a hundred for a search (each match costs a text comparison). Never less than ten pages past the one shown.
 */
export const ORDERS_COUNT_CAP = 10_000;
export const ORDERS_SEARCH_COUNT_CAP = 1_000;
export const ordersCountCap = (f: Pick<TOrdersFilter, 'q' | 'page' | 'perPage'>) => Math.max(f.q ? ORDERS_SEARCH_COUNT_CAP : ORDERS_COUNT_CAP, (f.page + 10) * f.perPage);

export type TOrdersFilter = {
  teamId: number;
  platform: 'marketplace' | 'gifting';
  /** Only what this user sent or invited (no view-others-orders). */
  ownUserId?: number;
  /** The Added By filter: sent or invited by this member. */
  addedBy?: number;
  set: Partial<Record<TOrderFilter, boolean>>;
  q?: string;
  sort: TOrderSort;
  direction: 'asc' | 'desc';
  page: number;
  perPage: number;
};

const byMember = (userId: number) => or(eq(registrations.registeredBy, userId), eq(registrations.invitedBy, userId));

/**
 * Paged in SQL. The team/platform prefix of every index narrows to the team; a member filter is an OR over
 * the (team, platform, registered_by, id) and (team, platform, invited_by, id) indexes.
 */
export async function listOrders(db: Db, f: TOrdersFilter) {
  const where: SQL[] = [eq(registrations.teamId, f.teamId), eq(registrations.platform, f.platform)];
  if (f.ownUserId !== undefined) where.push(byMember(f.ownUserId)!);
  if (f.addedBy !== undefined) where.push(byMember(f.addedBy)!);
  for (const [key, value] of Object.entries(f.set) as [TOrderFilter, boolean | undefined][]) {
    if (value === undefined) continue;
    where.push(value ? isNotNull(FILTER_COLUMNS[key]) : isNull(FILTER_COLUMNS[key]));
  }
  if (f.q) {
    const like = `%${likeEscape(f.q)}%`;
    where.push(ilike(searchText, like));
  }
  const cond = and(...where);
  const column = SORT_COLUMNS[f.sort];
  const dir = f.direction === 'asc' ? asc : desc;
  // Unset dates sort last either way; id breaks ties so pages never overlap.
  const order = f.sort === 'id' ? [dir(registrations.id)] : [sql`${dir(column)} nulls last`, dir(registrations.id)];
  // count(*) over a big team's history costs a scan of all its rows (~120 ms at a million): count up to the cap
  // and say when the total is only a lower bound.
  const cap = ordersCountCap(f);
  const matching = db.select({ one: sql`1` }).from(registrations).where(cond).limit(cap + 1).as('matching');
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(registrations)
      .where(cond)
      .orderBy(...order)
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db.select({ n: count() }).from(matching),
  ]);
  const n = total?.n ?? 0;
  return { rows, total: n, capped: n > cap };
}

// ---- Staff fulfilment ----

const r = registrations;
const FULFILMENT_STATE_WHERE: Record<TFulfilmentState, SQL> = {
  open: isNull(r.deliveryStatus),
  'to-process': and(isNull(r.processedAt), isNull(r.deliveryStatus))!,
  processing: and(isNotNull(r.processedAt), isNull(r.sentAt), isNull(r.deliveryStatus))!,
  sent: and(isNotNull(r.sentAt), isNull(r.deliveryStatus))!,
  delivered: eq(r.deliveryStatus, 'delivered'),
  return: and(eq(r.deliveryStatus, 'return'), isNull(r.deliveryResolution))!,
  lost: and(eq(r.deliveryStatus, 'lost'), isNull(r.deliveryResolution))!,
  resolved: isNotNull(r.deliveryResolution),
};

/** Confirmed physical gifts, not declined (the partial fulfilment index), oldest first. */
const fulfilmentBase = () => [eq(r.type, 'physical'), isNull(r.rejectedAt), isNotNull(r.confirmedAt)];

export async function listFulfilment(db: Db, f: { state: TFulfilmentState; teamId?: number; q?: string; page: number; perPage: number }) {
  const where: SQL[] = [...fulfilmentBase(), FULFILMENT_STATE_WHERE[f.state]];
  if (f.teamId !== undefined) where.push(eq(r.teamId, f.teamId));
  if (f.q) {
    const like = `%${likeEscape(f.q)}%`;
    where.push(or(ilike(r.firstName, like), ilike(r.lastName, like), ilike(r.email, like), ilike(r.postcode, like), ilike(r.productName, like))!);
  }
  const cond = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({ registration: r, teamName: teams.name, teamSlug: teams.slug, senderEmail: users.email })
      .from(r)
      .innerJoin(teams, eq(teams.id, r.teamId))
      .leftJoin(users, eq(users.id, sql`coalesce(${r.registeredBy}, ${r.invitedBy})`))
      .where(cond)
      .orderBy(asc(r.confirmedAt), asc(r.id))
      .limit(f.perPage)
      .offset((f.page - 1) * f.perPage),
    db.select({ n: count() }).from(r).where(cond),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export const findFulfilmentRow = async (db: Db, id: number) =>
  (
    await db
      .select({ registration: r, teamName: teams.name, teamSlug: teams.slug, senderEmail: users.email })
      .from(r)
      .innerJoin(teams, eq(teams.id, r.teamId))
      .leftJoin(users, eq(users.id, sql`coalesce(${r.registeredBy}, ${r.invitedBy})`))
      .where(eq(r.id, id))
      .limit(1)
  )[0];

/** The state a fulfilment step starts from, as a condition on the row (so a step applies once). */
export const STEP_FROM = {
  processed: () => and(isNull(r.processedAt), isNull(r.sentAt), isNull(r.deliveryStatus)),
  sent: () => and(isNotNull(r.processedAt), isNull(r.sentAt), isNull(r.deliveryStatus)),
  delivered: () => and(isNotNull(r.sentAt), isNull(r.deliveryStatus)),
  return: () => and(isNotNull(r.sentAt), isNull(r.deliveryStatus)),
  lost: () => and(isNotNull(r.sentAt), isNull(r.deliveryStatus)),
  resolve: () => and(inArray(r.deliveryStatus, ['return', 'lost']), isNull(r.deliveryResolution)),
} as const;

export const fulfilmentStep = async (db: Db, id: number, step: keyof typeof STEP_FROM, values: Partial<TRegistrationInsert>) =>
  (
    await db
      .update(r)
      .set(values)
      .where(and(eq(r.id, id), ...fulfilmentBase(), STEP_FROM[step]()))
      .returning()
  )[0];
