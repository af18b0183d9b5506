import type { TRequestOptions } from '../../../lib/api-client';

/**
 * Options for every call of the recipient's gift page: no portal token, no session redirects, no catalogue
 * alerts or 'Request complete' (the page shows its own messages beside what the recipient typed).
 */
export const PUBLIC_CALL: TRequestOptions = { public: true, quiet: true, successAlert: false };

export const giftPath = (secret: string, action = '') => `/public/gifts/${encodeURIComponent(secret)}${action ? `/${action}` : ''}`;
