/**
 * The team's CRM connection (spec 3 §2.10, §7): setup, the OAuth status with Connect's install URL, the OAuth return
 * and disconnect, through the CRM provider (deps.crm: the sandbox or HubSpot). And the team's CRM secret, which CRM
 * workflows send to campaign triggers: random (256 bits), kept as a sha256, shown once when made.
 * Routes carry :teamId, so membership, edit-team-settings, Pro and demo read-only are checked before these run.
 */
import { timingSafeEqual } from 'node:crypto';
import { crmAlerts, crmTexts, type TCrmDisconnectResult, type TCrmOauthStatus, type TCrmSecretCreated, type TCrmSecretInfo } from '@gifthub/shared/crm';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { texts } from '@gifthub/shared/messages';
import { PORTAL_BASE } from '@gifthub/shared/routes';
import { AppError } from '../../lib/app-error';
import type { TLinkDeps } from '../../lib/public-url';
import { openSecret, randomSecret, sealSecret, sha256 } from '../../lib/secrets';
import type { TTeamAccess } from '../teams/team-access';
import { requirePermission, resolveTeamAccess } from '../teams/teams.service';
import { findUserById } from '../users/users.service';
import { CrmUnavailableError } from './crm-provider';
import * as repo from './crm.repository';
import { readState, signState } from './crm-state';

const SECRET_PREFIX = 'ghcrm_';
const redirectUri = (deps: TLinkDeps) => `${deps.config.publicUrl}/api/v1/crm/hubspot/oauth/return`;

// The CRM's OAuth tokens are sealed at rest (lib/secrets sealSecret), opened only to call the CRM; tokens sealed
// under an older TOKEN_KEY do not open, and the team connects again.
const TOKENS_SEAL = 'crm-tokens';
function openTokens(deps: TLinkDeps, row: { accessToken: string | null; refreshToken: string | null }) {
  const accessToken = row.accessToken ? openSecret(row.accessToken, deps.config.tokenKey, TOKENS_SEAL) : null;
  if (!accessToken) return null;
  return { accessToken, refreshToken: row.refreshToken ? openSecret(row.refreshToken, deps.config.tokenKey, TOKENS_SEAL) : null };
}

/** POST /teams/{teamId}/crm/setup: the team's row with the configured provider, before Connect. */
export async function setupCrm(deps: TLinkDeps, access: TTeamAccess) {
  await repo.ensureConnection(deps.db, access.team.id, deps.crm.kind, deps.clock.now());
  return { ok: true as const };
}

/** GET /teams/{teamId}/crm/hubspot/oauth/status: connected or not, and where Connect goes (a fresh signed state each time). */
export async function crmStatus(deps: TLinkDeps, access: TTeamAccess): Promise<TCrmOauthStatus> {
  const row = await repo.findConnection(deps.db, access.team.id);
  const connected = Boolean(row?.connectedAt && row.accessToken);
  const state = signState({ teamId: access.team.id, userId: access.userId }, deps.config.tokenKey, deps.clock.now().getTime());
  return {
    provider: deps.crm.kind,
    installUrl: deps.crm.installUrl({ state, redirectUri: redirectUri(deps) }),
    isConnected: connected,
    account: connected ? (row?.account ?? null) : null,
    connected_at: connected ? (row?.connectedAt?.toISOString() ?? null) : null,
  };
}

/** POST /teams/{teamId}/crm/hubspot/oauth/disconnect: gives the tokens up at the CRM, then forgets them whatever it said. */
export async function disconnectCrm(deps: TLinkDeps, access: TTeamAccess): Promise<TCrmDisconnectResult> {
  const row = await repo.findConnection(deps.db, access.team.id);
  const tokens = row ? openTokens(deps, row) : null;
  if (tokens) {
    try {
      await deps.crm.revoke(tokens);
    } catch (err) {
      // Forgotten here all the same: the team asked to stop, and the CRM's own token expires.
      deps.log.warn({ err: err instanceof CrmUnavailableError ? err.message : 'revoke failed', teamId: access.team.id }, 'CRM revoke failed');
    }
  }
  await repo.deleteConnection(deps.db, access.team.id);
  return { ok: true, message: crmAlerts.disconnected };
}

/**
 * POST /teams/{teamId}/integrations { type: 'hubspot' }: the team's row (setup), then the OAuth status, whose
 * installUrl is where the browser goes to finish connecting in the CRM.
 */
export async function connectIntegration(deps: TLinkDeps, access: TTeamAccess): Promise<TCrmOauthStatus> {
  await setupCrm(deps, access);
  return crmStatus(deps, access);
}

/** GET …/crm/hubspot/oauth/disconnect: a disconnect asked by a read, so the demo's read-only rule is checked here. */
export async function disconnectCrmByGet(deps: TLinkDeps, access: TTeamAccess): Promise<TCrmDisconnectResult> {
  if (access.isDemo) throw AppError.forbidden(texts.demoReadOnly, ERROR_CODES.demoReadOnly);
  return disconnectCrm(deps, access);
}

/** Where the OAuth return lands: the Integrations page with connection=true|false and the message to show. */
const portalReturn = (deps: TLinkDeps, connected: boolean, message: string) =>
  `${deps.config.publicUrl}/${PORTAL_BASE}/settings/integrations?${new URLSearchParams({ connection: String(connected), message })}`;

/**
 * GET /crm/hubspot/oauth/return (public: the CRM sends the browser): the signed state names team and member, who
 * must still be allowed to change the team's integrations; its code buys the tokens. Answers the portal's address.
 */
export async function oauthReturn(deps: TLinkDeps, q: { code?: string; state?: string; error?: string }): Promise<string> {
  const state = q.state ? readState(q.state, deps.config.tokenKey, deps.clock.now().getTime()) : null;
  if (!state || !q.state) return portalReturn(deps, false, crmTexts.stateInvalid);
  if (q.error || !q.code) return portalReturn(deps, false, crmTexts.denied);
  const user = await findUserById(deps.db, state.userId);
  if (!user) return portalReturn(deps, false, crmTexts.stateInvalid);
  try {
    const access = await resolveTeamAccess(deps.db, state.teamId, { id: user.id, isBbAdmin: user.isBbAdmin });
    requirePermission(access, 'edit-team-settings');
    if (access.isDemo) return portalReturn(deps, false, crmAlerts.connectFailedDefault);
  } catch {
    return portalReturn(deps, false, crmTexts.stateInvalid);
  }
  let tokens;
  try {
    tokens = await deps.crm.exchangeCode({ code: q.code, redirectUri: redirectUri(deps) });
  } catch (err) {
    deps.log.warn({ err: err instanceof CrmUnavailableError ? err.message : 'exchange failed', teamId: state.teamId }, 'CRM code exchange failed');
    return portalReturn(deps, false, crmAlerts.connectFailedDefault);
  }
  const done = await repo.connect(deps.db, state.teamId, sha256(q.state), {
    provider: deps.crm.kind,
    account: tokens.account,
    accessToken: sealSecret(tokens.accessToken, deps.config.tokenKey, TOKENS_SEAL),
    refreshToken: tokens.refreshToken === null ? null : sealSecret(tokens.refreshToken, deps.config.tokenKey, TOKENS_SEAL),
    tokenExpiresAt: tokens.expiresAt,
    connectedAt: deps.clock.now(),
    connectedBy: user.id,
  });
  if (!done) return portalReturn(deps, false, crmTexts.stateInvalid);
  return portalReturn(deps, true, crmAlerts.connectedDefault);
}

// ---------------------------------------------------------------- the CRM secret

async function secretInfo(deps: TLinkDeps, teamId: number): Promise<TCrmSecretInfo> {
  const row = await repo.findSecret(deps.db, teamId);
  if (!row) return { exists: false, preview: null, created_at: null, created_by_name: null };
  const by = row.createdBy ? await findUserById(deps.db, row.createdBy) : undefined;
  return { exists: true, preview: row.preview, created_at: row.createdAt.toISOString(), created_by_name: by ? by.name || by.email : null };
}

/** GET /teams/{teamId}/crm/secret: whether the team has one (never the secret). */
export const getCrmSecret = (deps: TLinkDeps, access: TTeamAccess) => secretInfo(deps, access.team.id);

/** POST /teams/{teamId}/crm/secret: a new secret, answered this once; the old one stops at once. */
export async function createCrmSecret(deps: TLinkDeps, access: TTeamAccess): Promise<TCrmSecretCreated> {
  // Triggers act with the creator's rights, so only a member who may spend the balance can make one.
  requirePermission(access, 'use-balance');
  const secret = `${SECRET_PREFIX}${randomSecret(32)}`;
  await repo.replaceSecret(deps.db, { teamId: access.team.id, secretHash: sha256(secret), preview: `${SECRET_PREFIX}…${secret.slice(-4)}`, createdBy: access.userId, createdAt: deps.clock.now() });
  return { ...(await secretInfo(deps, access.team.id)), secret };
}

/** The team's secret row when `secret` is it (compared as hashes, in constant time); else null. */
export async function matchCrmSecret(deps: Pick<TLinkDeps, 'db'>, teamId: number, secret: string) {
  const row = await repo.findSecret(deps.db, teamId);
  if (!row || !secret.startsWith(SECRET_PREFIX)) return null;
  const ok = timingSafeEqual(Buffer.from(sha256(secret)), Buffer.from(row.secretHash));
  return ok ? row : null;
}
