import type { TDeps } from '../../deps';
import { resolveTeamAccess } from '../teams/teams.service';
import { findUserById } from '../users/users.service';
import type { TGatewayPaymentIntent } from './gateway';
import type { TPaymentApplier, TPaymentSuffix, TReconcileAction, TReconcileReport } from './payments.hooks';
import { requirePaymentAllowed } from './payments.service';
import type { TPaymentIntentRow } from './payments.table';
import * as repo from './payments.repository';

/** Statuses that may still hide money taken without a business record. */
const OPEN_STATUSES = ['requires_confirmation', 'processing', 'succeeded', 'refunding'];
export const RECONCILE_AFTER_MS = 10 * 60 * 1000;

/** Whether the payer could still make this payment now (member, permissions, plan); never throws. */
async function payerStillAllowed(deps: TDeps, row: TPaymentIntentRow): Promise<boolean> {
  try {
    const user = row.userId === null ? undefined : await findUserById(deps.db, row.userId);
    if (!user) return false;
    const access = await resolveTeamAccess(deps.db, row.teamId, { id: user.id, isBbAdmin: user.isBbAdmin });
    requirePaymentAllowed(deps, access, row.suffix as TPaymentSuffix);
    return true;
  } catch {
    return false;
  }
}

async function refundOrphan(deps: TDeps, row: TPaymentIntentRow, gi: TGatewayPaymentIntent) {
  const left = gi.amount - gi.amountRefunded;
  if (left > 0) await deps.gateway.refund({ paymentIntentId: row.id, amount: left, idempotencyKey: `gh:reconcile-refund:${row.id}` });
  await repo.updateIntent(deps.db, row.id, { status: 'refunded', purpose: { ...(row.purpose ?? {}), refunded: gi.amount, refunded_by: 'reconcile' }, updatedAt: deps.clock.now() });
}

/** Asks the area that owns a succeeded payment to record it; false when it may not or cannot (it is then refunded). */
async function applyThroughOwner(deps: TDeps, row: TPaymentIntentRow, applier: TPaymentApplier | undefined): Promise<boolean> {
  if (!applier) return false;
  // What the live request would refuse now (plan, permission, membership) is refunded, never applied.
  if (!(await payerStillAllowed(deps, row))) {
    deps.log.warn({ paymentIntentId: row.id }, 'reconcile refunds a payment its payer may no longer make');
    return false;
  }
  try {
    return await applier(deps, { ...row, status: 'succeeded' });
  } catch (e) {
    deps.log.error({ err: e, paymentIntentId: row.id }, 'reconcile could not apply a payment; refunding it');
    return false;
  }
}

/** Settles one intent by what the gateway says became of it. */
async function settleIntent(deps: TDeps, row: TPaymentIntentRow): Promise<TReconcileAction> {
  const { db, clock, gateway } = deps;
  const gi = await gateway.retrievePaymentIntent(row.id);
  const now = clock.now();
  if (!gi) {
    await repo.updateIntent(db, row.id, { status: 'missing', updatedAt: now });
    return { paymentIntentId: row.id, action: 'missing', detail: 'unknown to the gateway' };
  }
  if (row.status === 'refunding' || gi.amountRefunded > 0) {
    // A refund was started (maybe by an earlier run that died): finish it with the same key.
    await refundOrphan(deps, row, gi);
    return { paymentIntentId: row.id, action: 'refunded' };
  }
  if (gi.status === 'requires_confirmation') {
    // Created but never confirmed: no money moved.
    await repo.updateIntent(db, row.id, { status: 'abandoned', updatedAt: now });
    return { paymentIntentId: row.id, action: 'abandoned' };
  }
  // requires_action: the bank wants its holder to authenticate, which an off-session payment never gets.
  if (gi.status === 'requires_payment_method' || gi.status === 'canceled' || gi.status === 'requires_action') {
    await repo.updateIntent(db, row.id, { status: gi.status, updatedAt: now });
    return { paymentIntentId: row.id, action: 'failed', detail: gi.error ?? gi.status };
  }
  if (gi.status !== 'succeeded') {
    if (gi.status !== row.status) await repo.updateIntent(db, row.id, { status: gi.status, updatedAt: now });
    return { paymentIntentId: row.id, action: 'pending', detail: gi.status };
  }
  if (row.status !== 'succeeded') await repo.updateIntent(db, row.id, { status: 'succeeded', updatedAt: now });
  const applier = deps.payments.appliers.get(row.suffix as TPaymentSuffix);
  if (await applyThroughOwner(deps, row, applier)) {
    await repo.claimApplied(db, row.id, clock.now());
    return { paymentIntentId: row.id, action: 'applied', detail: row.suffix };
  }
  // Claim the refund so a late request can no longer apply this payment (markApplied needs 'succeeded').
  const claimed = await repo.moveStatus(db, row.id, 'succeeded', 'refunding', clock.now());
  if (!claimed) return { paymentIntentId: row.id, action: 'pending', detail: 'applied meanwhile' };
  await refundOrphan(deps, claimed, gi);
  return { paymentIntentId: row.id, action: 'refunded', detail: applier ? 'could not apply' : `no applier for ${row.suffix}` };
}

/**
 * Finds intents recorded but never applied, older than olderThanMs, asks the gateway what became of
 * them, and settles them: applies succeeded ones through their area's applier or refunds them. Then
 * runs the other modules' reconcile tasks (deps.payments.reconcileTasks).
 */
export async function reconcilePayments(deps: TDeps, opts: { olderThanMs?: number; limit?: number } = {}): Promise<TReconcileReport> {
  const { db, clock, log } = deps;
  const before = new Date(clock.now().getTime() - (opts.olderThanMs ?? RECONCILE_AFTER_MS));
  const rows = await repo.listUnapplied(db, OPEN_STATUSES, before, opts.limit ?? 100);
  const actions: TReconcileAction[] = [];
  const done = (a: TReconcileAction) => {
    actions.push(a);
    if (a.action !== 'pending') log.info({ paymentIntentId: a.paymentIntentId, action: a.action, detail: a.detail }, 'payment reconciled');
  };

  for (const row of rows) {
    try {
      done(await settleIntent(deps, row));
    } catch (e) {
      log.warn({ err: e, paymentIntentId: row.id }, 'reconcile could not settle a payment; will retry');
      actions.push({ paymentIntentId: row.id, action: 'error', detail: e instanceof Error ? e.message : String(e) });
    }
  }
  let checked = rows.length;
  for (const [name, task] of deps.payments.reconcileTasks) {
    try {
      const report = await task(deps, { before, limit: opts.limit ?? 100 });
      checked += report.checked;
      for (const a of report.actions) done(a);
    } catch (e) {
      log.warn({ err: e, task: name }, 'a reconcile task failed; will retry');
    }
  }
  return { checked, actions };
}

/** The recurring job (background-jobs.ts): one reconcile run, logged when it found anything. */
export async function runPaymentReconcile(deps: TDeps) {
  const report = await reconcilePayments(deps);
  if (report.checked) deps.log.info({ checked: report.checked, actions: report.actions.length }, 'payment reconcile run');
}
