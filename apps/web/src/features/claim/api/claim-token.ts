/**
 * The claim token from verification, kept for the tab's session so a reload neither asks again nor hides an
 * eGift code the recipient has just claimed. It expires on the server after 30 minutes.
 */
const key = (secret: string) => `gifthub.gift-claim-token.${secret}`;

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
  },
};
