import type { z } from 'zod';
import type { TSetupIntent, ZSaveCardResult } from '@gifthub/shared/billing';
import { API_PREFIX, http } from '../../../lib/api-client';

export type TSaveCardResult = z.infer<typeof ZSaveCardResult>;
export type TSandboxCard = { number: string; exp_month: number; exp_year: number; cvc: string };

/** A setup intent for one new card; errors are shown by the modal itself (quiet). */
export const createSetupIntent = (teamId: number) => http.post<TSetupIntent>(`/teams/${teamId}/stripe/intent`, {}, { quiet: true, successAlert: false });

/** Stripe's client secrets read `{setup intent id}_secret_{secret}`; the sandbox follows the same shape. */
export const setupIntentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? clientSecret;

/** After the gateway confirmed the setup intent, the portal records the card (brand, last4, expiry, country). */
export const saveCard = (teamId: number, setupIntentId: string) =>
  http.post<TSaveCardResult>(`/teams/${teamId}/stripe/methods`, { setup_intent_id: setupIntentId }, { quiet: true, successAlert: false });

export type TSandboxConfirm = { ok: true; id: string; status: string } | { ok: false; message: string };

/**
 * The sandbox gateway's browser endpoint: the card goes to the gateway, like Stripe.js sends it to Stripe,
 * without our bearer token and never to the portal's own endpoints.
 */
export async function confirmSandboxSetup(clientSecret: string, card: TSandboxCard): Promise<TSandboxConfirm> {
  const id = setupIntentIdOf(clientSecret);
  let res: Response;
  try {
    res = await fetch(`${API_PREFIX}/sandbox-gateway/setup_intents/${encodeURIComponent(id)}/confirm`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ client_secret: clientSecret, card }),
    });
  } catch {
    return { ok: false, message: 'The payment gate could not be reached.' };
  }
  const data = (await res.json().catch(() => null)) as {
    id?: string;
    status?: string;
    message?: string;
    error?: { message?: string } | string;
    last_setup_error?: { message?: string } | null;
  } | null;
  const errorText = typeof data?.error === 'string' ? data.error : (data?.error?.message ?? data?.last_setup_error?.message ?? data?.message);
  if (!res.ok) return { ok: false, message: errorText ?? 'Your card could not be set up.' };
  if (data?.status === 'requires_payment_method' && errorText) return { ok: false, message: errorText };
  return { ok: true, id: data?.id ?? id, status: data?.status ?? 'succeeded' };
}
