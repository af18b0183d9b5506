import { randomBytes, timingSafeEqual } from 'node:crypto';
import {
  API_KEY_RE,
  API_KEYS_MAX_PER_TEAM,
  apiKeyTexts,
  ZApiKeyCreate,
  type TApiKey,
  type TApiKeyCreate,
  type TApiKeyCreated,
} from '@gifthub/shared/api-keys';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { API_KEY_PREFIX } from '@gifthub/shared/integrations';
import { effectivePermissions } from '@gifthub/shared/permissions';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { randomSecret, sha256 } from '../../lib/secrets';
import type { TTeamAccess } from '../teams/team-access';
import { resolveTeamAccess } from '../teams/teams.service';
import type { TApiKeyRow } from './api-keys.table';
import * as repo from './api-keys.repository';

type TKeyDeps = Pick<TDeps, 'db' | 'clock'>;

const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** Last used is written at most once in this long per key, not on every request. */
export const LAST_USED_RESOLUTION_MS = 60_000;

/** n base62 characters, unbiased (bytes of 248 and over are drawn again). */
function base62(n: number) {
  let out = '';
  while (out.length < n) for (const b of randomBytes(n * 2)) if (b < 248 && out.length < n) out += BASE62[b % 62];
  return out;
}

/** ghk_<lookup>_<secret>: the lookup (12 base62, 71 bits) finds the row; the secret is 256 random bits. */
export function generateApiKey() {
  const key = `${API_KEY_PREFIX}${base62(12)}_${randomSecret(32)}`;
  return { key, lookup: key.slice(API_KEY_PREFIX.length, API_KEY_PREFIX.length + 12), keyHash: sha256(key), preview: `${API_KEY_PREFIX}…${key.slice(-4)}` };
}

const view = (r: TApiKeyRow): TApiKey => ({
  id: r.id,
  name: r.name,
  preview: r.preview,
  role: r.role,
  created_at: r.createdAt.toISOString(),
  last_used_at: r.lastUsedAt?.toISOString() ?? null,
});

const notFound = () => new AppError(ERROR_CODES.notFound, 404, apiKeyTexts.notFound);

export async function listApiKeys(deps: TKeyDeps, access: TTeamAccess): Promise<TApiKey[]> {
  return (await repo.listLiveKeys(deps.db, access.team.id)).map(view);
}

export async function getApiKey(deps: TKeyDeps, access: TTeamAccess, id: number): Promise<TApiKey> {
  const row = await repo.findLiveKey(deps.db, access.team.id, id);
  if (!row) throw notFound();
  return view(row);
}

/**
 * GET /teams/{teamId}/api_keys/master. The spec says only that a master key exists: it is the team's oldest live key
 * with full access (the one a team's integration is usually built on), answered as metadata, never the secret.
 */
export async function getMasterApiKey(deps: TKeyDeps, access: TTeamAccess): Promise<TApiKey> {
  const row = await repo.findMasterKey(deps.db, access.team.id);
  if (!row) throw new AppError(ERROR_CODES.notFound, 404, apiKeyTexts.noMasterKey);
  return view(row);
}

/** POST /teams/{teamId}/api_keys: the only answer that carries the real key; only its sha256 is stored. */
export async function createApiKey(deps: TKeyDeps, access: TTeamAccess, raw: TApiKeyCreate): Promise<TApiKeyCreated> {
  const input = ZApiKeyCreate.parse(raw);
  const made = generateApiKey();
  const row = await deps.db.transaction(async (tx) => {
    await repo.lockTeamKeys(tx, access.team.id);
    if ((await repo.countLiveKeys(tx, access.team.id)) >= API_KEYS_MAX_PER_TEAM) throw new AppError(ERROR_CODES.conflict, 409, apiKeyTexts.tooMany);
    return repo.insertKey(tx, {
      teamId: access.team.id,
      createdBy: access.userId,
      name: input.name,
      lookup: made.lookup,
      keyHash: made.keyHash,
      preview: made.preview,
      role: input.role,
      createdAt: deps.clock.now(),
    });
  });
  return { ...view(row), key: made.key };
}

/** DELETE: stamps revoked_at; the key is refused from the next request (keys are read from the table each time). */
export async function deleteApiKey(deps: TKeyDeps, access: TTeamAccess, id: number) {
  if (!(await repo.revokeKey(deps.db, access.team.id, id, deps.clock.now()))) throw notFound();
  return { ok: true };
}

export const invalidKey = () => new AppError(ERROR_CODES.invalidToken, 401, apiKeyTexts.invalid);

/**
 * A bearer ghk_ token → its live key row, or 401. One indexed read by the lookup part, then the sha256 of the whole
 * token compared in constant time. No cache: a deleted key is refused from the very next request.
 */
export async function findApiKey(deps: TKeyDeps, token: string): Promise<TApiKeyRow> {
  const m = API_KEY_RE.exec(token);
  if (!m) throw invalidKey();
  const row = await repo.findKeyByLookup(deps.db, m[1]!);
  if (!row || !timingSafeEqual(Buffer.from(sha256(token)), Buffer.from(row.keyHash))) throw invalidKey();
  return row;
}

/**
 * Who a key acts as: its creator, while they are still an active member of the key's team (else 403: a key does not
 * outlive its creator's membership), with a Team Manager's default permissions on the team's real plan. A read-only
 * key holds the same permissions; the auth plugin lets it make GET calls only.
 */
export async function apiKeyAccess(deps: TKeyDeps, row: TApiKeyRow): Promise<TTeamAccess> {
  if (row.createdBy === null) throw AppError.forbidden(apiKeyTexts.creatorGone);
  const access = await resolveTeamAccess(deps.db, row.teamId, { id: row.createdBy, isBbAdmin: false }).catch((err: unknown) => {
    if (err instanceof AppError && err.status === 404) throw AppError.forbidden(apiKeyTexts.creatorGone);
    throw err;
  });
  return { ...access, role: 'manager', storedPermissions: null, permissions: effectivePermissions('manager', null) };
}

/** Records last used at most once a minute per key: the update matches only when the stored time is stale. */
export async function touchApiKey(deps: TKeyDeps, row: TApiKeyRow) {
  const now = deps.clock.now();
  if (row.lastUsedAt && now.getTime() - row.lastUsedAt.getTime() < LAST_USED_RESOLUTION_MS) return;
  await repo.touchLastUsed(deps.db, row.id, now, new Date(now.getTime() - LAST_USED_RESOLUTION_MS));
}
