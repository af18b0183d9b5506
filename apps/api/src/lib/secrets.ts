import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits, URL-safe. */
export const randomSecret = (bytes = 32) => randomBytes(bytes).toString('base64url');
export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

export type TTokenPayload = { sid: string; typ: 'api' | 'wp'; exp: number };

// Unpadded base64url of a 32-byte HMAC-SHA256 is always 43 characters from this alphabet.
const SIG_RE = /^[A-Za-z0-9_-]{43}$/;
const BODY_RE = /^[A-Za-z0-9_-]+$/;

/** Signed bearer token: v1.<payload>.<hmac>. The session row it names is what makes it revocable. */
export function signToken(payload: TTokenPayload, key: string): string {
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  const sig = createHmac('sha256', key).update(body).digest('base64url');
  return `v1.${body}.${sig}`;
}

/**
 * Accepts one spelling of a token only: Node's base64url decoder also takes '+', '/', '=' padding and
 * ignores a last character's spare bits, so the signature is compared as the canonical string instead.
 */
export function verifyToken(token: string, key: string, nowMs: number): TTokenPayload | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [v, body, sig] = parts as [string, string, string];
  if (v !== 'v1' || !BODY_RE.test(body) || !SIG_RE.test(sig)) return null;
  const expected = Buffer.from(createHmac('sha256', key).update(body).digest('base64url'));
  if (!timingSafeEqual(Buffer.from(sig), expected)) return null;
  const raw = Buffer.from(body, 'base64url');
  if (raw.toString('base64url') !== body) return null;
  try {
    const payload = JSON.parse(raw.toString('utf8')) as Partial<TTokenPayload> | null;
    if (!payload || typeof payload.sid !== 'string' || (payload.typ !== 'api' && payload.typ !== 'wp')) return null;
    if (typeof payload.exp !== 'number' || payload.exp * 1000 <= nowMs) return null;
    return { sid: payload.sid, typ: payload.typ, exp: payload.exp };
  } catch {
    return null;
  }
}

// Secrets we must give back later (an outside system's OAuth tokens) are sealed at rest with AES-256-GCM under a
// key derived from TOKEN_KEY for that purpose: a copy of the database alone does not hand them out.
const sealKey = (key: string, purpose: string) => createHash('sha256').update(`seal:${purpose}:${key}`).digest();

/** s1.<iv>.<tag>.<ciphertext>, base64url; `purpose` separates the keys of different uses. */
export function sealSecret(value: string, key: string, purpose: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', sealKey(key, purpose), iv);
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  return ['s1', iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), body.toString('base64url')].join('.');
}

/** The sealed value, or null when it was sealed under another key or purpose, or altered. */
export function openSecret(sealed: string, key: string, purpose: string): string | null {
  const [v, iv, tag, body] = sealed.split('.');
  if (v !== 's1' || !iv || !tag || body === undefined) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', sealKey(key, purpose), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
