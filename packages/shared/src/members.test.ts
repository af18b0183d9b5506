import { describe, expect, it } from 'vitest';
import { ZMemberInvite, ZMemberUpdate } from './members';

const firstErrors = (value: unknown, schema: { safeParse: (v: unknown) => { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } } = ZMemberInvite) => {
  const r = schema.safeParse(value);
  const out: Record<string, string> = {};
  if (!r.success) for (const i of r.error!.issues) out[i.path.join('.') || '_'] ??= i.message;
  return out;
};

describe('ZMemberInvite (spec 3 §4: Email required, valid, min 6; Role required)', () => {
  it('reports the first failing rule per field', () => {
    expect(firstErrors({ email: '', role: '' })).toEqual({ email: 'Email is required.', role: 'Role is required.' });
    expect(firstErrors({})).toEqual({ email: 'Email is required.', role: 'Role is required.' });
    expect(firstErrors({ email: 'a@b.c', role: 'associate' })).toEqual({ email: 'Email minimal length is 6' });
    expect(firstErrors({ email: 'nobody-here', role: 'associate' })).toEqual({ email: 'Email must be valid.' });
  });
  it('only offers manager and associate', () => {
    expect(firstErrors({ email: 'new@acme.test', role: 'bb_admin' })).toEqual({ role: 'Role must be one of: manager, associate.' });
    expect(firstErrors({ email: 'new@acme.test', role: 'bb_spectator' })).toEqual({ role: 'Role must be one of: manager, associate.' });
    expect(ZMemberInvite.parse({ email: 'New@Acme.test', role: 'manager' })).toEqual({ email: 'new@acme.test', role: 'manager', send_email: true });
  });
  it('takes the status invited and send_email, and refuses any other status or field', () => {
    expect(ZMemberInvite.parse({ email: 'new@acme.test', role: 'manager', status: 'invited', send_email: false })).toEqual({ email: 'new@acme.test', role: 'manager', status: 'invited', send_email: false });
    expect(firstErrors({ email: 'new@acme.test', role: 'manager', status: 'active' })).toEqual({ status: 'Status must be one of: invited.' });
    expect(ZMemberInvite.safeParse({ email: 'new@acme.test', role: 'manager', x: 1 }).success).toBe(false);
  });
});

describe('ZMemberUpdate', () => {
  it('needs a name and accepts partial permissions', () => {
    expect(firstErrors({ name: '' }, ZMemberUpdate)).toEqual({ name: 'Name is required.' });
    expect(ZMemberUpdate.parse({ name: 'Adam', permissions: { 'edit-team-settings': true } }).permissions).toEqual({ 'edit-team-settings': true });
    expect(ZMemberUpdate.safeParse({ name: 'Adam', permissions: { 'edit-team-settings': 'yes' } }).success).toBe(false);
  });
});
