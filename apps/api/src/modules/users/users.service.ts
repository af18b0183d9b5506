import { ERROR_CODES } from '@gifthub/shared/errors';
import { effectivePermissions } from '@gifthub/shared/permissions';
import { EMAIL_PREFERENCES, type TCurrentUser, type TCurrentUserUpdate, type TEmailPreference } from '@gifthub/shared/users';
import { isPro } from '@gifthub/shared/plans';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import type { TTeamAccess } from '../teams/team-access';
import { teamLogoUrl } from '../teams/teams.service';
import * as repo from './users.repository';
import type { TUserRow } from './users.table';

// What other modules ask of accounts. The repository stays this module's own (STYLE.md habit 8).

/** An account by id, or undefined. */
export async function findUserById(db: Db, id: number): Promise<TUserRow | undefined> {
  return repo.findUserById(db, id);
}

/** An account by e-mail, or undefined; e-mails are kept lower-case, so any case finds it. */
export async function findUserByEmail(db: Db, email: string): Promise<TUserRow | undefined> {
  return repo.findUserByEmail(db, email);
}

/**
 * The e-mail preferences of the accounts behind these addresses, by lower-case address, in one query (the mail
 * outbox asks this for each batch it queues). Addresses of no account are absent.
 */
export async function emailPreferencesByEmail(db: Db, emails: string[]): Promise<Map<string, { id: number; emailPreferences: TEmailPreference[] }>> {
  const wanted = [...new Set(emails.map((e) => e.toLowerCase()))];
  if (!wanted.length) return new Map();
  const rows = await repo.findPreferencesByEmails(db, wanted);
  return new Map(rows.map((r) => [r.email, { id: r.id, emailPreferences: r.emailPreferences }]));
}

/** An e-mail's unsubscribe link: the category is no longer sent to the account (already off: nothing changes). */
export async function removeEmailPreference(db: Db, userId: number, category: TEmailPreference): Promise<boolean> {
  return repo.removeEmailPreference(db, userId, category);
}

/** The demo account (the preview signs in as it). */
export async function findDemoUser(db: Db): Promise<TUserRow | undefined> {
  return repo.findDemoUser(db);
}

/** A new account; its e-mail is stored lower-case. It receives every category of notification e-mail until it turns some off. */
export async function insertUser(db: Db, values: Parameters<typeof repo.insertUser>[1]): Promise<TUserRow> {
  return repo.insertUser(db, { emailPreferences: [...EMAIL_PREFERENCES], ...values });
}

/** Changes an account's own columns (name, password hash, preferences, tutorial flag). */
export async function updateUser(db: Db, id: number, values: Parameters<typeof repo.updateUser>[2]) {
  await repo.updateUser(db, id, values);
}

/** Staff back office: every account, paged and searched in SQL. */
export async function listUsers(db: Db, opts: Parameters<typeof repo.listUsers>[1]) {
  return repo.listUsers(db, opts);
}

export async function currentUser(db: Db, access: TTeamAccess): Promise<TCurrentUser> {
  const user = await findUserById(db, access.userId);
  if (!user) throw new AppError(ERROR_CODES.noTeamUser, 404, 'User not found.');
  return {
    user_id: user.id,
    name: user.name,
    email: user.email,
    team_id: access.team.id,
    team_name: access.team.name,
    logo_url: teamLogoUrl(access.team),
    role: access.role,
    permissions: effectivePermissions(access.role, access.storedPermissions),
    is_bb_admin: user.isBbAdmin,
    show_tutorial: user.showTutorial,
    email_preferences: user.emailPreferences,
    is_demo: user.isDemo,
  };
}

/**
 * PUT /teams/{teamId}/current-user: name, password, e-mail preferences (pro, not demo) and the tutorial flag.
 * Called through auth.updateAccount, which checks the current password before a new one is set.
 */
export async function updateCurrentUser(db: Db, access: TTeamAccess, input: TCurrentUserUpdate) {
  const values: Parameters<typeof updateUser>[2] = { name: input.name.trim() };
  if (input.password) values.passwordHash = await hashPassword(input.password);
  if (input.show_tutorial !== undefined) values.showTutorial = input.show_tutorial;
  if (input.email_preferences !== undefined) {
    if (!isPro(access.team.plan)) throw AppError.field('email_preferences', 'E-mail preferences are only available with the Pro plan.');
    values.emailPreferences = [...new Set(input.email_preferences)];
  }
  await updateUser(db, access.userId, values);
  return currentUser(db, access);
}
