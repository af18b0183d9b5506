import { z } from 'zod';
import { enumField, requiredString } from './fields';
import { API_KEY_PREFIX, API_KEY_ROLES, type TApiKeyRole } from './integrations';

/**
 * A team's API keys (spec 3 §2.10 Integrations, §3 API key, §5, §6 Pro only, §7; issue 17). The real key is answered
 * once, by the POST that makes it; every read shows its preview only. Keys are sent as Authorization: Bearer <key>.
 */

/** Per key, on every request it authenticates (plugins/rate-limit.ts), answered with the RateLimit headers. */
export const API_KEY_RATE_LIMIT = { max: 120, windowMs: 60_000 } as const;
/** A team holds at most this many live keys (the list is one short table, not a paged one). */
export const API_KEYS_MAX_PER_TEAM = 50;
export const API_KEY_NAME_MAX = 100;
/** Characters of the key the preview keeps (after the prefix). */
export const API_KEY_PREVIEW_CHARS = 4;
/** ghk_<12 base62 lookup>_<43 base64url secret (256 bits)>: what the auth plugin accepts as a key at all. */
export const API_KEY_RE = /^ghk_([A-Za-z0-9]{12})_([A-Za-z0-9_-]{43})$/;
export const isApiKeyToken = (token: string) => token.startsWith(API_KEY_PREFIX);

export const API_KEY_ROLE_LABELS: Record<TApiKeyRole, string> = {
  'read-only': 'Read only (GET calls)',
  full: 'Full access (acts as a Team Manager)',
};

/** POST /teams/{teamId}/api_keys. Spec 3 §5: 'API key: Name required.' Read-only unless full access is chosen. */
export const ZApiKeyCreate = z.object({
  name: requiredString('Name', { max: API_KEY_NAME_MAX }),
  role: enumField('Role', API_KEY_ROLES).default('read-only'),
});
export type TApiKeyCreate = z.input<typeof ZApiKeyCreate>;

/** One row of the table: Key Name, Token preview, Created, Last Used (spec 3 §2.10), and the key's role. */
export const ZApiKey = z.object({
  id: z.number().int(),
  name: z.string(),
  preview: z.string(),
  role: z.enum(API_KEY_ROLES),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type TApiKey = z.infer<typeof ZApiKey>;

export const ZApiKeyList = z.array(ZApiKey);
export type TApiKeyList = z.infer<typeof ZApiKeyList>;

/** The POST's answer: the row and the real key, the only time it is ever shown. */
export const ZApiKeyCreated = ZApiKey.extend({ key: z.string().startsWith(API_KEY_PREFIX) });
export type TApiKeyCreated = z.infer<typeof ZApiKeyCreated>;

/** The spec's texts (spec 3 §2.10, §5) and the API's own answers about keys. */
export const apiKeyTexts = {
  deleteConfirm: 'Are you sure you want to delete this API Key? This can not be undone.',
  copiedTitle: 'API Key Copied',
  copiedMessage: 'The API key has been copied to your clipboard.',
  createdOnce: 'Copy this key now: it will not be shown again.',
  invalid: 'This API key is not valid or has been deleted.',
  publicApiOnly: 'API keys may call only the public API.',
  readOnly: 'This API key is read-only: it may only make GET requests.',
  creatorGone: 'The member who created this API key is no longer in the team. Please create a new key.',
  noMasterKey: 'This team has no master key yet: create an API key with full access.',
  tooMany: `A team can have up to ${API_KEYS_MAX_PER_TEAM} API keys. Please delete one to create another.`,
  notFound: 'API key not found.',
  tooManyRequests: 'Too many requests with this API key. Please slow down and try again shortly.',
} as const;
