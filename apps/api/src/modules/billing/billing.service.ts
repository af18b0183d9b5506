import { billingTexts, type TBalance, type TTeamTransactionType } from '@gifthub/shared/billing';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { toPence, toPounds } from '@gifthub/shared/pricing';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TTeamAccess } from '../teams/team-access';
import { emitBalanceLowIfCrossed } from '../webhooks/webhook-events.service';
import * as repo from './billing.repository';
import type { TTeamTransactionRow } from './billing.table';

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
  if (!Number.isSafeInteger(n) || n <= 0) throw new AppError(ERROR_CODES.invalidAmount, 422, 'Amount must be a positive whole number of pence.', { amount: ['Amount must be greater than 0'] });
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
  if (amount < 0) await emitBalanceLowIfCrossed(tx, { teamId: entry.teamId, before: balanceFrom(ledger, team.creditLimit), after: balanceFrom(ledger + amount, team.creditLimit), at });
  return repo.insertLedgerRow(tx, { ...rest, amount, balanceAfter: ledger + amount, createdAt: at });
}

/** Takes money from the balance (and credit); refused when total_available is short. */
export async function spend(tx: Db, entry: TLedgerEntry & { amount: number }): Promise<TTeamTransactionRow> {
  assertPence(entry.amount);
  return append(tx, entry, -entry.amount, (ledger, creditLimit) => {
    if (balanceFrom(ledger, creditLimit).total_available < entry.amount)
      throw new AppError(ERROR_CODES.insufficientBalance, 422, billingTexts.insufficientBalance, { amount: [billingTexts.insufficientBalance] });
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
        throw new AppError(ERROR_CODES.insufficientBalance, 422, billingTexts.insufficientBalance);
    },
  );
}


/** A card payment made directly (not from the balance), in the caller's transaction; a second row for the same payment is ignored. */
export async function recordDirectTransaction(tx: Db, values: Parameters<typeof repo.insertDirectTransaction>[1]) {
  return repo.insertDirectTransaction(tx, values);
}

/** A refunded card payment shows as reverted in the direct history. */
export async function markDirectRefunded(tx: Db, paymentIntentId: string, at: Date) {
  await repo.markDirectRefunded(tx, paymentIntentId, at);
}

/** The balance as the API answers it (pounds). */
export const balanceInPounds = (b: TBalance): TBalance => ({
  balance: toPounds(b.balance),
  credit_limit: toPounds(b.credit_limit),
  credit_used: toPounds(b.credit_used),
  credit_available: toPounds(b.credit_available),
  total_available: toPounds(b.total_available),
});

/** GET /teams/{teamId}/balance. */
export const teamBalance = async (db: Db, access: TTeamAccess): Promise<TBalance> => balanceInPounds(await getBalance(db, access.team.id));

/** GET /teams/{teamId}/check-balance?amount (pounds): can the team pay this from balance and credit? */
export async function checkBalance(db: Db, access: TTeamAccess, amountPounds: number): Promise<TCheckBalance> {
  const b = await getBalance(db, access.team.id);
  return { amount: amountPounds, total_available: toPounds(b.total_available), allowed: b.total_available >= toPence(amountPounds) };
}
