import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZLogin, ZProDetails, ZSignUp, ZTeamSignUp } from './auth';

/** What the API and the forms report: the first failing rule per field. */
const firstErrors = (schema: z.ZodType, value: unknown) => {
  const r = schema.safeParse(value);
  const out: Record<string, string> = {};
  if (!r.success) for (const i of r.error.issues) out[i.path.join('.') || '_'] ??= i.message;
  return out;
};

describe('ZLogin', () => {
  it('requires both fields with the spec wording', () => {
    expect(firstErrors(ZLogin, { email: '', password: '' })).toEqual({ email: 'E-Mail is required.', password: 'Password is required.' });
    expect(firstErrors(ZLogin, {})).toEqual({ email: 'E-Mail is required.', password: 'Password is required.' });
  });
  it('checks the e-mail format', () => {
    expect(firstErrors(ZLogin, { email: 'not-an-email', password: 'x' })).toEqual({ email: 'E-Mail must be valid.' });
    expect(firstErrors(ZLogin, { email: 'a b@c.de', password: 'x' })).toEqual({ email: 'E-Mail must be valid.' });
  });
  it('lower-cases and trims the e-mail', () => {
    expect(ZLogin.parse({ email: '  Maria@ACME.test ', password: 'x' }).email).toBe('maria@acme.test');
  });
  it('rejects unknown fields', () => {
    expect(ZLogin.safeParse({ email: 'a@b.co', password: 'x', admin: true }).success).toBe(false);
  });
});

describe('ZSignUp (invitation)', () => {
  const ok = { token: 'tok', name: 'Jane Doe', password: 'secret1', passwordConfirm: 'secret1' };
  it('accepts a valid sign-up', () => {
    expect(firstErrors(ZSignUp, ok)).toEqual({});
  });
  it('needs name and password of at least 6 characters', () => {
    expect(firstErrors(ZSignUp, { ...ok, name: 'Jane', password: '12345', passwordConfirm: '12345' })).toEqual({
      name: 'Name minimal length is 6',
      password: 'Password minimal length is 6',
      passwordConfirm: 'Password confirmation minimal length is 6',
    });
    expect(firstErrors(ZSignUp, { token: 'tok' })).toEqual({ name: 'Name is required.', password: 'Password is required.' });
    // Whitespace does not count towards the length.
    expect(firstErrors(ZSignUp, { ...ok, name: '  ab  ' })).toEqual({ name: 'Name minimal length is 6' });
  });
  it('needs the confirmation to match', () => {
    expect(firstErrors(ZSignUp, { ...ok, passwordConfirm: 'secret2' })).toEqual({ passwordConfirm: 'Password confirmation must match.' });
    expect(firstErrors(ZSignUp, { ...ok, passwordConfirm: '' })).toEqual({ passwordConfirm: 'Password confirmation must match.' });
  });
});

describe('ZTeamSignUp (registration)', () => {
  const free = { accountPlan: 'free', name: 'Jane Doe', teamName: 'Jane Co', email: 'jane@example.com', password: 'secret1', passwordConfirm: 'secret1' };
  it('free needs only the account fields', () => {
    expect(firstErrors(ZTeamSignUp, free)).toEqual({});
  });
  it('reports every missing account field', () => {
    expect(firstErrors(ZTeamSignUp, {})).toEqual({
      accountPlan: 'Plan is required.',
      name: 'Name is required.',
      teamName: 'Team Name is required.',
      email: 'Email is required.',
      password: 'Password is required.',
      passwordConfirm: 'Password confirmation is required.',
    });
    expect(firstErrors(ZTeamSignUp, { ...free, email: 'jane', password: '123', passwordConfirm: '123' })).toEqual({
      email: 'Email must be valid.',
      password: 'Password minimal length is 6',
    });
  });
  it('needs the confirmation to equal the password', () => {
    expect(firstErrors(ZTeamSignUp, { ...free, passwordConfirm: 'other12' })).toEqual({ passwordConfirm: 'Password confirmation must match.' });
  });
  it('pro needs phone and team size, and a number for 10+', () => {
    const pro = { ...free, accountPlan: 'pro' };
    expect(firstErrors(ZTeamSignUp, pro)).toEqual({ phone: 'Phone Number is required.', size: 'Team Size is required.' });
    expect(firstErrors(ZTeamSignUp, { ...pro, phone: '+44 1', size: '10+' })).toEqual({ sizeOther: 'Team Size is required.' });
    expect(firstErrors(ZTeamSignUp, { ...pro, phone: '+44 1', size: '10+', sizeOther: 25 })).toEqual({});
    expect(firstErrors(ZTeamSignUp, { ...pro, phone: '+44 1', size: '4', targetUse: ['Corporate Gifting'], brandedGifts: true })).toEqual({});
  });
  it('rejects unknown plans and choices', () => {
    expect(firstErrors(ZTeamSignUp, { ...free, accountPlan: 'gold' })).toEqual({ accountPlan: 'Plan must be one of: free, pro.' });
    expect(ZTeamSignUp.safeParse({ ...free, accountPlan: 'pro', phone: '1', size: '11' }).success).toBe(false);
    expect(ZTeamSignUp.safeParse({ ...free, reference: 'Radio' }).success).toBe(false);
  });
});

describe('ZProDetails (upgrade request)', () => {
  it('needs phone and size', () => {
    expect(firstErrors(ZProDetails, {})).toEqual({ phone: 'Phone Number is required.', size: 'Team Size is required.' });
    expect(firstErrors(ZProDetails, { phone: '1', size: '10+' })).toEqual({ sizeOther: 'Team Size is required.' });
    expect(firstErrors(ZProDetails, { phone: '1', size: '10+', sizeOther: 5 })).toEqual({ sizeOther: 'Team Size must be at least 10' });
    expect(firstErrors(ZProDetails, { phone: '1', size: '2' })).toEqual({});
  });
});
