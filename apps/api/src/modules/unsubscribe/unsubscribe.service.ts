import type { TUnsubscribeResult, TUnsubscribeView } from '@gifthub/shared/unsubscribe';
import { unsubscribeTexts } from '@gifthub/shared/unsubscribe-texts';
import { EMAIL_PREFERENCE_LABELS } from '@gifthub/shared/users';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { findUserById, removeEmailPreference } from '../users/users.service';
import { readUnsubscribeToken } from '../mail/mail.unsubscribe-token';

const invalid = () => AppError.field('token', unsubscribeTexts.invalid);

/** The account and category a link names; a forged, altered or stale link (its account gone) is refused with 422. */
async function resolve(deps: Pick<TDeps, 'db' | 'config'>, token: string | undefined) {
  const named = token ? readUnsubscribeToken(deps.config.tokenKey, token) : null;
  if (!named || !(await findUserById(deps.db, named.userId))) throw invalid();
  return named;
}

/** GET /unsubscribe?token=: what the page asks the reader to confirm. Changes nothing (link scanners open links). */
export async function unsubscribeView(deps: Pick<TDeps, 'db' | 'config'>, token: string): Promise<TUnsubscribeView> {
  const { category } = await resolve(deps, token);
  return { category, label: EMAIL_PREFERENCE_LABELS[category] };
}

/**
 * POST /unsubscribe: the category stops being sent to the account, whatever its team's plan (an unsubscribe link
 * must always work). Only that category changes; doing it twice changes nothing more.
 */
export async function unsubscribe(deps: Pick<TDeps, 'db' | 'config'>, token: string | undefined): Promise<TUnsubscribeResult> {
  const { userId, category } = await resolve(deps, token);
  if (!(await removeEmailPreference(deps.db, userId, category))) throw invalid();
  return { category, label: EMAIL_PREFERENCE_LABELS[category], unsubscribed: true };
}
