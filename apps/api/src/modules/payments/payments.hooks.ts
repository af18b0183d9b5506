import type { TDeps } from '../../deps';
import type { TTeamAccess } from '../teams/team-access';
import type { TPaymentCardRow, TPaymentIntentRow } from './payments.table';

/** What a card payment is for; other modules tell payments how to price and record each kind. */
export type TPaymentSuffix = 'market' | 'gifting' | 'top-up';

export type TExpectedAmountInput = { rawAmount: number | null; amount: number; description: string; card: TPaymentCardRow };
/** Pence owed for a card payment of this kind, recomputed on the server from what is being bought. */
export type TExpectedAmount = (deps: TDeps, access: TTeamAccess, input: TExpectedAmountInput) => Promise<number> | number;

/**
 * Writes the business record for a succeeded intent whose request died (e.g. billing's card top-up from
 * intent.purpose), or finds it already written; resolves true when the record exists. It should call
 * markApplied in the transaction that writes the record; reconcile marks the intent applied otherwise.
 * Resolving false (or having no applier) refunds the payment.
 */
export type TPaymentApplier = (deps: TDeps, intent: TPaymentIntentRow) => Promise<boolean>;

export type TReconcileAction = { paymentIntentId: string; action: 'applied' | 'refunded' | 'abandoned' | 'failed' | 'pending' | 'missing' | 'error'; detail?: string };
export type TReconcileReport = { checked: number; actions: TReconcileAction[] };

/**
 * More money that reconcile settles on each run, owned by another module: e.g. registrations' refunds of
 * declined card-paid gifts whose first refund failed. Each answers the payments it checked and what it did;
 * before is the cut-off (older work only, so a request still doing it is not raced).
 */
export type TReconcileTask = (deps: TDeps, opts: { before: Date; limit: number }) => Promise<TReconcileReport>;

/**
 * What other modules plug into payments, built once by buildApp (app.ts) and carried in TDeps: no module
 * registers anything at load time. Maps, so a test can swap one entry and put it back.
 */
export type TPaymentHooks = {
  /** How to recompute what a card payment owes, per kind; a kind without one is refused. */
  expectedAmounts: Map<TPaymentSuffix, TExpectedAmount>;
  /** How the reconciler records a succeeded payment of each kind whose request died. */
  appliers: Map<TPaymentSuffix, TPaymentApplier>;
  /** Further work each reconcile run does, by name. */
  reconcileTasks: Map<string, TReconcileTask>;
};
