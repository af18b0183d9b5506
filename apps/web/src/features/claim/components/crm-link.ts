import { useEffect, useSyncExternalStore } from 'react';

// The CRM multi-use link (spec 1 §2): the campaign page with i=hubspot and HubSpot's e-mail token filled in. Read after
// hydration (the server renders the page without its query). Not from shared/crm.ts: that carries zod, the light page does not.
const CRM_LINK_MARKER = 'hubspot';
// HubSpot fills {{contact.email}}; a link opened unfilled (or mangled) is not an address to prefill.
const PLAIN_EMAIL = /^[^\s@{}]+@[^\s@{}]+\.[^\s@{}]+$/;

// On the server there is no window (and Preact's useSyncExternalStore reads getSnapshot there too): no query.
const query = () => new URLSearchParams(typeof window === 'undefined' ? '' : window.location.search);
const noSubscription = () => () => {};

/** Whether this campaign page was opened from the CRM link; gives the e-mail it carries to onEmail once. */
export function useCrmLink(ownPage: boolean, onEmail: (email: string) => void): boolean {
  const fromCrm = useSyncExternalStore(noSubscription, () => ownPage && query().get('i') === CRM_LINK_MARKER, () => false);
  useEffect(() => {
    if (!fromCrm) return;
    const email = query().get('email')?.trim() ?? '';
    if (PLAIN_EMAIL.test(email)) onEmail(email);
    // Once, on arrival: later renders must not put the e-mail back over what the visitor typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromCrm]);
  return fromCrm;
}
