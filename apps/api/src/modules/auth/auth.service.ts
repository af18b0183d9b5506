import { ERROR_CODES } from '@gifthub/shared/errors';
import { texts } from '@gifthub/shared/messages';
import { slugify } from '@gifthub/shared/fields';
import type { TLogin, TLoginResult, TSignUp, TSignUpInvite, TTeamSignUp } from '@gifthub/shared/auth';
import { ZSignUp, ZTeamSignUp } from '@gifthub/shared/auth';
import type { Db } from '../../db/client';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../lib/passwords';
import { randomSecret, signToken, verifyToken, type TTokenPayload } from '../../lib/secrets';
import { findDemoUser, findUserByEmail, findUserById, insertUser, updateUser } from '../users/users.service';
import { acceptInvitation, createTeamWithManager, findTeamName, liveInvitation } from '../members/members.service';
import { mailTemplates } from '../mail/mail.templates';
import * as repo from './auth.repository';

export type TAuthUser = { userId: number; sessionId: string; isBbAdmin: boolean; isDemo: boolean };

const FAILURE_WINDOW_MS = 15 * 60 * 1000;
const MAX_FAILURES_PER_ACCOUNT = 5;
const MAX_FAILURES_PER_ADDRESS = 20;

// Verified sessions are cached briefly so authenticated reads cost no extra query; revoking in this
// process drops the entry at once, and another process notices within SESSION_CACHE_MS.
const SESSION_CACHE_MS = 5_000;
const sessionCache = new Map<string, { user: TAuthUser; until: number }>();
// Tokens whose signature already checked out, so a repeat costs a lookup instead of an HMAC. Keyed by
// the exact token string and tied to the signing key; expiry and the session are still checked each time.
const verifiedTokens = new Map<string, { key: string; payload: TTokenPayload }>();

export async function login(deps: TDeps, input: TLogin, meta: { ip: string; userAgent?: string }): Promise<TLoginResult> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const email = input.email.toLowerCase();
  const failures = await repo.countFailures(db, email, meta.ip, new Date(now.getTime() - FAILURE_WINDOW_MS));
  if (failures.byEmail >= MAX_FAILURES_PER_ACCOUNT || failures.byIp >= MAX_FAILURES_PER_ADDRESS)
    throw new AppError(ERROR_CODES.throttled, 429, texts.tooManyAttempts);

  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) {
    // Stamped with the app clock, the same clock the window is measured with.
    await repo.recordFailure(db, email, meta.ip, now);
    throw new AppError(ERROR_CODES.badCredentials, 401, texts.invalidCredentials);
  }
  if (failures.byEmail > 0) await repo.clearFailures(db, email);
  return issueSession(db, config, user.id, now, meta);
}

async function issueSession(db: Db, config: TDeps['config'], userId: number, now: Date, meta: { ip: string; userAgent?: string }) {
  const sid = randomSecret(24);
  const exp = Math.floor(now.getTime() / 1000) + config.tokenTtlSeconds;
  await repo.insertSession(db, { id: sid, userId, createdAt: now, expiresAt: new Date(exp * 1000), ip: meta.ip, userAgent: meta.userAgent?.slice(0, 300) });
  return { apiToken: signToken({ sid, typ: 'api', exp }, config.tokenKey), wpToken: signToken({ sid, typ: 'wp', exp }, config.tokenKey) };
}

/** Bearer token → signed-in user, or null when it is forged, expired or revoked. */
export async function authenticate(deps: TDeps, token: string): Promise<TAuthUser | null> {
  const nowMs = deps.clock.now().getTime();
  const key = deps.config.tokenKey;
  let payload: TTokenPayload | null = null;
  const verified = verifiedTokens.get(token);
  if (verified && verified.key === key) payload = verified.payload.exp * 1000 > nowMs ? verified.payload : null;
  else {
    payload = verifyToken(token, key, nowMs);
    if (payload) {
      if (verifiedTokens.size > 50_000) verifiedTokens.clear();
      verifiedTokens.set(token, { key, payload });
    }
  }
  if (!payload) return null;
  const cached = sessionCache.get(payload.sid);
  if (cached && cached.until > nowMs) return cached.user;
  const row = await repo.findLiveSession(deps.db, payload.sid, new Date(nowMs));
  if (!row) {
    sessionCache.delete(payload.sid);
    return null;
  }
  const user = { userId: row.userId, sessionId: row.sessionId, isBbAdmin: row.isBbAdmin, isDemo: row.isDemo };
  if (sessionCache.size > 50_000) sessionCache.clear();
  sessionCache.set(payload.sid, { user, until: Math.min(nowMs + SESSION_CACHE_MS, row.expiresAt.getTime()) });
  return user;
}

/** POST /clear-auth-cookies: revokes the session behind both tokens. */
export async function logout(deps: TDeps, auth: TAuthUser) {
  sessionCache.delete(auth.sessionId);
  await repo.revokeSession(deps.db, auth.sessionId, deps.clock.now());
}

/** Revokes every session of a user but the one named (a password change keeps the current session). */
export async function revokeAllSessions(deps: TDeps, userId: number, exceptSessionId?: string) {
  const rows = await repo.revokeUserSessions(deps.db, userId, deps.clock.now(), exceptSessionId);
  for (const r of rows) sessionCache.delete(r.id);
}

/** GET /sign-up?token: the e-mail and team the invitation is for. */
export async function verifyInvitation(deps: TDeps, token: string): Promise<TSignUpInvite> {
  const inv = await liveInvitation(deps, token);
  return { email: inv.email, team_name: await findTeamName(deps.db, inv.teamId) };
}

/** POST /sign-up: joins the team; the token works once. An existing account confirms with its own password. */
export async function signUp(deps: TDeps, raw: TSignUp) {
  const input = ZSignUp.parse(raw);
  const inv = await liveInvitation(deps, input.token);
  const user = await findUserById(deps.db, inv.userId);
  if (!user) throw new AppError(ERROR_CODES.inviteInvalid, 404, texts.inviteInvalid);
  const existing = Boolean(user.passwordHash);
  if (existing && !(await verifyPassword(input.password, user.passwordHash)))
    throw AppError.field('password', 'This e-mail already has an account: enter its password to join the team.');
  const newHash = existing ? null : await hashPassword(input.password);
  await deps.db.transaction(async (tx) => {
    await acceptInvitation(tx, inv.id, inv.teamId, user.id, deps.clock.now());
    if (newHash) await updateUser(tx, user.id, { name: input.name, passwordHash: newHash });
  });
  return { email: user.email };
}

/** POST /team-sign-up: free creates a team at once; pro creates a trial team with a pending upgrade. */
export async function teamSignUp(deps: TDeps, raw: TTeamSignUp) {
  const input = ZTeamSignUp.parse(raw);
  if (await findUserByEmail(deps.db, input.email)) throw AppError.field('email', 'Email is already registered. Please log in.');
  const passwordHash = await hashPassword(input.password);
  const plan = input.accountPlan === 'pro' ? ('trial' as const) : ('free' as const);
  const details =
    input.accountPlan === 'pro'
      ? { phone: input.phone, size: input.size, sizeOther: input.sizeOther, targetUse: input.targetUse ?? [], brandedGifts: input.brandedGifts, reference: input.reference, referenceOther: input.referenceOther }
      : { reference: input.reference, referenceOther: input.referenceOther };
  const team = await deps.db.transaction(async (tx) => {
    const user = await insertUser(tx, { email: input.email, name: input.name, passwordHash, showTutorial: true });
    const team = await createTeamWithManager(tx, { name: input.teamName, slugBase: slugify(input.teamName) || 'team', plan, userId: user.id, upgradeRequest: plan === 'trial' ? details : null });
    await deps.mailer.enqueue(mailTemplates.welcome(deps.config, { to: input.email, name: input.name, teamName: team.name, plan }), tx);
    if (plan === 'trial')
      await deps.mailer.enqueue(mailTemplates.upgradeRequested(deps.config, { teamName: team.name, teamId: team.id, requester: `${input.name} <${input.email}>`, details }), tx);
    return team;
  });
  void deps.mailer.flush();
  return { team_id: team.id, plan };
}

/** POST /demo-login: preview mode signs in as the demo user without a password. */
export async function demoLogin(deps: TDeps, meta: { ip: string; userAgent?: string }): Promise<TLoginResult> {
  const user = await findDemoUser(deps.db);
  if (!user) throw new AppError(ERROR_CODES.demoUnavailable, 401, 'The demo is not available right now.');
  return issueSession(deps.db, deps.config, user.id, deps.clock.now(), meta);
}

/** Drops failed-login rows older than the throttle window needs (run hourly by server.ts). */
export async function pruneLoginFailures(deps: TDeps) {
  await repo.pruneFailures(deps.db, new Date(deps.clock.now().getTime() - 24 * 60 * 60 * 1000));
}
