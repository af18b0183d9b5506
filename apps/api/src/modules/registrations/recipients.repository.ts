/**
 * A campaign's recipients (the campaign-registrations module, through registrations.service): the list page and
 * its capped counts, and the export's batches. Every query leads with campaign_id, so the campaign indexes of
 * registrations.table (campaign, sort key, id, then every filtered column) answer a page of a campaign with a
 * million registrations by one index-only scan, as the order history's do for a team.
 */
import { and, asc, eq, gt, isNotNull, isNull, type SQL } from 'drizzle-orm';
import type { TRecipientSort } from '@gifthub/shared/campaign-registrations';
import type { TOrderFilter } from '@gifthub/shared/registrations';
import type { Db } from '../../db/client';
import { directTransactions, teamTransactions } from '../billing/billing.table';
import { byDate, byId, byLastName, byMember, countCapped, ordersCountCap, pagedMatches, searchCondition, setFilters, type TSortDef } from './registrations.repository';
import { registrations as r, type TRegistrationRow } from './registrations.table';

export type TRecipientFilter = {
  campaignId: number;
  /** Only what this member invited or registered (no view-others-orders). */
  ownUserId?: number;
  optionId?: number;
  registrationMethod?: TRegistrationRow['registrationMethod'];
  deliveryStatus?: 'delivered' | 'return' | 'lost';
  invitedBy?: number;
  set: Partial<Record<Extract<TOrderFilter, 'visited_at' | 'confirmed_at' | 'sent_at' | 'rejected_at'>, boolean>>;
  q?: string;
};
export type TRecipientPage = TRecipientFilter & { sort: TRecipientSort; direction: 'asc' | 'desc'; page: number; perPage: number; searchWindow?: number };

const SORTS: Record<TRecipientSort, TSortDef> = {
  id: byId,
  last_name: byLastName,
  invited_at: byDate(r.invitedAt),
  registered_at: byDate(r.registeredAt),
  confirmed_at: byDate(r.confirmedAt),
  sent_at: byDate(r.sentAt),
};

/** The filters but the search, as conditions. */
function recipientFilters(f: TRecipientFilter): SQL[] {
  const w: SQL[] = [eq(r.campaignId, f.campaignId)];
  if (f.ownUserId !== undefined) w.push(byMember(f.ownUserId)!);
  if (f.optionId !== undefined) w.push(eq(r.optionId, f.optionId));
  if (f.registrationMethod !== undefined) w.push(eq(r.registrationMethod, f.registrationMethod));
  if (f.deliveryStatus !== undefined) w.push(eq(r.deliveryStatus, f.deliveryStatus));
  if (f.invitedBy !== undefined) w.push(eq(r.invitedBy, f.invitedBy));
  w.push(...setFilters(f.set));
  return w;
}

/**
 * When the filters leave the sort date unset on every row (its own filter is no; rejected yes for confirmed and
 * sent, as a rejected gift was never confirmed nor sent; sent when not confirmed), every key ties and the order is
 * the id's: read from the id index rather than walk the date index past every row that has the date.
 */
function sortOf(f: TRecipientPage): TSortDef {
  const s = f.sort;
  const unset =
    ((s === 'confirmed_at' || s === 'sent_at') && (f.set[s] === false || f.set.rejected_at === true)) || (s === 'sent_at' && f.set.confirmed_at === false);
  return unset ? byId : SORTS[s];
}

/** One page of a campaign's recipients with its count (capped as the order history's). */
export const listRecipients = (db: Db, f: TRecipientPage) =>
  pagedMatches(db, {
    filters: recipientFilters(f),
    search: searchCondition(f.q),
    sort: sortOf(f),
    direction: f.direction,
    page: f.page,
    perPage: f.perPage,
    cap: ordersCountCap({ q: f.q, page: f.page, perPage: f.perPage }),
    searchWindow: f.searchWindow,
  });

/**
 * Registrations meta (spec 1 §3), each counted up to cap + 1: every registration of the campaign, the claims
 * waiting for approval (registered with an option, neither confirmed nor rejected: the partial waiting index)
 * and the confirmed ones.
 */
export async function recipientCounts(db: Db, f: Pick<TRecipientFilter, 'campaignId' | 'ownUserId'>, cap: number) {
  const base = recipientFilters({ campaignId: f.campaignId, ownUserId: f.ownUserId, set: {} });
  const waiting = [isNotNull(r.registeredAt), isNotNull(r.optionId), isNull(r.confirmedAt), isNull(r.rejectedAt)];
  const [invited, unconfirmed, confirmed] = await Promise.all([
    countCapped(db, and(...base), cap),
    countCapped(db, and(...base, ...waiting), cap),
    countCapped(db, and(...base, isNotNull(r.confirmedAt)), cap),
  ]);
  return { invited, unconfirmed, confirmed, capped: invited > cap || unconfirmed > cap || confirmed > cap };
}

/** The export's next batch: matching rows after an id, in id order (keyset, so a batch costs the same however deep). */
export const recipientBatch = (db: Db, f: TRecipientFilter, afterId: number, limit: number) =>
  db
    .select()
    .from(r)
    .where(and(...recipientFilters(f), searchCondition(f.q), gt(r.id, afterId)))
    .orderBy(asc(r.id))
    .limit(limit);

/** What was charged for a registration: its team-balance ledger row and its card payment, each read by its key. */
export async function chargesOf(db: Db, row: Pick<TRegistrationRow, 'teamId' | 'teamTransactionId' | 'paymentIntentId'>) {
  const [ledger, direct] = await Promise.all([
    row.teamTransactionId
      ? db
          .select({ type: teamTransactions.type, amount: teamTransactions.amount, price: teamTransactions.price, priceExVat: teamTransactions.priceExVat })
          .from(teamTransactions)
          .where(and(eq(teamTransactions.id, row.teamTransactionId), eq(teamTransactions.teamId, row.teamId)))
      : [],
    row.paymentIntentId
      ? db
          .select({ type: directTransactions.type, amount: directTransactions.amount, price: directTransactions.price, priceExVat: directTransactions.priceExVat })
          .from(directTransactions)
          .where(and(eq(directTransactions.paymentIntentId, row.paymentIntentId), eq(directTransactions.teamId, row.teamId)))
      : [],
  ]);
  return [...ledger, ...direct];
}
