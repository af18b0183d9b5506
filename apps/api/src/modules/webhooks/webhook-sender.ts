/**
 * One signed POST to an endpoint: Gifthub-Signature t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>">
 * (Stripe's scheme, so existing verifiers work), through node's http(s) with the SSRF guard's lookup. No redirects
 * are followed (a 3xx is a failed attempt); the answer's body is not read.
 */
import { createHmac } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import ipaddr from 'ipaddr.js';
import { WEBHOOK_SIGNATURE_HEADER } from '@gifthub/shared/integrations';
import { guardedLookup, hostOf, isAllowedAddress, PrivateAddressError } from './webhook-address';

export const WEBHOOK_TIMEOUT_MS = 10_000;

export const signWebhook = (secret: string, t: number, body: string) => `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;

export type TWebhookSend = { url: string; secret: string; body: string; eventId: string; eventType: string; deliveryId: number; t: number; allowPrivate: boolean };
export type TWebhookAttempt = { ok: boolean; statusCode: number | null; error: string | null };

export function sendWebhook(s: TWebhookSend): Promise<TWebhookAttempt> {
  const url = new URL(s.url);
  const host = hostOf(url);
  // An IP literal is connected to without a lookup, so it is judged here.
  if (ipaddr.isValid(host) && !isAllowedAddress(host, s.allowPrivate)) return Promise.resolve({ ok: false, statusCode: null, error: 'Refused: the endpoint is not a public address.' });
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const req = client.request(
      url,
      {
        method: 'POST',
        lookup: guardedLookup(s.allowPrivate),
        timeout: WEBHOOK_TIMEOUT_MS,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(s.body),
          'user-agent': 'Gifthub-Webhooks/1.0',
          [WEBHOOK_SIGNATURE_HEADER]: signWebhook(s.secret, s.t, s.body),
          'Gifthub-Event': s.eventType,
          'Gifthub-Event-Id': s.eventId,
          'Gifthub-Delivery': String(s.deliveryId),
        },
      },
      (res) => {
        res.resume();
        const code = res.statusCode ?? 0;
        const ok = code >= 200 && code < 300;
        resolve({ ok, statusCode: code, error: ok ? null : `The endpoint answered ${code}.` });
      },
    );
    req.on('timeout', () => req.destroy(new Error('timeout')));
    req.on('error', (err) =>
      resolve({
        ok: false,
        statusCode: null,
        error:
          err instanceof PrivateAddressError
            ? 'Refused: the endpoint is not a public address.'
            : err.message === 'timeout'
              ? `No answer within ${WEBHOOK_TIMEOUT_MS / 1000} seconds.`
              : `Could not connect (${(err as NodeJS.ErrnoException).code ?? 'error'}).`,
      }),
    );
    req.end(s.body);
  });
}
