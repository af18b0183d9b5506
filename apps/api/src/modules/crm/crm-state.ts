import { createHmac, timingSafeEqual } from 'node:crypto';
import { randomSecret } from '../../lib/secrets';

// The OAuth state: which team and member started the connection, until when, signed with the server's token key.
// The CRM hands it back on the return, so nothing is written when Connect's URL is made (a GET).

type TState = { teamId: number; userId: number; exp: number };
const TTL_MS = 15 * 60_000;

const sign = (body: string, key: string) => createHmac('sha256', key).update(`crm-state.${body}`).digest('base64url');

export function signState(p: { teamId: number; userId: number }, key: string, nowMs: number): string {
  const body = Buffer.from(JSON.stringify({ t: p.teamId, u: p.userId, e: nowMs + TTL_MS, n: randomSecret(9) })).toString('base64url');
  return `${body}.${sign(body, key)}`;
}

/** null when forged, malformed or expired. */
export function readState(state: string, key: string, nowMs: number): TState | null {
  const [body, sig, extra] = state.split('.');
  if (!body || !sig || extra !== undefined) return null;
  const expected = Buffer.from(sign(body, key));
  if (Buffer.byteLength(sig) !== expected.length || !timingSafeEqual(Buffer.from(sig), expected)) return null;
  try {
    const v = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as { t?: unknown; u?: unknown; e?: unknown };
    if (typeof v.t !== 'number' || typeof v.u !== 'number' || typeof v.e !== 'number' || v.e <= nowMs) return null;
    return { teamId: v.t, userId: v.u, exp: v.e };
  } catch {
    return null;
  }
}
