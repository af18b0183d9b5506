import type { TRole } from '@gifthub/shared/permissions';

/** Spec 3 §2.10: the slug and eligible domains are editable only by a manager or staff (bb_admin). */
export const canManageTeam = (role: TRole) => role === 'manager' || role === 'bb_admin';
