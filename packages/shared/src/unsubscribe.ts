import { z } from 'zod';
import { EMAIL_PREFERENCES } from './users';

// The texts and the page's base are in unsubscribe-texts.ts (no zod), which the light public entry imports.

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
