import { createHmac, timingSafeEqual } from 'node:crypto';
import { EMAIL_PREFERENCES, type TEmailPreference } from '@gifthub/shared/users';

/**
 * The token of an e-mail's unsubscribe link: u1.<base64url "userId:category">.<base64url HMAC-SHA256>, under a key
 * derived from TOKEN_KEY for this use alone. It names one user and one category and does nothing else, so it needs
 * no expiry (links in old e-mails keep working, as mail clients expect); "u1" lets a new key or format replace it.
 */
const VERSION = 'u1';
const key = (tokenKey: string) => `${tokenKey}:unsubscribe:${VERSION}`;
const mac = (tokenKey: string, body: string) => createHmac('sha256', key(tokenKey)).update(`${VERSION}.${body}`).digest('base64url');
const BODY_RE = /^[A-Za-z0-9_-]{1,200}$/;
const SIG_RE = /^[A-Za-z0-9_-]{43}$/;

export function signUnsubscribeToken(tokenKey: string, userId: number, category: TEmailPreference): string {
  const body = Buffer.from(`${userId}:${category}`).toString('base64url');
  return `${VERSION}.${body}.${mac(tokenKey, body)}`;
}

/** The user and category a token names, or null for anything not made by signUnsubscribeToken with this key. */
export function readUnsubscribeToken(tokenKey: string, token: string): { userId: number; category: TEmailPreference } | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [v, body, sig] = parts as [string, string, string];
  if (v !== VERSION || !BODY_RE.test(body) || !SIG_RE.test(sig)) return null;
  // Compared as canonical strings: Node's decoder would also take other spellings of the same bytes.
  if (!timingSafeEqual(Buffer.from(sig), Buffer.from(mac(tokenKey, body)))) return null;
  const m = /^([1-9]\d{0,9}):([a-z-]+)$/.exec(Buffer.from(body, 'base64url').toString('utf8'));
  if (!m || !(EMAIL_PREFERENCES as readonly string[]).includes(m[2]!)) return null;
  return { userId: Number(m[1]), category: m[2] as TEmailPreference };
}
