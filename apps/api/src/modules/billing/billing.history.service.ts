import { TEAM_TRANSACTION_TYPES, TRANSACTIONS_PER_PAGE, type TDirectTransaction, type TTeamTransaction, type TTransactionsQuery } from '@gifthub/shared/billing';
import { msg } from '@gifthub/shared/messages';
import { pageMeta } from '@gifthub/shared/paging';
import { toPounds } from '@gifthub/shared/pricing';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TTeamAccess } from '../teams/team-access';
import * as repo from './billing.repository';
import type { TDirectTransactionRow, TTeamTransactionRow } from './billing.table';

/** The team's ledger and its direct card payments as the history screens page them. Pence inside; pounds at the edge. */

export const poundsOrNull = (pence: number | null) => (pence === null ? null : toPounds(pence));

/** What a balance ledger line and a direct card payment have in common. */
type TLineRow = Pick<TTeamTransactionRow, 'id' | 'createdAt' | 'description' | 'campaignId' | 'campaignName' | 'optionName' | 'productName' | 'orderId' | 'priceExVat' | 'price' | 'amount' | 'registrationId'>;
const lineView = (r: TLineRow, revertedAt: Date | null) => ({
  transaction_id: r.id,
  date: r.createdAt.toISOString(),
  description: r.description,
  reverted_at: revertedAt ? revertedAt.toISOString() : null,
  campaign: r.campaignId !== null ? { id: r.campaignId, name: r.campaignName ?? '' } : null,
  option: r.optionName ? { name: r.optionName } : null,
  product: r.productName ? { name: r.productName } : null,
  order_id: r.orderId,
  price_ex_vat: poundsOrNull(r.priceExVat),
  price: poundsOrNull(r.price),
  amount: toPounds(r.amount),
  registration_id: r.registrationId,
});

export const ledgerView = (r: TTeamTransactionRow): TTeamTransaction => ({ ...lineView(r, r.revertedAt), type: r.type, balance_live: toPounds(r.balanceAfter) });

/** A direct card payment; a refunded one reads as reverted. */
export const directView = (r: TDirectTransactionRow): TDirectTransaction => ({
  ...lineView(r, r.refundedAt),
  type: r.type,
  payment_method: r.paymentMethod,
  balance: null,
  status: r.status,
});

// Dates are the team's calendar days in the UK: a range's end day is included up to midnight London time.
const TZ = 'Europe/London';
const londonParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: TZ,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});
const partsOf = (at: Date) => Object.fromEntries(londonParts.formatToParts(at).map((p) => [p.type, p.value])) as Record<string, string>;
/** 00:00 London time on the given YYYY-MM-DD. */
export function londonDayStart(ymd: string): Date {
  const guess = Date.parse(`${ymd}T00:00:00Z`);
  const p = partsOf(new Date(guess));
  const wall = Date.UTC(Number(p.year), Number(p.month) - 1, Number(p.day), Number(p.hour), Number(p.minute), Number(p.second));
  return new Date(guess - (wall - guess));
}
const nextDay = (ymd: string) => new Date(Date.parse(`${ymd}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
export const dateRange = (start?: string, end?: string) => ({ from: start ? londonDayStart(start) : undefined, to: end ? londonDayStart(nextDay(end)) : undefined });

/** Associates without team-finance see only their own card payments; team-finance sees the whole team's. */
export const directOwner = (access: TTeamAccess) => (access.permissions['team-finance'] ? undefined : access.userId);

export async function listTransactions(db: Db, teamId: number, q: TTransactionsQuery) {
  if (q.type && !(TEAM_TRANSACTION_TYPES as readonly string[]).includes(q.type)) throw AppError.field('type', msg.oneOf('Type'));
  const { rows, total } = await repo.listLedger(db, teamId, {
    page: q.page,
    perPage: q.per_page,
    sort: (q.sort ?? 'id') as 'id' | 'date',
    direction: q.direction ?? 'desc',
    type: q.type,
    ...dateRange(q.date_start, q.date_end),
  });
  return { data: rows.map(ledgerView), meta: pageMeta(total, q.page, q.per_page) };
}

export async function listDirectTransactions(db: Db, access: TTeamAccess, q: TTransactionsQuery) {
  const { rows, total } = await repo.listDirect(db, access.team.id, {
    page: q.page,
    perPage: q.per_page,
    sort: (q.sort ?? 'id') as 'id' | 'date',
    direction: q.direction ?? 'desc',
    type: q.type,
    userId: directOwner(access),
    ...dateRange(q.date_start, q.date_end),
  });
  return { data: rows.map(directView), meta: pageMeta(total, q.page, q.per_page) };
}

const RECENT = { page: 1, per_page: TRANSACTIONS_PER_PAGE, sort: 'id', direction: 'desc' } as const;
/** The overview's recent tables: the last 10 and the total (the view-all link shows above 10). */
export const recentTransactions = (db: Db, access: TTeamAccess) => listTransactions(db, access.team.id, RECENT);
export const recentDirectTransactions = (db: Db, access: TTeamAccess) => listDirectTransactions(db, access, RECENT);
