import { useSyncExternalStore } from 'react';

/**
 * The claim token from verification, kept for the tab's session so a reload neither asks again nor hides an
 * eGift code the recipient has just claimed. It expires on the server after 30 minutes.
 */
const key = (secret: string) => `gifthub.gift-claim-token.${secret}`;
const listeners = new Set<() => void>();

export const claimToken = {
  get: (secret: string): string | null => {
    try {
      return window.sessionStorage.getItem(key(secret));
    } catch {
      return null;
    }
  },
  set: (secret: string, token: string | null) => {
    try {
      if (token) window.sessionStorage.setItem(key(secret), token);
      else window.sessionStorage.removeItem(key(secret));
    } catch {
      // Private modes may refuse storage; the token then lives only in the page's state.
    }
    for (const l of listeners) l();
  },
};

const subscribe = (l: () => void) => {
  listeners.add(l);
  return () => listeners.delete(l);
};

/** The token for this gift: none on the server (it cannot see the tab's storage), the stored one in the browser. */
export const useClaimToken = (secret: string) =>
  useSyncExternalStore(
    subscribe,
    () => claimToken.get(secret),
    () => null,
  );
