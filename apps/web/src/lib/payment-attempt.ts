import { ApiError } from './api-client';

/**
 * One Idempotency-Key per payment attempt. The API answers a key sent again with the same body with its first
 * answer (plugins/idempotency.ts), so a retry after a lost answer is charged once, but only if the retry sends
 * the same key. The key is made at the first submit of a payload and kept, in sessionStorage so a reload keeps
 * it too, until the attempt has an outcome; another payload (amount, card, gift) is another attempt.
 */
export type TAttemptScope = { teamId: number; flow: 'top-up' | 'gift-send' | 'gift-invite' | 'campaign-request' | 'product-request' | 'restock' | 'se-campaign-request' | 'enquiry' };
type TStoredAttempt = { key: string; payload: string };

const PREFIX = 'gifthub.payment-attempt';
const storageKey = (s: TAttemptScope) => `${PREFIX}.${s.teamId}.${s.flow}`;

// sessionStorage can be missing or refuse writes (private modes, quota): the tab then keeps attempts in memory.
const memory = new Map<string, string>();
const store = {
  get: (k: string) => {
    try {
      return window.sessionStorage.getItem(k) ?? memory.get(k) ?? null;
    } catch {
      return memory.get(k) ?? null;
    }
  },
  set: (k: string, v: string) => {
    try {
      window.sessionStorage.setItem(k, v);
    } catch {
      memory.set(k, v);
    }
  },
  remove: (k: string) => {
    memory.delete(k);
    try {
      window.sessionStorage.removeItem(k);
    } catch {
      // nothing stored there
    }
  },
};

/** Key order does not matter, as on the API: { a, b } and { b, a } are the same payload. */
const canonical = (v: unknown): unknown =>
  Array.isArray(v) ? v.map(canonical) : v && typeof v === 'object' ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, canonical((v as Record<string, unknown>)[k])])) : v;

/**
 * A 53-bit hash (cyrb53) of the canonical payload: enough to tell payloads apart, and no recipient's name or
 * address is kept in storage. A collision would only reuse a key, which the API refuses for another body.
 */
export function payloadHash(payload: unknown): string {
  const s = JSON.stringify(canonical(payload)) ?? '';
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    h1 = Math.imul(h1 ^ c, 2654435761);
    h2 = Math.imul(h2 ^ c, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(36);
}

const newKey = () => (typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(36).slice(2)}`);

function readAttempt(scope: TAttemptScope): TStoredAttempt | null {
  try {
    const v = JSON.parse(store.get(storageKey(scope)) ?? 'null') as Partial<TStoredAttempt> | null;
    return v && typeof v.key === 'string' && typeof v.payload === 'string' ? { key: v.key, payload: v.payload } : null;
  } catch {
    return null;
  }
}

/** The key of the open attempt when it was for this payload; else a new attempt (and key) for it. */
export function attemptKey(scope: TAttemptScope, payload: unknown): string {
  const hash = payloadHash(payload);
  const open = readAttempt(scope);
  if (open?.payload === hash) return open.key;
  const attempt = { key: newKey(), payload: hash };
  store.set(storageKey(scope), JSON.stringify(attempt));
  return attempt.key;
}

/** The attempt has an outcome: the next submit, even of the same payload, is a new payment. */
export const endAttempt = (scope: TAttemptScope) => store.remove(storageKey(scope));

/**
 * Whether an error is the attempt's outcome. No answer (network error, timeout), a 5xx (the API frees the key:
 * nothing settled, or the outcome unknown), 408 and 429 (not run) and 409 (the first request is still running,
 * or the card payment is still processing) leave it open, so a retry sends the same key. Any other 4xx is a
 * refusal the API settled (a decline, a validation error): a retry with that key would only replay it.
 */
export function endsAttempt(e: unknown): boolean {
  if (!(e instanceof ApiError) || e.status === null) return false;
  return e.status >= 400 && e.status < 500 && ![408, 409, 429].includes(e.status);
}

/** Ends the attempt only if it is still the one with this key (another payload may have started since). */
export function endAttemptWithKey(scope: TAttemptScope, key: string) {
  if (readAttempt(scope)?.key === key) endAttempt(scope);
}

/**
 * A payment the portal may lose sight of: while its request runs, and after an answer that did not settle it,
 * it is kept in localStorage (which outlives a closed tab, unlike the key's sessionStorage), with what it was
 * for, so the next load of the portal can ask the API what became of it (domain/payment's outcome check).
 */
export type TOpenPayment = TAttemptScope & { userId: number; key: string; /** Pounds: the top-up amount or the gift's total. */ amount: number; startedAt: number };

const OPEN_PREFIX = 'gifthub.payment-open.';
/** An attempt older than this is not reported any more (the API keeps answers for a day, intents for longer). */
const OPEN_KEEP_MS = 7 * 24 * 60 * 60 * 1000;

const local = {
  keys: () => {
    try {
      return Object.keys(window.localStorage).filter((k) => k.startsWith(OPEN_PREFIX));
    } catch {
      return [];
    }
  },
  get: (k: string) => {
    try {
      return window.localStorage.getItem(k);
    } catch {
      return null;
    }
  },
  set: (k: string, v: string) => {
    try {
      window.localStorage.setItem(k, v);
    } catch {
      // Without storage the outcome of a left page cannot be shown later; the payment itself is unaffected.
    }
  },
  remove: (k: string) => {
    try {
      window.localStorage.removeItem(k);
    } catch {
      // nothing stored there
    }
  },
};

const isOpenPayment = (v: unknown): v is TOpenPayment => {
  const o = v as Partial<TOpenPayment> | null;
  return Boolean(o) && typeof o!.key === 'string' && typeof o!.teamId === 'number' && typeof o!.userId === 'number' && typeof o!.flow === 'string' && typeof o!.amount === 'number' && typeof o!.startedAt === 'number';
};

export const rememberOpenPayment = (p: TOpenPayment) => local.set(OPEN_PREFIX + p.key, JSON.stringify(p));
export const forgetOpenPayment = (key: string) => local.remove(OPEN_PREFIX + key);

/** The open payments of this person in this team, oldest first; unreadable or too old ones are dropped. */
export function openPayments(teamId: number, userId: number, now = Date.now()): TOpenPayment[] {
  const found: TOpenPayment[] = [];
  for (const k of local.keys()) {
    let v: unknown = null;
    try {
      v = JSON.parse(local.get(k) ?? 'null');
    } catch {
      v = null;
    }
    if (!isOpenPayment(v) || now - v.startedAt > OPEN_KEEP_MS) local.remove(k);
    else if (v.teamId === teamId && v.userId === userId) found.push(v);
  }
  return found.sort((a, b) => a.startedAt - b.startedAt);
}

/** Who pays and how much, for the open-payment record (omitted: nothing is kept for a later visit). */
export type TPaymentOwner = { userId: number; amount: number };

/**
 * Runs a payment request with the attempt's key, and ends the attempt on success or a settled refusal. With
 * an owner, the attempt is also kept as an open payment until then, for the outcome check of a later visit.
 */
export async function inPaymentAttempt<T>(scope: TAttemptScope, payload: unknown, run: (key: string) => Promise<T>, owner?: TPaymentOwner): Promise<T> {
  const key = attemptKey(scope, payload);
  if (owner) rememberOpenPayment({ ...scope, ...owner, key, startedAt: Date.now() });
  const settled = () => {
    endAttempt(scope);
    forgetOpenPayment(key);
  };
  try {
    const result = await run(key);
    settled();
    return result;
  } catch (e) {
    if (endsAttempt(e)) settled();
    throw e;
  }
}
