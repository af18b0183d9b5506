export const ROLES = ['manager', 'associate', 'bb_admin', 'bb_spectator'] as const;
export type TRole = (typeof ROLES)[number];
export const MEMBER_ROLES = ['manager', 'associate'] as const;
export const ROLE_LABELS: Record<TRole, string> = {
  manager: 'Team Manager',
  associate: 'Team Associate',
  bb_admin: 'Account Manager',
  bb_spectator: 'Spectator',
};

export const PERMISSIONS = [
  'admin',
  'use-cards',
  'team-finance',
  'edit-team-settings',
  'edit-team-members',
  'use-balance',
  'view-others-orders',
] as const;
export type TPermission = (typeof PERMISSIONS)[number];
export type TPermissionMap = Record<TPermission, boolean>;

export const PERMISSION_LIST: { slug: TPermission; name: string; text: string }[] = [
  { slug: 'admin', name: 'Admin', text: 'Surveys, integrations and other admin tools' },
  { slug: 'use-balance', name: 'Use team balance', text: 'Shared team balance and credit for campaign and marketplace payments' },
  { slug: 'use-cards', name: 'Use cards', text: 'Own card for direct payments' },
  { slug: 'view-others-orders', name: "View others' orders", text: "See and filter other members' orders" },
  { slug: 'team-finance', name: 'Team finance', text: 'Top-up requests, full transactions, payment documents, balance notifications' },
  { slug: 'edit-team-members', name: 'Edit team members', text: 'Manage members' },
  { slug: 'edit-team-settings', name: 'Edit team settings', text: 'Team settings and integrations' },
];

const all = (value: boolean) => Object.fromEntries(PERMISSIONS.map((p) => [p, value])) as TPermissionMap;

/** Spec 3 §6: managers hold everything; associates all but the two team-editing permissions. */
export function defaultPermissions(role: TRole): TPermissionMap {
  if (role === 'associate') return { ...all(true), 'edit-team-members': false, 'edit-team-settings': false };
  return all(true);
}

/** Managers (and staff) always have full permissions; only associates carry stored overrides. */
export function effectivePermissions(role: TRole, stored: Partial<TPermissionMap> | null | undefined): TPermissionMap {
  if (role !== 'associate') return all(true);
  return { ...defaultPermissions('associate'), ...(stored ?? {}) };
}

export const isStaffRole = (role: TRole) => role === 'bb_admin' || role === 'bb_spectator';

/**
 * What a member may spend of the team's balance: all of it with use-balance (as payments check), else nothing. The
 * dashboard shows it beside the team's when the two differ. Here, beside the permissions, so a page that shows it
 * loads no schemas for it.
 */
export const ownBalance = (totalAvailable: number, canUseBalance: boolean) => (canUseBalance ? totalAvailable : 0);
