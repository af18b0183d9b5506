import { toPounds } from '@gifthub/shared/pricing';
import type { TPaymentAttempt } from '@gifthub/shared/payments';
import type { TDeps } from '../../deps';
import { findIdempotentAnswer } from '../idempotency/idempotency.service';
import type { TTeamAccess } from '../teams/team-access';
import type { TPaymentIntentRow } from './payments.table';
import * as repo from './payments.repository';

/**
 * GET /teams/{teamId}/payment-attempts/{key}: what became of a payment attempt the portal lost sight of (the
 * page was left while it ran). Two records answer it, both the caller's own: the card payment intent that
 * attempt created (purpose.attempt, in this team), which says whether money moved; else the kept answer to
 * the request (plugins/idempotency.ts), which covers what moves no card money (a balance spend, an invoice
 * request). Neither means the request never ran to an end that took money: a 5xx frees the key, and a card
 * payment is recorded before it is confirmed.
 */
export async function paymentAttempt(deps: TDeps, access: TTeamAccess, key: string): Promise<TPaymentAttempt> {
  const [intent, answer] = await Promise.all([repo.findIntentByAttempt(deps.db, access.team.id, access.userId, key), findIdempotentAnswer(deps.db, access.userId, key)]);
  const message = answer?.state === 'done' && (answer.statusCode ?? 200) >= 400 ? messageOf(answer.body) : null;
  if (intent) return { ...fromIntent(intent), message };
  if (!answer) return { outcome: 'failed', kind: null, amount: null, message: null };
  const kind = kindOfRoute(answer.route, answer.body);
  const amount = kind === 'gift' ? null : poundsField(answer.body, 'amount');
  if (answer.state === 'pending') return { outcome: 'processing', kind, amount, message: null };
  const status = answer.statusCode ?? 200;
  // 409 is "still running" (a card payment still processing): the outcome is not known yet.
  if (status === 409) return { outcome: 'processing', kind, amount, message: null };
  return status < 400 ? { outcome: 'succeeded', kind, amount, message: null } : { outcome: 'failed', kind, amount, message };
}

const REFUNDED = new Set(['refunded']);
const FAILED = new Set(['requires_payment_method', 'canceled', 'requires_action']);

function fromIntent(row: TPaymentIntentRow): Omit<TPaymentAttempt, 'message'> {
  const purpose = (row.purpose ?? {}) as { amount?: unknown; refunded?: unknown };
  const topUp = row.suffix === 'top-up';
  const amount = topUp && Number.isSafeInteger(purpose.amount) ? toPounds(purpose.amount as number) : toPounds(row.amount);
  const kind = topUp ? 'top-up' : 'gift';
  const refunded = Number(purpose.refunded ?? 0);
  if (REFUNDED.has(row.status) || refunded >= row.amount) return { outcome: 'refunded', kind, amount: toPounds(refunded > 0 ? refunded : row.amount) };
  if (FAILED.has(row.status)) return { outcome: 'failed', kind, amount };
  // Charged and its top-up or gift written; charged but not written yet (the reconciler writes or refunds it), or still at the bank.
  if (row.status === 'succeeded' && row.appliedAt) return { outcome: 'succeeded', kind, amount };
  return { outcome: 'processing', kind, amount };
}

/** The kept answer's route names what was bought: POST /teams/:teamId/top-up, or a gift (send or link). */
function kindOfRoute(route: string, body: unknown): TPaymentAttempt['kind'] {
  if (route.endsWith('/top-up')) return (body as { status?: unknown } | null)?.status === 'requested' ? 'top-up-request' : 'top-up';
  return route.includes('/gb-registrations') ? 'gift' : null;
}

const poundsField = (body: unknown, field: string) => {
  const v = (body as Record<string, unknown> | null)?.[field];
  return typeof v === 'number' && Number.isFinite(v) ? v : null;
};

const messageOf = (body: unknown) => {
  const m = (body as { message?: unknown } | null)?.message;
  return typeof m === 'string' && m ? m : null;
};
