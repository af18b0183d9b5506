import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The API key a request runs under (plugins/api-key-auth.ts sets it around the rest of the request). Services that
 * find a team from a record (a campaign, an order) resolve access through teams.service.resolveTeamAccess, which
 * reads this: a key's user reaches the key's team only, and with the key's (manager) rights, never their own others.
 */
export type TApiKeyScope = { keyId: number; teamId: number; userId: number };
export const apiKeyScope = new AsyncLocalStorage<TApiKeyScope>();
