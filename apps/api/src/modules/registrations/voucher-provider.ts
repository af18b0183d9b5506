import { randomBytes } from 'node:crypto';
import { GIFT_PAGE_BASE } from '@gifthub/shared/constants';

/** An issued eGift: the code the recipient redeems and where. */
export type TIssuedVoucher = { code: string; redeem_url: string };

/**
 * Where eGift codes come from, like the payment gateway: an interface with a built-in sandbox. A real
 * provider adapter implements issue() against its API; nothing else in the module changes.
 */
export type TVoucherProvider = {
  kind: 'sandbox' | string;
  /**
   * valuePence is the face value of one voucher; reference names our registration (for the provider's idempotency);
   * siteUrl is our public address (the sandbox redeems on our own host; a real provider answers its own URL).
   */
  issue: (p: { brand: string; valuePence: number; reference: string; siteUrl: string }) => Promise<TIssuedVoucher>;
};

/** Thrown by a provider that could not issue (unreachable, refused): the caller undoes the sale or the claim. */
export class VoucherProviderError extends Error {}

// Crockford-like alphabet: no 0/O or 1/I/L, so codes read back without mistakes.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

/** 16 characters from a 31-letter alphabet (~79 bits), shown in groups of four: ABCD-EFGH-JKMN-PQRS. */
export function sandboxCode(): string {
  const bytes = randomBytes(32);
  let out = '';
  for (const b of bytes) {
    // Rejection sampling keeps every letter equally likely.
    if (b >= 248) continue;
    out += ALPHABET[b % ALPHABET.length];
    if (out.length === 16) break;
  }
  if (out.length < 16) return sandboxCode();
  return out.match(/.{4}/g)!.join('-');
}

/** Issues random codes redeemable on our own host (/pick-a-gift/redeem/{code}); never calls out. */
export function createSandboxVoucherProvider(): TVoucherProvider {
  return {
    kind: 'sandbox',
    issue: async ({ siteUrl }) => {
      const code = sandboxCode();
      return { code, redeem_url: `${siteUrl}/${GIFT_PAGE_BASE}/redeem/${code}` };
    },
  };
}
