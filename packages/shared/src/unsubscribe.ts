import { z } from 'zod';
import { EMAIL_PREFERENCES } from './users';

/** Browser path of the public unsubscribe page (the light entry), which the link in every notification e-mail opens. */
export const UNSUBSCRIBE_BASE = 'unsubscribe';

// A token is <base64url payload>.<base64url HMAC>; 300 characters is far above any real one.
export const ZUnsubscribeToken = z.string().trim().min(1, { error: 'The unsubscribe link is incomplete.' }).max(300, { error: 'The unsubscribe link is not valid.' });

/** GET /unsubscribe?token=: what the page asks about (nothing changes). */
export const ZUnsubscribeQuery = z.object({ token: ZUnsubscribeToken });
/** POST /unsubscribe: the page's confirm button, and mail clients' one-click (RFC 8058), which send the token in the query. */
export const ZUnsubscribeBody = z.object({ token: ZUnsubscribeToken.optional(), 'List-Unsubscribe': z.string().max(100).optional() });
export const ZUnsubscribePostQuery = z.object({ token: ZUnsubscribeToken.optional() });

export const ZUnsubscribeView = z.object({ category: z.enum(EMAIL_PREFERENCES), label: z.string() });
export type TUnsubscribeView = z.infer<typeof ZUnsubscribeView>;
export const ZUnsubscribeResult = ZUnsubscribeView.extend({ unsubscribed: z.literal(true) });
export type TUnsubscribeResult = z.infer<typeof ZUnsubscribeResult>;

export const unsubscribeTexts = {
  title: 'E-mail notifications',
  question: (label: string) => `Unsubscribe from ${label} e-mails?`,
  explain: 'You will stop receiving these notification e-mails. Other e-mails about your account still reach you.',
  confirm: 'Unsubscribe',
  done: (label: string) => `You will no longer receive ${label} e-mails.`,
  turnBackOn: 'You can turn them back on in your settings.',
  settingsLink: 'Open your settings',
  invalid: 'This unsubscribe link is not valid. Open the latest e-mail and use its link, or change your e-mail notifications in your settings.',
  footerReason: (label: string) => `You receive this because ${label} e-mail notifications are turned on for your account.`,
  footerLink: (label: string) => `Unsubscribe from ${label} e-mails`,
} as const;
