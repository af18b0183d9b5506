import type { TTestApp } from '../../test/test-app';
import { isSandboxGateway, type TSandboxGateway } from './sandbox-gateway';

/** Shared by the payments tests: the sandbox, and adding a card the way the browser does. */
export const sandboxOf = (t: TTestApp): TSandboxGateway => {
  if (!isSandboxGateway(t.deps.gateway)) throw new Error('the tests run on the sandbox gateway');
  return t.deps.gateway;
};

export const futureYear = () => new Date().getUTCFullYear() + 3;

/** GET intent → the sandbox's confirm endpoint (as the browser) → POST /stripe/methods. */
export async function addCard(t: TTestApp, token: string, teamId: number, number: string, card: Partial<{ exp_month: number; exp_year: number; cvc: string }> = {}) {
  const intent = await t.app.inject({ method: 'POST', url: `/api/v1/teams/${teamId}/stripe/intent`, headers: t.as(token) });
  if (intent.statusCode !== 200) throw new Error(`intent ${intent.statusCode} ${intent.body}`);
  const { clientSecret } = intent.json() as { clientSecret: string };
  const setupIntentId = clientSecret.split('_secret_')[0]!;
  const confirm = await t.app.inject({
    method: 'POST',
    url: `/api/v1/sandbox-gateway/setup_intents/${setupIntentId}/confirm`,
    payload: { client_secret: clientSecret, card: { number, exp_month: 12, exp_year: futureYear(), cvc: '123', ...card } },
  });
  const save = await t.app.inject({ method: 'POST', url: `/api/v1/teams/${teamId}/stripe/methods`, headers: t.as(token), payload: { setup_intent_id: setupIntentId } });
  return { setupIntentId, clientSecret, confirm, save, card: save.statusCode === 200 ? (save.json().card as { id: number; country: string; preferred: boolean; last4: string } | null) : null };
}

/**
 * Puts value under key in one of deps.payments' tables (what the app wired in buildApp) and answers the undo,
 * which puts back what was there before, unless something else replaced value meanwhile.
 */
export function swapIn<K, V>(table: Map<K, V>, key: K, value: V) {
  const had = table.has(key);
  const previous = table.get(key);
  table.set(key, value);
  return () => {
    if (table.get(key) !== value) return;
    if (had) table.set(key, previous as V);
    else table.delete(key);
  };
}
