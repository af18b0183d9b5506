import { describe, expect, it } from 'vitest';
import { defaultPermissions, effectivePermissions, isStaffRole, PERMISSION_LIST, PERMISSIONS, ROLES } from './permissions';

const allTrue = Object.fromEntries(PERMISSIONS.map((p) => [p, true]));

describe('permission defaults (spec 3 §6)', () => {
  it('managers hold every permission', () => {
    expect(defaultPermissions('manager')).toEqual(allTrue);
  });
  it('associates hold all but editing team members and team settings', () => {
    expect(defaultPermissions('associate')).toEqual({ ...allTrue, 'edit-team-members': false, 'edit-team-settings': false });
  });
  it('lists each of the seven permissions once', () => {
    expect(PERMISSIONS).toHaveLength(7);
    expect(PERMISSION_LIST.map((p) => p.slug).sort()).toEqual([...PERMISSIONS].sort());
  });
});

describe('effectivePermissions', () => {
  it('applies stored overrides to associates only', () => {
    expect(effectivePermissions('associate', { 'edit-team-settings': true, 'use-cards': false })).toEqual({
      ...allTrue,
      'edit-team-members': false,
      'use-cards': false,
    });
    expect(effectivePermissions('associate', null)).toEqual(defaultPermissions('associate'));
  });
  it('ignores stored overrides for managers and staff', () => {
    for (const role of ['manager', 'bb_admin', 'bb_spectator'] as const)
      expect(effectivePermissions(role, { admin: false, 'team-finance': false })).toEqual(allTrue);
  });
  it('staff roles are bb_admin and bb_spectator', () => {
    expect(ROLES.filter(isStaffRole)).toEqual(['bb_admin', 'bb_spectator']);
  });
});
