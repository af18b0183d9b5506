import {
  billingTexts,
  creditLimitTexts,
  DIRECT_TRANSACTION_CSV_COLUMNS,
  exportTexts,
  TEAM_TRANSACTION_TYPES,
  topUpTexts,
  TRANSACTION_CSV_COLUMNS,
  TRANSACTION_TYPE_LABELS,
  TRANSACTIONS_PER_PAGE,
  type TAdminTeamBilling,
  type TAdminTopUp,
  type TBalance,
  type TDirectTransaction,
  type TTeamTransaction,
  type TTeamTransactionType,
  type TTopUp,
  type TTopUpPrices,
  type TTransactionExportQuery,
  type TTransactionsQuery,
} from '@gifthub/shared/billing';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { topUpPrice } from '@gifthub/shared/fees';
import { msg, texts } from '@gifthub/shared/messages';
import { pageMeta } from '@gifthub/shared/paging';
import { isPro, PRO_FEATURES } from '@gifthub/shared/plans';
import { formatPence, toPence, toPounds } from '@gifthub/shared/pricing';
import type { Db } from '../../db/client';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { mailTemplates } from '../mail/mail.templates';
// Types only: teams.service reads the balance from here, so a runtime import back would be a cycle.
import type { TPaymentIntentRow } from '../payments/payments.table';
import type { TTeamAccess } from '../teams/teams.service';
import * as repo from './billing.repository';
import type { TDirectTransactionRow, TTeamTransactionRow, TTopUpRow } from './billing.table';

type TCheckBalance = { amount: number; total_available: number; allowed: boolean };

/**
 * The ledger. Amounts are integer pence. The balance is the sum of a team's rows; credit lets it go
 * below zero down to −credit_limit. Every write locks the team row first (repo.lockTeam), inside the
 * caller's transaction, so a check and the row it guards are atomic.
 */
export function balanceFrom(ledger: number, creditLimit: number): TBalance {
  const creditUsed = Math.max(0, -ledger);
  const creditAvailable = Math.max(0, creditLimit - creditUsed);
  return {
    balance: Math.max(0, ledger),
    credit_limit: creditLimit,
    credit_used: creditUsed,
    credit_available: creditAvailable,
    total_available: Math.max(0, ledger) + creditAvailable,
  };
}

export async function getBalance(db: Db, teamId: number): Promise<TBalance & { ledger: number }> {
  const [ledger, creditLimit] = await Promise.all([repo.ledgerBalance(db, teamId), repo.creditLimitOf(db, teamId)]);
  return { ...balanceFrom(ledger, creditLimit ?? 0), ledger };
}

export type TLedgerEntry = {
  teamId: number;
  userId: number | null;
  type: Exclude<TTeamTransactionType, 'reversal'>;
  description: string;
  priceExVat?: number | null;
  price?: number | null;
  campaignId?: number | null;
  campaignName?: string | null;
  optionName?: string | null;
  productName?: string | null;
  registrationId?: number | null;
  orderId?: number | null;
  topUpId?: number | null;
  at: Date;
};

const assertPence = (n: number) => {
  if (!Number.isSafeInteger(n) || n <= 0) throw new AppError('invalid_amount', 422, 'Amount must be a positive whole number of pence.', { amount: ['Amount must be greater than 0'] });
};

/** Must run inside a transaction (db is the tx). */
async function append(
  tx: Db,
  entry: Omit<TLedgerEntry, 'type'> & { type: TTeamTransactionType; reversesId?: number },
  amount: number,
  guard: (ledger: number, creditLimit: number) => void,
) {
  const team = await repo.lockTeam(tx, entry.teamId);
  if (!team) throw AppError.notFound('Team');
  const ledger = await repo.lastBalanceAfter(tx, entry.teamId);
  guard(ledger, team.creditLimit);
  const { at, ...rest } = entry;
  return repo.insertLedgerRow(tx, { ...rest, amount, balanceAfter: ledger + amount, createdAt: at });
}

/** Takes money from the balance (and credit); refused when total_available is short. */
export async function spend(tx: Db, entry: TLedgerEntry & { amount: number }): Promise<TTeamTransactionRow> {
  assertPence(entry.amount);
  return append(tx, entry, -entry.amount, (ledger, creditLimit) => {
    if (balanceFrom(ledger, creditLimit).total_available < entry.amount)
      throw new AppError('insufficient_balance', 422, billingTexts.insufficientBalance, { amount: [billingTexts.insufficientBalance] });
  });
}

/** Adds money (top-up, refund, credit repayment, positive adjustment). */
export async function credit(tx: Db, entry: TLedgerEntry & { amount: number }): Promise<TTeamTransactionRow> {
  assertPence(entry.amount);
  return append(tx, entry, entry.amount, () => undefined);
}

/**
 * Staff adjustment: positive credits, negative debits — a debit may not take the team below −credit_limit.
 */
export async function adjust(tx: Db, entry: TLedgerEntry & { amount: number }): Promise<TTeamTransactionRow> {
  if (entry.amount > 0) return credit(tx, entry);
  return spend(tx, { ...entry, amount: -entry.amount });
}

/**
 * Reverts a row: it keeps its row and gains reverted_at, and a 'reversal' row cancels its amount.
 * Reverting a credit is refused when the money is already spent beyond what credit allows.
 */
export async function revert(tx: Db, p: { transactionId: number; teamId: number; userId: number | null; at: Date; description?: string }) {
  const row = await repo.findLedgerRow(tx, p.transactionId);
  if (!row || row.teamId !== p.teamId) throw AppError.notFound('Transaction');
  if (row.type === 'reversal') throw AppError.conflict('A reversal cannot be reverted.');
  const marked = await repo.markReverted(tx, row.id, p.at);
  if (!marked.length) throw AppError.conflict('This transaction has already been reverted.');
  // Undoing a credit takes money back out, so it must fit in what the team still has available.
  return append(
    tx,
    { teamId: row.teamId, userId: p.userId, type: 'reversal', reversesId: row.id, description: p.description ?? `Reversal of transaction #${row.id}`, at: p.at },
    -row.amount,
    (ledger, creditLimit) => {
      if (row.amount > 0 && balanceFrom(ledger, creditLimit).total_available < row.amount)
        throw new AppError('insufficient_balance', 422, billingTexts.insufficientBalance);
    },
  );
}

export const recordDirectTransaction = repo.insertDirectTransaction;
export const markDirectRefunded = repo.markDirectRefunded;

// ---------------------------------------------------------------------------------------------
// Views, histories, export, top-ups and the staff back office. Pence inside; pounds at the edge.
// ---------------------------------------------------------------------------------------------

/** The balance as the API answers it (pounds). */
export const balanceInPounds = (b: TBalance): TBalance => ({
  balance: toPounds(b.balance),
  credit_limit: toPounds(b.credit_limit),
  credit_used: toPounds(b.credit_used),
  credit_available: toPounds(b.credit_available),
  total_available: toPounds(b.total_available),
});

const poundsOrNull = (pence: number | null) => (pence === null ? null : toPounds(pence));

/** GET /teams/{teamId}/balance. */
export const teamBalance = async (db: Db, access: TTeamAccess): Promise<TBalance> => balanceInPounds(await getBalance(db, access.team.id));

/** GET /teams/{teamId}/check-balance?amount (pounds): can the team pay this from balance and credit? */
export async function checkBalance(db: Db, access: TTeamAccess, amountPounds: number): Promise<TCheckBalance> {
  const b = await getBalance(db, access.team.id);
  return { amount: amountPounds, total_available: toPounds(b.total_available), allowed: b.total_available >= toPence(amountPounds) };
}

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
/** DD/MM/YYYY HH:mm in London time (spec 3 §9). */
export function londonDateTime(at: Date) {
  const p = partsOf(at);
  return `${p.day}/${p.month}/${p.year} ${p.hour}:${p.minute}`;
}
const dateRange = (start?: string, end?: string) => ({ from: start ? londonDayStart(start) : undefined, to: end ? londonDayStart(nextDay(end)) : undefined });

/** Associates without team-finance see only their own card payments; team-finance sees the whole team's. */
const directOwner = (access: TTeamAccess) => (access.permissions['team-finance'] ? undefined : access.userId);

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

// ---- CSV export, streamed in keyset chunks ----

const EXPORT_CHUNK = 500;
const FORMULA = /^[=+\-@\t\r]/;
/** RFC 4180 quoting; text that a spreadsheet would run as a formula is prefixed with a quote. */
const csvCell = (v: string | number | null) => {
  if (v === null) return '';
  if (typeof v === 'number') return v.toFixed(2);
  const s = FORMULA.test(v) ? `'${v}` : v;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
};
const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;
const idCell = (n: number) => String(n);

type TCsvSource = Pick<TTeamTransactionRow, 'id' | 'createdAt' | 'description' | 'campaignName' | 'optionName' | 'productName' | 'orderId' | 'priceExVat' | 'price' | 'amount'> & {
  type: string;
  revertedAt: Date | null;
};
const campaignCell = (r: TCsvSource) => {
  if (r.type === 'fulfilment' && r.orderId !== null) return `Order ID ${r.orderId}`;
  if (r.type === 'marketplace') return 'Marketplace';
  if (!r.campaignName) return '';
  return r.optionName ? `${r.campaignName} - ${r.optionName}` : r.campaignName;
};
const commonCells = (r: TCsvSource) => [
  idCell(r.id),
  londonDateTime(r.createdAt),
  TRANSACTION_TYPE_LABELS[r.type as TTeamTransactionType] ?? r.type,
  r.revertedAt ? `${r.description} (Reverted ${londonDateTime(r.revertedAt).slice(0, 10)})` : r.description,
  campaignCell(r),
  r.productName ?? '',
  poundsOrNull(r.priceExVat),
  poundsOrNull(r.price),
  toPounds(Math.abs(r.amount)),
];

export type TExport = { filename: string; lines: AsyncIterable<string> };

/**
 * GET /transactions/export and /transactions/direct/export: the range is checked (and id-end capped at the
 * latest id) before anything is sent, so a bad range is a 422; then rows stream in chunks of 500 by id.
 */
export async function exportTransactions(
  db: Db,
  access: TTeamAccess,
  kind: 'ledger' | 'direct',
  q: TTransactionExportQuery,
  chunk = EXPORT_CHUNK,
): Promise<TExport> {
  const teamId = access.team.id;
  const userId = kind === 'direct' ? directOwner(access) : undefined;
  const range: repo.TExportRange = { userId };
  let label: string;
  if (q['date-start'] && q['date-end']) {
    Object.assign(range, dateRange(q['date-start'], q['date-end']));
    label = `${q['date-start']}-to-${q['date-end']}`;
  } else {
    const latest = kind === 'ledger' ? await repo.latestLedgerId(db, teamId) : await repo.latestDirectId(db, teamId, userId);
    if (latest === 0) throw AppError.field('id-start', exportTexts.emptyHistory);
    range.idStart = Number(q['id-start']);
    range.idEnd = Number(q['id-end']);
    if (range.idEnd > latest) throw AppError.field('id-end', msg.atMost('End ID', latest));
    label = `ids-${range.idStart}-to-${range.idEnd}`;
  }
  const filename = `${kind === 'ledger' ? 'team-transactions' : 'direct-transactions'}-${access.team.slug}-${label}.csv`;
  async function* lines() {
    yield csvLine(kind === 'ledger' ? [...TRANSACTION_CSV_COLUMNS] : [...DIRECT_TRANSACTION_CSV_COLUMNS]);
    for (let after = 0; ; ) {
      if (kind === 'ledger') {
        const rows = await repo.ledgerChunk(db, teamId, range, after, chunk);
        for (const r of rows) yield csvLine([...commonCells(r), toPounds(r.balanceAfter)]);
        if (rows.length < chunk) return;
        after = rows[rows.length - 1]!.id;
      } else {
        const rows = await repo.directChunk(db, teamId, range, after, chunk);
        for (const r of rows) yield csvLine([...commonCells({ ...r, revertedAt: r.refundedAt }), r.paymentMethod]);
        if (rows.length < chunk) return;
        after = rows[rows.length - 1]!.id;
      }
    }
  }
  return { filename, lines: lines() };
}

// ---- Top-ups ----

export const topUpView = (t: TTopUpRow): TTopUp => ({
  id: t.id,
  amount: toPounds(t.amount),
  fee: toPounds(t.fee),
  total: toPounds(t.total),
  payment_method: t.method,
  status: t.status,
  created_at: t.createdAt.toISOString(),
  paid_at: t.paidAt ? t.paidAt.toISOString() : null,
});

const requirePro = (deps: TDeps, access: TTeamAccess) => {
  if (!isPro(access.team.plan) || access.isDemo) throw AppError.forbidden(texts.proGate(PRO_FEATURES.teamCredit, deps.config.productName), ERROR_CODES.proOnly);
};

/** Which methods this member may top up with (spec 3 §5, spec 1 §6): bank transfer needs use-balance, a card use-cards. */
function requireTopUpMethod(access: TTeamAccess, method: 'stripe' | 'bank-transfer') {
  const canBalance = access.permissions['use-balance'];
  const canCards = access.permissions['use-cards'];
  if (!canBalance && !canCards) throw AppError.forbidden(texts.noPaymentMethods);
  if (method === 'bank-transfer' && !canBalance) throw AppError.forbidden(topUpTexts.noBankTransfer);
  if (method === 'stripe' && !canCards) throw AppError.forbidden(topUpTexts.noCards);
}

/** The card's issuing country sets the fee; the card must be one of this member's saved cards (payments module). */
async function cardCountry(deps: TDeps, access: TTeamAccess, cardId: number) {
  // Lazy: payments.service calls back into billing (applyCardTopUp), so a static import would make a cycle.
  const payments = await import('../payments/payments.service');
  const card = await payments.getCard(deps.db, access, cardId);
  return card.country;
}

/** GET /top-up/prices (pounds in, pounds out): what a top-up of `amount` costs by this method and card. */
export async function topUpPrices(deps: TDeps, access: TTeamAccess, q: { amount: number; payment_method: 'stripe' | 'bank-transfer'; payment_method_id?: number }): Promise<TTopUpPrices> {
  requirePro(deps, access);
  requireTopUpMethod(access, q.payment_method);
  const country = q.payment_method === 'stripe' ? await cardCountry(deps, access, q.payment_method_id!) : null;
  const p = topUpPrice(toPence(q.amount), q.payment_method, country);
  return { topUp: toPounds(p.amount), topUpFee: toPounds(p.fee), total: toPounds(p.total) };
}

/** REPAY pays back used credit: it needs credit in use and may not exceed it. */
async function checkRepay(db: Db, teamId: number, amount: number) {
  const b = await getBalance(db, teamId);
  if (b.credit_used === 0) throw AppError.field('amount', topUpTexts.noRepay);
  if (amount > b.credit_used) throw AppError.field('amount', topUpTexts.repayTooMuch(formatPence(b.credit_used)));
}

const topUpDescription = (method: 'stripe' | 'bank-transfer', repay: boolean, cardLabel?: string) =>
  `${repay ? 'Credit repayment' : 'Top up'} by ${method === 'stripe' ? `card${cardLabel ? ` (${cardLabel})` : ''}` : 'bank transfer'}`;

/**
 * POST /teams/{teamId}/top-up. Bank transfer: a 'requested' top-up (nothing in the ledger) and e-mails to staff
 * and the requester; staff mark it paid later. Card: the payments module charges the card for the total with fee
 * (chargeForTopUp), then applyCardTopUp records it; if recording fails after the charge, the charge is refunded.
 */
export async function topUp(deps: TDeps, access: TTeamAccess, item: TTopUpItemParsed, opts: { idempotencyKey?: string } = {}): Promise<TTopUp> {
  requirePro(deps, access);
  requireTopUpMethod(access, item.payment_method);
  const amount = toPence(item.amount);
  const repay = Boolean(item.repay);
  if (repay) await checkRepay(deps.db, access.team.id, amount);
  const at = deps.clock.now();

  if (item.payment_method === 'bank-transfer') {
    const row = await deps.db.transaction(async (tx) => {
      const t = await repo.insertTopUp(tx, { teamId: access.team.id, userId: access.userId, amount, fee: 0, total: amount, method: 'bank-transfer', status: 'requested', repay: repay ? 1 : 0, createdAt: at });
      const requester = await repo.findUserContact(tx, access.userId);
      await deps.mailer.enqueue(
        mailTemplates.topUpRequestedStaff(deps.config, { topUpId: t.id, teamName: access.team.name, teamId: access.team.id, requester: requester ? `${requester.name} <${requester.email}>` : `user #${access.userId}`, amount, repay }),
        tx,
      );
      if (requester) await deps.mailer.enqueue(mailTemplates.topUpRequested(deps.config, { to: requester.email, name: requester.name, teamName: access.team.name, amount, topUpId: t.id }), tx);
      return t;
    });
    void deps.mailer.flush();
    // The invoice with the bank details and the reference to quote (never fails the request).
    const documents = await import('../payment-documents/payment-documents.service');
    await documents.issueTopUpDocuments(deps, row.id);
    return topUpView(row);
  }

  const payments = await import('../payments/payments.service');
  const charge = await payments.chargeForTopUp(deps, access, { cardId: item.payment_method_id!, amount, paymentId: item.payment_id, idempotencyKey: opts.idempotencyKey, repay });
  let applied: Awaited<ReturnType<typeof applyCardTopUp>>;
  try {
    applied = await applyCardTopUp(deps.db, {
      teamId: access.team.id,
      userId: access.userId,
      amount,
      fee: charge.fee,
      total: charge.total,
      paymentIntentId: charge.paymentIntentId,
      cardLabel: charge.cardLabel,
      repay,
      at,
    });
  } catch (err) {
    // No charge without a row: give the money back, unless the payment was recorded after all or is already
    // used or being refunded elsewhere (the reconciler).
    const [recorded, intent] = await Promise.all([
      repo.findTopUpByPaymentIntent(deps.db, charge.paymentIntentId).catch(() => undefined),
      payments.findPaymentIntent(deps.db, charge.paymentIntentId).catch(() => undefined),
    ]);
    if (!recorded && intent && !intent.appliedAt && intent.status === 'succeeded') {
      deps.log.error({ err, paymentIntentId: charge.paymentIntentId }, 'card top-up could not be recorded after the charge; refunding');
      const refunded = await payments.refundPayment(deps, charge.paymentIntentId).then(
        () => true,
        (refundErr: unknown) => {
          // The reconciler refunds it later: the intent stays succeeded and unapplied.
          deps.log.error({ err: refundErr, paymentIntentId: charge.paymentIntentId }, 'top-up refund failed; the reconciler will settle it');
          return false;
        },
      );
      if (refunded) throw new AppError('top_up_not_recorded', 503, topUpTexts.refundedAfterFailure);
    }
    throw err;
  }
  if (applied.created) await afterTopUpPaid(deps, applied.topUp, access.team.name);
  return topUpView(applied.topUp);
}
type TTopUpItemParsed = { amount: number; payment_method: 'stripe' | 'bank-transfer'; payment_method_id?: number; payment_id?: string; repay?: boolean };

export type TCardTopUp = {
  teamId: number;
  userId: number | null;
  /** What the balance rises by (pence). */
  amount: number;
  fee: number;
  /** What the card was charged: amount + fee (pence). */
  total: number;
  paymentIntentId: string;
  /** How the direct history names the card, e.g. 'Visa •••• 4242'. */
  cardLabel: string;
  repay?: boolean;
  at?: Date;
};

/**
 * Records a succeeded card top-up in one transaction: the top_ups row (paid), the ledger credit of the amount
 * (not the total), and the direct transaction of the charged total. Idempotent by payment intent id: a second
 * call (a retry, or reconciling a payment whose request died) returns the first row and writes nothing.
 * Runs in its own transaction, or as a savepoint inside the caller's.
 */
export async function applyCardTopUp(db: Db, p: TCardTopUp): Promise<{ topUp: TTopUpRow; created: boolean }> {
  if (!Number.isSafeInteger(p.fee) || p.fee < 0 || p.total !== p.amount + p.fee) throw new Error(`card top-up totals do not add up: ${JSON.stringify(p)}`);
  const at = p.at ?? new Date();
  const payments = await import('../payments/payments.service');
  return db.transaction(async (tx) => {
    // The team lock serialises this with every other ledger write of the team, so the check below is safe.
    if (!(await repo.lockTeam(tx, p.teamId))) throw AppError.notFound('Team');
    const existing = await repo.findTopUpByPaymentIntent(tx, p.paymentIntentId);
    if (existing) {
      if (existing.teamId !== p.teamId) throw AppError.conflict('This payment belongs to another team.');
      return { topUp: existing, created: false };
    }
    const repay = Boolean(p.repay);
    const type = repay ? 'credit-repayment' : 'top-up';
    const description = topUpDescription('stripe', repay, p.cardLabel);
    const row = await repo.insertTopUp(tx, {
      teamId: p.teamId,
      userId: p.userId,
      amount: p.amount,
      fee: p.fee,
      total: p.total,
      method: 'stripe',
      status: 'paid',
      paymentIntentId: p.paymentIntentId,
      repay: repay ? 1 : 0,
      createdAt: at,
      paidAt: at,
    });
    await credit(tx, { teamId: p.teamId, userId: p.userId, type, description, topUpId: row.id, at, amount: p.amount });
    await repo.insertDirectTransaction(tx, { teamId: p.teamId, userId: p.userId, paymentIntentId: p.paymentIntentId, type, description, amount: p.total, paymentMethod: p.cardLabel, topUpId: row.id, createdAt: at });
    // The payment is now used: a second purchase (or the reconciler) can no longer claim it.
    await payments.markApplied(tx, p.paymentIntentId, at);
    return { topUp: row, created: true };
  });
}

/** A top-up with its team and requester names (payment documents print them). */
export const findTopUpWithNames = repo.findTopUpWithNames;

/** A top-up row by its payment intent, for the payments module's reconciliation. */
export const findTopUpByPaymentIntent = repo.findTopUpByPaymentIntent;

/**
 * The payments reconciler's applier for 'top-up' intents (registered by billing.routes): a card top-up whose
 * request died after the charge is recorded from the intent's purpose; false (refund) when it cannot be.
 */
export async function applyTopUpFromIntent(deps: TDeps, intent: TPaymentIntentRow): Promise<boolean> {
  const purpose = (intent.purpose ?? {}) as { amount?: unknown; fee?: unknown; total?: unknown; repay?: unknown; card_label?: unknown };
  const amount = Number(purpose.amount);
  const fee = Number(purpose.fee);
  if (!Number.isSafeInteger(amount) || amount <= 0 || !Number.isSafeInteger(fee) || amount + fee !== intent.amount) return false;
  const applied = await applyCardTopUp(deps.db, {
    teamId: intent.teamId,
    userId: intent.userId,
    amount,
    fee,
    total: intent.amount,
    paymentIntentId: intent.id,
    cardLabel: typeof purpose.card_label === 'string' ? purpose.card_label : 'Card',
    repay: purpose.repay === true,
    at: deps.clock.now(),
  });
  if (applied.created) {
    const team = await repo.findTeamSummary(deps.db, intent.teamId);
    await afterTopUpPaid(deps, applied.topUp, team?.name ?? '');
  }
  return true;
}

/** After a top-up is paid (card, or bank transfer marked paid): tell the requester; documents follow. */
async function afterTopUpPaid(deps: TDeps, t: TTopUpRow, teamName: string) {
  const who = t.userId !== null ? await repo.findUserContact(deps.db, t.userId) : undefined;
  if (who) {
    await deps.mailer.enqueue(mailTemplates.topUpPaid(deps.config, { to: who.email, name: who.name, teamName, amount: t.amount, total: t.total, method: t.method, repay: t.repay === 1 }));
    void deps.mailer.flush();
  }
  // Lazy: payment-documents reads top-ups from this module. It never throws, so the payment stands either way.
  const documents = await import('../payment-documents/payment-documents.service');
  await documents.issueTopUpDocuments(deps, t.id);
}

// ---- Staff back office ----

type TTopUpWithNames = NonNullable<Awaited<ReturnType<typeof repo.findTopUpWithNames>>>;
export const adminTopUpView = (r: TTopUpWithNames): TAdminTopUp => ({
  ...topUpView(r.topUp),
  team_id: r.topUp.teamId,
  team_name: r.teamName,
  requested_by: r.requesterEmail ? `${r.requesterName} <${r.requesterEmail}>` : null,
  repay: r.topUp.repay === 1,
});

export async function listTopUpRequests(db: Db, q: { status?: TTopUpRow['status']; team_id?: number; page: number; per_page: number }) {
  const { rows, total } = await repo.listTopUps(db, { status: q.status, teamId: q.team_id, page: q.page, perPage: q.per_page });
  return { data: rows.map(adminTopUpView), meta: pageMeta(total, q.page, q.per_page) };
}

/**
 * Staff: a bank transfer arrived. The status change and the ledger credit are one transaction under the team
 * lock, and only a 'requested' top-up changes, so marking it paid twice credits the balance once.
 */
export async function markTopUpPaid(deps: TDeps, topUpId: number): Promise<TAdminTopUp> {
  const at = deps.clock.now();
  const changed = await deps.db.transaction(async (tx) => {
    const t = await repo.findTopUp(tx, topUpId);
    if (!t) throw AppError.notFound('Top-up');
    await repo.lockTeam(tx, t.teamId);
    const updated = await repo.setTopUpStatus(tx, topUpId, 'paid', at);
    if (!updated) {
      const now = await repo.findTopUp(tx, topUpId);
      if (now?.status === 'paid') return null;
      throw AppError.conflict(topUpTexts.cancelled);
    }
    const repay = updated.repay === 1;
    await credit(tx, { teamId: t.teamId, userId: t.userId, type: repay ? 'credit-repayment' : 'top-up', description: topUpDescription('bank-transfer', repay), topUpId, at, amount: t.amount });
    return updated;
  });
  const view = (await repo.findTopUpWithNames(deps.db, topUpId))!;
  if (changed) await afterTopUpPaid(deps, changed, view.teamName);
  return adminTopUpView(view);
}

/** Staff: cancel a requested bank transfer; a paid one cannot be cancelled (revert its ledger row instead). */
export async function cancelTopUp(deps: TDeps, topUpId: number): Promise<TAdminTopUp> {
  const t = await repo.findTopUp(deps.db, topUpId);
  if (!t) throw AppError.notFound('Top-up');
  const updated = await repo.setTopUpStatus(deps.db, topUpId, 'cancelled', deps.clock.now());
  if (!updated) {
    const now = await repo.findTopUp(deps.db, topUpId);
    if (now?.status === 'paid') throw AppError.conflict(topUpTexts.alreadyPaid);
  }
  if (updated) {
    // Its unpaid invoice goes too, so the team is not asked to pay a cancelled request (never throws).
    const documents = await import('../payment-documents/payment-documents.service');
    await documents.withdrawTopUpInvoice(deps, topUpId);
  }
  const view = (await repo.findTopUpWithNames(deps.db, topUpId))!;
  if (updated && view.requesterEmail) {
    await deps.mailer.enqueue(mailTemplates.topUpCancelled(deps.config, { to: view.requesterEmail, name: view.requesterName ?? '', teamName: view.teamName, amount: t.amount, topUpId }));
    void deps.mailer.flush();
  }
  return adminTopUpView(view);
}

async function findTeamOr404(db: Db, teamId: number) {
  const team = await repo.findTeamSummary(db, teamId);
  if (!team) throw AppError.notFound('Team');
  return team;
}

export async function adminTeamBilling(db: Db, teamId: number): Promise<TAdminTeamBilling> {
  const team = await findTeamOr404(db, teamId);
  const b = await getBalance(db, teamId);
  return { team: { id: team.id, name: team.name, slug: team.slug, plan: team.plan }, balance: balanceInPounds(b) };
}

export async function adminLedger(db: Db, teamId: number, q: TTransactionsQuery) {
  const team = await findTeamOr404(db, teamId);
  return listTransactions(db, team.id, q);
}

/** Staff: a manual adjustment (pounds, ±) with its reason as the row's description. */
export async function adjustBalance(deps: TDeps, staffUserId: number, teamId: number, body: { amount: number; reason: string }): Promise<TTeamTransaction> {
  await findTeamOr404(deps.db, teamId);
  const row = await deps.db.transaction((tx) =>
    adjust(tx, { teamId, userId: staffUserId, type: 'adjustment', description: body.reason.trim(), at: deps.clock.now(), amount: toPence(body.amount) }),
  );
  return ledgerView(row);
}

/** Staff: set the credit limit (pounds); never below the credit already in use. */
export async function setCreditLimit(deps: TDeps, teamId: number, creditLimitPounds: number): Promise<TBalance> {
  const limit = toPence(creditLimitPounds);
  await deps.db.transaction(async (tx) => {
    if (!(await repo.lockTeam(tx, teamId))) throw AppError.notFound('Team');
    const used = balanceFrom(await repo.ledgerBalance(tx, teamId), limit).credit_used;
    if (limit < used) throw AppError.field('credit_limit', creditLimitTexts.belowUsed(formatPence(used)));
    await repo.setCreditLimit(tx, teamId, limit);
  });
  return balanceInPounds(await getBalance(deps.db, teamId));
}
