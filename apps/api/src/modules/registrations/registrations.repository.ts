import { and, asc, count, eq, gte, ilike, inArray, isNotNull, isNull, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import { STEP_FROM, type TFulfilmentRowState } from '@gifthub/shared/fulfilment';
import type { TFulfilmentAction, TFulfilmentState, TOrderFilter, TOrderSort } from '@gifthub/shared/registrations';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { foldCase } from '../../db/case-fold';
import type { Db } from '../../db/client';
import { campaigns } from '../campaigns/campaigns.table';
import { teams } from '../teams/teams.table';
import { users } from '../users/users.table';
import { registrationEvents, registrations, VOUCHER_DUE, type TRegistrationRow } from './registrations.table';

export type TRegistrationInsert = typeof registrations.$inferInsert;
export type TRegistrationEventRow = typeof registrationEvents.$inferSelect;

export const insertRegistration = async (db: Db, values: TRegistrationInsert) => (await db.insert(registrations).values(values).returning())[0] as TRegistrationRow;

export const updateRegistration = async (db: Db, id: number, values: Partial<TRegistrationInsert>) =>
  (await db.update(registrations).set(values).where(eq(registrations.id, id)).returning())[0];

export const findRegistration = async (db: Db, id: number) => (await db.select().from(registrations).where(eq(registrations.id, id)).limit(1))[0];

/** A registration with its campaign's name (the registration as read), in one statement. */
export const findNamedRegistration = async (db: Db, id: number) => {
  const found = (
    await db.select({ row: registrations, campaignName: campaigns.name }).from(registrations).leftJoin(campaigns, eq(campaigns.id, registrations.campaignId)).where(eq(registrations.id, id)).limit(1)
  )[0];
  return found && { ...found.row, campaignName: found.campaignName };
};

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
export const markVisited = async (db: Db, id: number, at: Date) =>
  (await db.update(registrations).set({ visitedAt: at }).where(and(eq(registrations.id, id), isNull(registrations.visitedAt))).returning({ id: registrations.id }))[0];

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

/**
 * Declined card-paid gifts not refunded yet, declined before the cut-off (the decline refunds at once; these are
 * the ones whose refund failed), oldest first. The partial index gb_registrations_refund_due_idx holds just them.
 */
export const listRefundsDue = (db: Db, before: Date, limit: number) =>
  db
    .select()
    .from(registrations)
    .where(
      and(
        isNotNull(registrations.rejectedAt),
        isNull(registrations.refundedAt),
        eq(registrations.paymentMethod, 'stripe'),
        sql`${registrations.totalIv} > 0`,
        sql`${registrations.rejectedAt} < ${before}`,
      ),
    )
    .orderBy(asc(registrations.rejectedAt))
    .limit(limit);

// ---- Order history ----

/** What a page is ordered by: the table's id and sort column, or the same two in a subquery of it. */
export type TOrderColumns = { id: SQLWrapper; key: SQLWrapper };

export type TSortDef = {
  /** The sort column, as an index of registrations.table orders it: (team, platform, key, id). */
  key: SQLWrapper;
  /** The same order from an expression no index provides: PostgreSQL then gathers every match and sorts them. */
  unindexedKey: SQLWrapper;
  order: (c: TOrderColumns, d: 'asc' | 'desc') => SQL[];
};

/**
 * How a page is ordered, matching an index of registrations.table column for column: (team, platform, then
 * these). Dates sort unset-last going down and unset-first going up (an unset date counts as the earliest), the
 * two directions of one index; id breaks ties so pages never overlap. "Added" is insertion order: the id.
 */
export const byId: TSortDef = { key: registrations.id, unindexedKey: registrations.id, order: (c, d) => [sql`${c.id} ${sql.raw(d)}`] };
export const byDate = (column: AnyPgColumn): TSortDef => ({
  key: column,
  unindexedKey: sql`(${column} + interval '0 s')`,
  order: (c, d) =>
    d === 'desc' ? [sql`${c.key} desc nulls last`, sql`${c.id} desc nulls last`] : [sql`${c.key} asc nulls first`, sql`${c.id} asc nulls first`],
});
export const byLastName: TSortDef = {
  key: registrations.lastName,
  unindexedKey: sql`(${registrations.lastName} || '')`,
  order: (c, d) => [sql`${c.key} ${sql.raw(d)}`, sql`${c.id} ${sql.raw(d)}`],
};
const SORTS: Record<TOrderSort, TSortDef> = {
  id: byId,
  created_at: byId,
  last_name: byLastName,
  confirmed_at: byDate(registrations.confirmedAt),
  sent_at: byDate(registrations.sentAt),
};

const FILTER_COLUMNS = {
  invited_at: registrations.invitedAt,
  visited_at: registrations.visitedAt,
  confirmed_at: registrations.confirmedAt,
  sent_at: registrations.sentAt,
  rejected_at: registrations.rejectedAt,
} as const satisfies Record<TOrderFilter, unknown>;

export const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * The order history counts at most this many matches (plus one, to know there are more): a thousand pages of 10.
 * A search (each match costs a text comparison) counts ten pages, or to one row past the page shown.
 */
export const ORDERS_COUNT_CAP = 10_000;
export const ORDERS_SEARCH_COUNT_CAP = 100;
export const ordersCountCap = (f: Pick<TOrdersFilter, 'q' | 'page' | 'perPage'>) =>
  f.q ? Math.max(ORDERS_SEARCH_COUNT_CAP, f.page * f.perPage) : Math.max(ORDERS_COUNT_CAP, (f.page + 10) * f.perPage);

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
  /** How many rows a sorted search looks through first (SORTED_SEARCH_WINDOW; tests set it small). */
  searchWindow?: number;
};

export const byMember = (userId: number) => or(eq(registrations.registeredBy, userId), eq(registrations.invitedBy, userId));

/**
 * When the filters leave the sort date unset on every row (Sent: no; or Rejected: yes, as a declined gift was
 * never claimed nor sent: the table's checks), every key ties and the order is the id's, in the same direction;
 * read from the id index instead of walking the date index past every row that has the date.
 */
const sortKeyAlwaysUnset = (f: Pick<TOrdersFilter, 'sort' | 'set'>) =>
  (f.sort === 'confirmed_at' || f.sort === 'sent_at') &&
  (f.set[f.sort] === false || f.set.rejected_at === true || (f.sort === 'sent_at' && f.set.confirmed_at === false));

/** A search in another order than the newest first looks for its matches among this many rows in that order first. */
export const SORTED_SEARCH_WINDOW = 2_000;

/**
 * Paged and counted in SQL: the first cap + 1 matches in page order, counted by a window function, the page cut
 * from them, and only the page's rows read from the table, in one statement. The (team, platform, order, every
 * filtered column[, search_text]) indexes make finding those matches an index-only scan however deep the page;
 * a member filter may instead take the OR of the member indexes, a rarer search word the trigram index.
 *
 * A search in another order (by name, by date) first reads SORTED_SEARCH_WINDOW rows in that order and searches
 * them (a common word fills the page there); otherwise it gathers every match (trigram index or the team's index)
 * and sorts them, rather than walk the whole sort index for a word that sorts late (Okafor by name).
 */
export async function listOrders(db: Db, f: TOrdersFilter) {
  const r = registrations;
  const filters: SQL[] = [eq(r.teamId, f.teamId), eq(r.platform, f.platform)];
  if (f.ownUserId !== undefined) filters.push(byMember(f.ownUserId)!);
  if (f.addedBy !== undefined) filters.push(byMember(f.addedBy)!);
  filters.push(...setFilters(f.set));
  return pagedMatches(db, {
    filters,
    search: searchCondition(f.q),
    sort: sortKeyAlwaysUnset(f) ? byId : SORTS[f.sort],
    direction: f.direction,
    page: f.page,
    perPage: f.perPage,
    cap: ordersCountCap(f),
    searchWindow: f.searchWindow,
  });
}

/** Set (true) or unset (false) date filters; undefined ones are left out. */
export function setFilters(set: Partial<Record<TOrderFilter, boolean>>): SQL[] {
  const out: SQL[] = [];
  for (const [key, value] of Object.entries(set) as [TOrderFilter, boolean | undefined][]) {
    if (value === undefined) continue;
    out.push(value ? isNotNull(FILTER_COLUMNS[key]) : isNull(FILTER_COLUMNS[key]));
  }
  return out;
}

/** The search box: search_text is case-folded by PostgreSQL; the words are folded by the same function. */
export const searchCondition = (q: string | undefined) =>
  q ? sql`${registrations.searchText} like ${foldCase(sql`${`%${likeEscape(q)}%`}::text`)}` : undefined;

export type TPagedQuery = {
  filters: SQL[];
  search?: SQL;
  sort: TSortDef;
  direction: 'asc' | 'desc';
  page: number;
  perPage: number;
  /** Matches counted at most (plus one, to know there are more). */
  cap: number;
  searchWindow?: number;
};

/**
 * One page of registrations and its capped count (listOrders, the campaign recipients): the filters' matches in
 * the sort's order, read through an index that leads with the filters' equality columns and the sort key.
 */
export async function pagedMatches(db: Db, p: TPagedQuery) {
  const r = registrations;
  const { filters, search, sort, cap } = p;
  const cond = and(...filters, search);
  const ordered = (c: TOrderColumns) => sort.order(c, p.direction);
  const tableOrder = ordered({ id: r.id, key: sort.key });
  const offset = (p.page - 1) * p.perPage;
  const sortedSearch = search !== undefined && sort !== byId;
  const windowSize = p.searchWindow ?? SORTED_SEARCH_WINDOW;

  if (sortedSearch) {
    const win = db
      .select({ id: r.id, key: sql`${sort.key}`.as('sort_key'), hit: sql<boolean>`${search}`.as('hit') })
      .from(r)
      .where(and(...filters))
      .orderBy(...tableOrder)
      .limit(windowSize)
      .as('win');
    const [w] = await db
      .select({ seen: count(), ids: sql<number[]>`coalesce(array_agg(${win.id} order by ${sql.join(ordered(win), sql`, `)}) filter (where ${win.hit}), '{}')` })
      .from(win);
    const ids = (w?.ids ?? []).map(Number);
    // Decided inside the window: every filtered row was in it, or it held more matches than are counted.
    if ((w?.seen ?? 0) < windowSize || ids.length > cap) {
      const counted = ids.slice(0, cap + 1);
      const pageIds = counted.slice(offset, offset + p.perPage);
      const found = pageIds.length ? await db.select({ row: r, campaignName: campaigns.name }).from(r).leftJoin(campaigns, eq(campaigns.id, r.campaignId)).where(inArray(r.id, pageIds)) : [];
      const byIdOrder = new Map(pageIds.map((id, i) => [id, i]));
      return { rows: found.map(named).sort((a, b) => byIdOrder.get(a.id)! - byIdOrder.get(b.id)!), total: counted.length, capped: counted.length > cap };
    }
  }

  const matches = db
    .select({ id: r.id, key: sql`${sortedSearch ? sort.unindexedKey : sort.key}`.as('sort_key') })
    .from(r)
    .where(cond)
    .orderBy(...ordered({ id: r.id, key: sortedSearch ? sort.unindexedKey : sort.key }))
    .limit(cap + 1)
    .as('matches');
  const page = db
    .select({ id: matches.id, total: sql<number>`count(*) over ()`.mapWith(Number).as('total') })
    .from(matches)
    .orderBy(...ordered(matches))
    .limit(p.perPage)
    .offset(offset)
    .as('page');
  // The campaign's name comes with the page's rows (its primary key, one probe a row).
  const found = await db
    .select({ row: r, campaignName: campaigns.name, total: page.total })
    .from(page)
    .innerJoin(r, eq(r.id, page.id))
    .leftJoin(campaigns, eq(campaigns.id, r.campaignId))
    .orderBy(...tableOrder);
  let total = found[0]?.total ?? 0;
  // A page past the last match reads no rows and so no total: count on their own.
  if (found.length === 0 && offset > 0) total = await countCapped(db, cond, cap);
  return { rows: found.map(named), total, capped: total > cap };
}

const named = (x: { row: TRegistrationRow; campaignName: string | null }) => ({ ...x.row, campaignName: x.campaignName });

/** How many registrations match, counting at most cap + 1. */
export async function countCapped(db: Db, cond: SQL | undefined, cap: number) {
  const matching = db.select({ one: sql`1` }).from(registrations).where(cond).limit(cap + 1).as('matching');
  return (await db.select({ n: count() }).from(matching))[0]?.n ?? 0;
}

// ---- Staff fulfilment ----

const r = registrations;

/** Each state of shared/fulfilment as a condition on the row. */
const ROW_STATE_WHERE: Record<TFulfilmentRowState, SQL> = {
  'to-process': and(isNull(r.processedAt), isNull(r.sentAt), isNull(r.deliveryStatus))!,
  processing: and(isNotNull(r.processedAt), isNull(r.sentAt), isNull(r.deliveryStatus))!,
  sent: and(isNotNull(r.sentAt), isNull(r.deliveryStatus))!,
  delivered: and(eq(r.deliveryStatus, 'delivered'), isNull(r.deliveryResolution))!,
  return: and(eq(r.deliveryStatus, 'return'), isNull(r.deliveryResolution))!,
  lost: and(eq(r.deliveryStatus, 'lost'), isNull(r.deliveryResolution))!,
  resolved: isNotNull(r.deliveryResolution),
};
const FULFILMENT_STATE_WHERE: Record<TFulfilmentState, SQL> = { open: isNull(r.deliveryStatus), ...ROW_STATE_WHERE };

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

/** A step applies only from the states shared/fulfilment allows (so it applies once). */
export const fulfilmentStep = async (db: Db, id: number, step: TFulfilmentAction, values: Partial<TRegistrationInsert>) =>
  (
    await db
      .update(r)
      .set(values)
      .where(and(eq(r.id, id), ...fulfilmentBase(), or(...STEP_FROM[step].map((s) => ROW_STATE_WHERE[s]))))
      .returning()
  )[0];

/** Registrations per option of one campaign (with_option_counts). */
export const optionCounts = (db: Db, campaignId: number) =>
  db
    .select({ optionId: sql<number>`${registrations.optionId}`, n: count() })
    .from(registrations)
    .where(and(eq(registrations.campaignId, campaignId), isNotNull(registrations.optionId)))
    .groupBy(registrations.optionId);

// ---- Campaign registrations: approval and the charge at confirmation (campaign-registrations module) ----

/** A campaign claim waiting for approval: registered with an option, neither confirmed nor rejected. */
const waitingForApproval = (id: number) =>
  and(eq(r.id, id), eq(r.platform, 'gifting'), isNotNull(r.registeredAt), isNotNull(r.optionId), isNull(r.confirmedAt), isNull(r.rejectedAt));

/**
 * Confirms a waiting claim once: of two concurrent calls the second waits for the first's row lock, re-reads the
 * row, no longer matches and gets nothing back (so it charges nothing).
 */
export const confirmWaiting = async (db: Db, id: number, values: Partial<TRegistrationInsert>) =>
  (await db.update(r).set(values).where(waitingForApproval(id)).returning())[0];

/** The team rejects a waiting claim once. */
export const rejectWaiting = async (db: Db, id: number, at: Date) =>
  (await db.update(r).set({ rejectedAt: at, awaitingFundsAt: null }).where(waitingForApproval(id)).returning())[0];

/** A confirmation the balance could not cover: since when it waits (kept from the first attempt). */
export const markAwaitingFunds = async (db: Db, id: number, at: Date) =>
  (
    await db
      .update(r)
      .set({ awaitingFundsAt: sql`coalesce(${r.awaitingFundsAt}, ${at.toISOString()}::timestamptz)` })
      .where(waitingForApproval(id))
      .returning()
  )[0];

/** Confirmations waiting for funds, oldest first (the partial index gb_registrations_awaiting_funds_idx holds just them). */
export const listAwaitingFunds = (db: Db, f: { teamId?: number; limit: number }) =>
  db
    .select()
    .from(r)
    .where(and(isNotNull(r.awaitingFundsAt), isNull(r.confirmedAt), isNull(r.rejectedAt), f.teamId === undefined ? undefined : eq(r.teamId, f.teamId)))
    .orderBy(asc(r.awaitingFundsAt), asc(r.id))
    .limit(f.limit);

/** The teams with confirmations waiting for funds. */
export const listAwaitingFundsTeams = async (db: Db, limit: number) =>
  (
    await db
      .selectDistinct({ teamId: r.teamId })
      .from(r)
      .where(and(isNotNull(r.awaitingFundsAt), isNull(r.confirmedAt), isNull(r.rejectedAt)))
      .limit(limit)
  ).map((x) => x.teamId);

/** A team's campaign claims waiting for approval (the gift_registrations notification), newest first. */
export const listWaitingClaims = (db: Db, teamId: number, limit: number) =>
  db
    .select()
    .from(r)
    .where(and(eq(r.teamId, teamId), sql`${r.platform} = 'gifting'`, isNotNull(r.registeredAt), isNotNull(r.optionId), isNull(r.confirmedAt), isNull(r.rejectedAt)))
    .orderBy(sql`${r.registeredAt} desc`, sql`${r.id} desc`)
    .limit(limit);

/** A campaign registration's own fields (edit, note, sales toggles); marketplace registrations are never matched. */
export const updateGifting = async (db: Db, id: number, values: Partial<TRegistrationInsert>) =>
  (await db.update(r).set(values).where(and(eq(r.id, id), eq(r.platform, 'gifting'))).returning())[0];

/** Mark as Resolved applies once, to a returned or lost delivery not resolved yet. */
export const resolveDelivery = async (db: Db, id: number, resolution: string) =>
  (
    await db
      .update(r)
      .set({ deliveryResolution: resolution })
      .where(and(eq(r.id, id), inArray(r.deliveryStatus, ['return', 'lost']), isNull(r.deliveryResolution)))
      .returning()
  )[0];

// ---- eGifts issued after their transaction (voucher-delivery.service)

/** Confirmed eGifts still without a code after afterId, oldest first (gb_registrations_voucher_due_idx); ids: only these. */
export const listVouchersDue = (db: Db, p: { afterId: number; limit: number; ids?: number[] }) =>
  db
    .select()
    .from(r)
    .where(and(VOUCHER_DUE(r), sql`${r.id} > ${p.afterId}`, p.ids ? inArray(r.id, p.ids) : undefined))
    .orderBy(asc(r.id))
    .limit(p.limit);

/** Stores an issued code once: of two issuers of one row the second finds it taken and gets nothing back. */
export const storeIssuedVoucher = async (db: Db, id: number, v: Pick<TRegistrationInsert, 'voucherCode' | 'voucherUrl' | 'sentAt'>) =>
  (await db.update(r).set(v).where(and(eq(r.id, id), VOUCHER_DUE(r))).returning())[0];
