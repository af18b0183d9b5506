import { effectivePermissions } from '@gifthub/shared/permissions';
import type { TCurrentUser, TCurrentUserUpdate } from '@gifthub/shared/users';
import { isPro } from '@gifthub/shared/plans';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { hashPassword } from '../../lib/passwords';
import type { TTeamAccess } from '../teams/teams.service';
import { teamLogoUrl } from '../teams/teams.service';
import { findDemoUser, findUserByEmail, findUserById, insertUser, listUsers, updateUser, USER_SORTS } from './users.repository';

export { findDemoUser, findUserByEmail, findUserById, insertUser, updateUser, listUsers, USER_SORTS };

export async function currentUser(db: Db, access: TTeamAccess): Promise<TCurrentUser> {
  const user = await findUserById(db, access.userId);
  if (!user) throw new AppError('ws_api_get_team_current_user_404', 404, 'User not found.');
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
