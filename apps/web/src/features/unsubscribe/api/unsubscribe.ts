import type { TUnsubscribeResult, TUnsubscribeView } from '@gifthub/shared/unsubscribe';
import { publicCall } from '../../../lib/public-api';

/** The API path (below /api/v1) that says what a link unsubscribes from; the server puts its answer into the page. */
export const unsubscribeViewPath = (token: string) => `/unsubscribe?token=${encodeURIComponent(token)}`;

export const getUnsubscribe = (token: string) => publicCall<TUnsubscribeView>('GET', unsubscribeViewPath(token));

/** The confirm button: the category stops (the link's GET changes nothing, so link scanners unsubscribe nobody). */
export const confirmUnsubscribe = (token: string) => publicCall<TUnsubscribeResult>('POST', '/unsubscribe', { token });
