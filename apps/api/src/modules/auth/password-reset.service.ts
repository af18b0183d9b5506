import { PASSWORD_RESET_INVALID, PASSWORD_RESET_TTL_MINUTES, passwordResetTexts, type TForgotPassword, type TResetPassword, type TResetPasswordInfo } from '@gifthub/shared/auth';
import type { TDeps } from '../../deps';
import type { TLinkDeps } from '../../lib/public-url';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import { randomSecret, sha256 } from '../../lib/secrets';
import { findUserByEmail, updateUser } from '../users/users.service';
import { mailTemplates } from '../mail/mail.templates';
import { accountThrottleKey } from './auth.service';
import * as repo from './auth.repository';

const TTL_MS = PASSWORD_RESET_TTL_MINUTES * 60 * 1000;
// More requests for one account within the hour answer the same but send nothing, so nobody can flood an inbox.
const MAX_LINKS_PER_HOUR = 5;

const invalid = () => new AppError(PASSWORD_RESET_INVALID, 404, passwordResetTexts.invalid);

/**
 * POST /forgot-password: e-mails a reset link when the address has an account with a password (not the demo user).
 * The answer is the same either way, so it does not tell who has an account. Earlier links stay valid until they
 * expire or one of them is used: mails can arrive out of order, and the first one opened should still work.
 */
export async function requestPasswordReset(deps: TLinkDeps, input: TForgotPassword): Promise<{ ok: true }> {
  const user = await findUserByEmail(deps.db, input.email);
  if (!user || !user.passwordHash || user.isDemo) return { ok: true };
  const now = deps.clock.now();
  if ((await repo.countPasswordResetsSince(deps.db, user.id, new Date(now.getTime() - 60 * 60 * 1000))) >= MAX_LINKS_PER_HOUR) return { ok: true };
  const token = randomSecret(32);
  await deps.db.transaction(async (tx) => {
    await repo.insertPasswordReset(tx, { userId: user.id, tokenHash: sha256(token), createdAt: now, expiresAt: new Date(now.getTime() + TTL_MS) });
    await deps.mailer.enqueue(mailTemplates.passwordReset(deps.config, { to: user.email, name: user.name, token }), tx);
  });
  deps.mailer.nudge();
  return { ok: true };
}

async function liveLink(deps: TDeps, token: string) {
  const link = await repo.findLivePasswordReset(deps.db, sha256(token), deps.clock.now());
  if (!link || link.isDemo || !link.hasPassword) throw invalid();
  return link;
}

/** GET /reset-password?token: the account a live link resets. */
export async function verifyPasswordReset(deps: TDeps, token: string): Promise<TResetPasswordInfo> {
  return { email: (await liveLink(deps, token)).email };
}

/**
 * POST /reset-password: sets the new password once per link (a conditional update, so of concurrent posts one wins),
 * ends the user's other links and every session, clears the account's login throttle and tells the owner by e-mail.
 */
export async function resetPassword(deps: TLinkDeps, input: TResetPassword): Promise<TResetPasswordInfo> {
  const link = await liveLink(deps, input.token);
  const passwordHash = await hashPassword(input.password);
  const tokenHash = sha256(input.token);
  await deps.db.transaction(async (tx) => {
    const now = deps.clock.now();
    const used = await repo.consumePasswordReset(tx, tokenHash, now);
    if (!used) throw invalid();
    await updateUser(tx, used.userId, { passwordHash });
    await repo.expirePasswordResets(tx, used.userId, now);
    await repo.clearAttempts(tx, accountThrottleKey(link.email));
    await deps.mailer.enqueue(mailTemplates.passwordChanged(deps.config, { to: link.email, name: link.name }), tx);
    await repo.revokeUserSessions(tx, used.userId, now);
  });
  deps.mailer.nudge();
  return { email: link.email };
}
