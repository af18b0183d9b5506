import { z } from 'zod';
import { enumField, requiredString, text } from './fields';
import { msg } from './messages';

export const CONTACT_SUBJECTS = [
  'new-team-request',
  'login-issue',
  'general',
  'gifting',
  'voucher',
  'product',
  'payment',
  'account',
  'pro-upgrade',
  'bug',
  'other',
] as const;
export type TContactSubject = (typeof CONTACT_SUBJECTS)[number];
export type TContactLocation = 'login' | 'app';

/** Which subjects each location offers. The spec leaves the split open: signed-out people get account-access topics. */
export const CONTACT_SUBJECT_INFO: Record<TContactSubject, { label: string; locations: TContactLocation[] }> = {
  'new-team-request': { label: 'New team request', locations: ['login'] },
  'login-issue': { label: 'Login issue', locations: ['login'] },
  general: { label: 'General enquiry', locations: ['login', 'app'] },
  gifting: { label: 'Gifting', locations: ['app'] },
  voucher: { label: 'Vouchers', locations: ['app'] },
  product: { label: 'Products', locations: ['app'] },
  payment: { label: 'Payment', locations: ['app'] },
  account: { label: 'Account', locations: ['app'] },
  'pro-upgrade': { label: 'Pro upgrade', locations: ['login', 'app'] },
  bug: { label: 'Report a bug', locations: ['login', 'app'] },
  other: { label: 'Other', locations: ['login', 'app'] },
};

export const ZContactForm = z
  .strictObject({
    user_id: z.number({ error: msg.number('User') }).int().min(0).max(2_147_483_647).default(0),
    subject: enumField('Subject', CONTACT_SUBJECTS),
    name: text('Name', 100).optional().default(''),
    email: text('Email', 254).optional().default(''),
    phone: text('Phone', 40).optional().default(''),
    message: requiredString('Message', { max: 5000 }),
    location: z.enum(['login', 'app']).default('app'),
  })
  .superRefine((v, ctx) => {
    // E-mail is required only when signed out (user id 0). `when` runs this even if the subject is missing,
    // so the form shows every field's message at once.
    if (v.user_id === 0) {
      if (!v.email) ctx.addIssue({ code: 'custom', path: ['email'], message: msg.required('Email') });
      else if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email)) ctx.addIssue({ code: 'custom', path: ['email'], message: msg.email('Email') });
    }
  }, { when: (p) => typeof p.value === 'object' && p.value !== null });
export type TContactForm = z.input<typeof ZContactForm>;
