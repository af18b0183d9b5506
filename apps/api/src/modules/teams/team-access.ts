import type { TPermissionMap, TRole } from '@gifthub/shared/permissions';
import type { TTeamRow } from './teams.table';

/**
 * Who acts on a team and with what rights (teams.service.resolveTeamAccess builds it). A type of its own
 * file, so every module that takes it (billing, payments, users…) needs nothing else of teams.
 */
export type TTeamAccess = {
  userId: number;
  team: TTeamRow;
  role: TRole;
  storedPermissions: Partial<TPermissionMap> | null;
  permissions: TPermissionMap;
  isDemo: boolean;
};
