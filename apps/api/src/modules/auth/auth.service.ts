import { ERROR_CODES } from '@gifthub/shared/errors';
import { texts } from '@gifthub/shared/messages';
import { slugify } from '@gifthub/shared/fields';
import type { TLogin, TLoginResult, TSignUp, TSignUpInvite, TTeamSignUp } from '@gifthub/shared/auth';
import { currentUserTexts, type TCurrentUserUpdate } from '@gifthub/shared/users';
import { ZSignUp, ZTeamSignUp } from '@gifthub/shared/auth';
import type { Db } from '../../db/client';
import type { TDeps } from '../../deps';
import type { TLinkDeps } from '../../lib/public-url';
import { AppError } from '../../lib/app-error';
import { sqlState, UNIQUE_VIOLATION } from '../../db/sql-state';
import { DUMMY_HASH, hashPassword, verifyPassword } from '../../lib/passwords';
import { randomSecret, signToken, verifyToken, type TTokenPayload } from '../../lib/secrets';
import { findDemoUser, findUserByEmail, findUserById, insertUser, updateCurrentUser, updateUser } from '../users/users.service';
import type { TTeamAccess } from '../teams/team-access';
import { acceptInvitation, createTeamWithManager, liveInvitation } from '../members/members.service';
import { findTeam } from '../teams/teams.service';
import { mailTemplates } from '../mail/mail.templates';
import * as repo from './auth.repository';

export type TAuthUser = { userId: number; sessionId: string; isBbAdmin: boolean; isDemo: boolean };

const THROTTLE_WINDOW_MS = 15 * 60 * 1000;
export const MAX_ATTEMPTS_PER_ACCOUNT = 5;
export const MAX_ATTEMPTS_PER_ADDRESS = 20;

// Tokens whose signature already checked out, so a repeat costs a lookup instead of an HMAC. Keyed by
// the exact token string and tied to the signing key; expiry and the session are still checked each time.
// Sessions themselves are never cached: every request reads its session row (one prepared, indexed query), so a
// logout, a password change or a revocation by any process sharing the database counts from the next request.
const verifiedTokens = new Map<string, { key: string; payload: TTokenPayload }>();

export const accountThrottleKey = (email: string) => `account:${email.toLowerCase()}`;
const addressThrottleKey = (ip: string) => `address:${ip}`;

/**
 * Counts a password attempt on the account and the address before the (slow) password check, in one statement,
 * so parallel guesses each see their own count: over 5 per account or 20 per address in 15 minutes answers 429
 * without checking. Answers the function that takes the attempt back once the password proved right.
 */
async function countPasswordAttempt(deps: TDeps, email: string, ip: string, now: Date) {
  const account = accountThrottleKey(email);
  const address = addressThrottleKey(ip);
  const counts = await repo.countAttempt(deps.db, [account, address], now, new Date(now.getTime() + THROTTLE_WINDOW_MS));
  if ((counts.get(account) ?? 0) > MAX_ATTEMPTS_PER_ACCOUNT || (counts.get(address) ?? 0) > MAX_ATTEMPTS_PER_ADDRESS)
    throw new AppError(ERROR_CODES.throttled, 429, texts.tooManyAttempts);
  // Only failures stay counted: a success clears the account and gives the address its attempt back.
  return () => Promise.all([repo.clearAttempts(deps.db, account), repo.uncountAttempt(deps.db, address, now)]);
}

export async function login(deps: TDeps, input: TLogin, meta: { ip: string; userAgent?: string }): Promise<TLoginResult> {
  const { db, clock, config } = deps;
  const now = clock.now();
  const email = input.email.toLowerCase();
  const succeeded = await countPasswordAttempt(deps, email, meta.ip, now);
  const user = await findUserByEmail(db, email);
  const ok = await verifyPassword(input.password, user?.passwordHash ?? DUMMY_HASH);
  if (!user || !ok) throw new AppError(ERROR_CODES.badCredentials, 401, texts.invalidCredentials);
  await succeeded();
  return issueSession(db, config, user.id, now, meta);
}

async function issueSession(db: Db, config: TDeps['config'], userId: number, now: Date, meta: { ip: string; userAgent?: string }) {
  const sid = randomSecret(24);
  const exp = Math.floor(now.getTime() / 1000) + config.tokenTtlSeconds;
  await repo.insertSession(db, { id: sid, userId, createdAt: now, expiresAt: new Date(exp * 1000), ip: meta.ip, userAgent: meta.userAgent?.slice(0, 300) });
  return { apiToken: signToken({ sid, typ: 'api', exp }, config.tokenKey), wpToken: signToken({ sid, typ: 'wp', exp }, config.tokenKey) };
}

/**
 * The session an API token names, when the token is genuine (signature), an apiToken and not expired; null
 * otherwise. Whether the session still opens the API is for the database to say (authenticate, or a route's own
 * query with `checksSession`).
 */
export function sessionOfToken(deps: TDeps, token: string, nowMs = deps.clock.now().getTime()): string | null {
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
  // Only the apiToken opens the API; the wpToken names the same session for the site and is refused here.
  return payload && payload.typ === 'api' ? payload.sid : null;
}

/** Bearer token → signed-in user, or null when it is forged, expired or revoked. */
export async function authenticate(deps: TDeps, token: string): Promise<TAuthUser | null> {
  const nowMs = deps.clock.now().getTime();
  const sid = sessionOfToken(deps, token, nowMs);
  if (!sid) return null;
  const row = await repo.findLiveSession(deps.db, sid, new Date(nowMs));
  return row ? { userId: row.userId, sessionId: row.sessionId, isBbAdmin: row.isBbAdmin, isDemo: row.isDemo } : null;
}

/** POST /clear-auth-cookies: revokes the session behind both tokens. */
export async function logout(deps: TDeps, auth: TAuthUser) {
  await repo.revokeSession(deps.db, auth.sessionId, deps.clock.now());
}

/** Revokes every session of a user but the one named (a password change keeps the current session). */
export async function revokeAllSessions(deps: TDeps, userId: number, exceptSessionId?: string) {
  await repo.revokeUserSessions(deps.db, userId, deps.clock.now(), exceptSessionId);
}

/**
 * PUT /teams/{teamId}/current-user. A new password needs the current one, checked like a login attempt (counted
 * first, so a stolen session cannot guess it faster than the login form), and ends every other session.
 */
export async function updateAccount(deps: TDeps, access: TTeamAccess, sessionId: string, input: TCurrentUserUpdate, ip: string) {
  if (input.password) {
    if (!input.currentPassword) throw AppError.field('currentPassword', currentUserTexts.currentPasswordRequired);
    const user = await findUserById(deps.db, access.userId);
    if (!user) throw new AppError(ERROR_CODES.noTeamUser, 404, 'User not found.');
    const succeeded = await countPasswordAttempt(deps, user.email, ip, deps.clock.now());
    if (!(await verifyPassword(input.currentPassword, user.passwordHash))) throw AppError.field('currentPassword', currentUserTexts.currentPasswordIncorrect);
    await succeeded();
  }
  const updated = await updateCurrentUser(deps.db, access, input);
  if (input.password) {
    await revokeAllSessions(deps, access.userId, sessionId);
    // Links asked for before the change would otherwise still set a password.
    await repo.expirePasswordResets(deps.db, access.userId, deps.clock.now());
  }
  return updated;
}

/** GET /sign-up?token: the e-mail and team the invitation is for. */
export async function verifyInvitation(deps: TDeps, token: string): Promise<TSignUpInvite> {
  const inv = await liveInvitation(deps, token);
  return { email: inv.email, team_name: (await findTeam(deps.db, inv.teamId))?.name ?? '' };
}

/** POST /sign-up: joins the team; the token works once. An existing account confirms with its own password. */
export async function signUp(deps: TLinkDeps, raw: TSignUp) {
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

const EMAIL_TAKEN = 'Email is already registered. Please log in.';

/**
 * POST /team-sign-up: free creates a team at once; pro creates a trial team with a pending upgrade. A signed-in
 * person (the request carries their session) upgrades their own team instead; only the demo's shared user, which
 * is no real account, signs up like a visitor.
 */
export async function teamSignUp(deps: TLinkDeps, raw: TTeamSignUp, signedIn: { isDemo: boolean } | null = null) {
  if (signedIn && !signedIn.isDemo) throw AppError.conflict(texts.alreadySignedIn);
  const input = ZTeamSignUp.parse(raw);
  if (await findUserByEmail(deps.db, input.email)) throw AppError.field('email', EMAIL_TAKEN);
  const passwordHash = await hashPassword(input.password);
  const plan = input.accountPlan === 'pro' ? ('trial' as const) : ('free' as const);
  const details =
    input.accountPlan === 'pro'
      ? { phone: input.phone, size: input.size, sizeOther: input.sizeOther, targetUse: input.targetUse ?? [], brandedGifts: input.brandedGifts, reference: input.reference, referenceOther: input.referenceOther }
      : { reference: input.reference, referenceOther: input.referenceOther };
  // Two sign-ups with one e-mail at once: the second loses on the unique index and hears what the check says.
  const team = await deps.db
    .transaction(async (tx) => {
      const user = await insertUser(tx, { email: input.email, name: input.name, passwordHash, showTutorial: true });
      const team = await createTeamWithManager(tx, { name: input.teamName, slugBase: slugify(input.teamName) || 'team', plan, userId: user.id, upgradeRequest: plan === 'trial' ? details : null });
      await deps.mailer.enqueue(mailTemplates.welcome(deps.config, { to: input.email, name: input.name, teamName: team.name, plan }), tx);
      if (plan === 'trial')
        await deps.mailer.enqueue(mailTemplates.upgradeRequested(deps.config, { teamName: team.name, teamId: team.id, requester: `${input.name} <${input.email}>`, details }), tx);
      return team;
    })
    .catch((err: unknown) => {
      throw sqlState(err) === UNIQUE_VIOLATION ? AppError.field('email', EMAIL_TAKEN) : err;
    });
  deps.mailer.nudge();
  return { team_id: team.id, plan };
}

/** POST /demo-login: preview mode signs in as the demo user without a password. */
export async function demoLogin(deps: TDeps, meta: { ip: string; userAgent?: string }): Promise<TLoginResult> {
  const user = await findDemoUser(deps.db);
  if (!user) throw new AppError(ERROR_CODES.demoUnavailable, 401, 'The demo is not available right now.');
  return issueSession(deps.db, deps.config, user.id, deps.clock.now(), meta);
}

/** Drops throttle counters whose window has passed and reset links expired a day ago (run hourly by server.ts). */
export async function pruneAuthRecords(deps: TDeps) {
  const now = deps.clock.now();
  await repo.pruneAttempts(deps.db, now);
  await repo.prunePasswordResets(deps.db, new Date(now.getTime() - 24 * 60 * 60 * 1000));
}
