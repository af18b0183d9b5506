import { describe, expect, it } from 'vitest';
import { CONTACT_SUBJECT_INFO, CONTACT_SUBJECTS, ZContactForm } from './contact';

const errors = (value: unknown) => {
  const r = ZContactForm.safeParse(value);
  const out: Record<string, string> = {};
  if (!r.success) for (const i of r.error.issues) out[i.path.join('.') || '_'] ??= i.message;
  return out;
};

describe('ZContactForm', () => {
  it('needs an e-mail only when signed out (user_id 0)', () => {
    expect(errors({ subject: 'general', message: 'Hello' })).toEqual({ email: 'Email is required.' });
    expect(errors({ user_id: 0, subject: 'general', message: 'Hello', email: 'nope' })).toEqual({ email: 'Email must be valid.' });
    expect(errors({ user_id: 0, subject: 'general', message: 'Hello', email: 'jane@example.com' })).toEqual({});
    expect(errors({ user_id: 42, subject: 'general', message: 'Hello' })).toEqual({});
  });
  it('needs a listed subject and a message', () => {
    expect(errors({ user_id: 1 })).toEqual({ subject: 'Subject is required.', message: 'Message is required.' });
    expect(errors({ user_id: 1, subject: 'spam', message: 'x' })).toEqual({ subject: 'Subject must be one of: new-team-request, login-issue, general, gifting, voucher, product, payment, account, pro-upgrade, bug, other.' });
  });
  it('every subject is offered somewhere', () => {
    for (const s of CONTACT_SUBJECTS) expect(CONTACT_SUBJECT_INFO[s].locations.length).toBeGreaterThan(0);
  });
});
