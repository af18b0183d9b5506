import { z } from 'zod';
import { email, enumField, id, optionalString, password, requiredString, text } from './fields';
import { msg } from './messages';
import { NAME_MIN, PASSWORD_MIN } from './constants';

export const ZLogin = z.strictObject({ email: email('E-Mail'), password: requiredString('Password') });
export type TLogin = z.infer<typeof ZLogin>;

export const ZLoginResult = z.object({ apiToken: z.string(), wpToken: z.string() });
export type TLoginResult = z.infer<typeof ZLoginResult>;

/** Sign-up's confirmation rule (spec 1 §5): min 6 when filled, and it must match the password. */
const confirmPassword = (v: { password: string; passwordConfirm: string }, ctx: z.RefinementCtx) => {
  if (v.passwordConfirm && v.passwordConfirm.length < PASSWORD_MIN)
    ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: msg.minLength('Password confirmation', PASSWORD_MIN) });
  else if (v.passwordConfirm !== v.password)
    ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: msg.match('Password confirmation') });
};

export const ZSignUp = z
  .strictObject({
    token: requiredString('Token', { max: 200 }),
    name: requiredString('Name', { min: NAME_MIN, max: 100 }),
    password: password('Password', PASSWORD_MIN),
    passwordConfirm: z.string().max(200).optional().default(''),
  })
  .superRefine(confirmPassword);
export type TSignUp = z.input<typeof ZSignUp>;

export const ZSignUpInvite = z.object({ email: z.string(), team_name: z.string() });
export const ZSignUpQuery = z.object({ token: text('Token', 200).min(1) });
export const ZSignUpResult = z.object({ email: z.string() });
export type TSignUpInvite = z.infer<typeof ZSignUpInvite>;

// Password reset: a link by e-mail, valid for an hour, used once (auth-texts.ts, without zod, for the login page).
export { PASSWORD_RESET_INVALID, PASSWORD_RESET_TTL_MINUTES, passwordResetTexts } from './auth-texts';

export const ZForgotPassword = z.strictObject({ email: email('E-Mail') });
export type TForgotPassword = z.infer<typeof ZForgotPassword>;

export const ZResetPasswordQuery = z.object({ token: text('Token', 200).min(1) });
export const ZResetPasswordInfo = z.object({ email: z.string() });
export type TResetPasswordInfo = z.infer<typeof ZResetPasswordInfo>;

/** The new password follows sign-up's rules. */
export const ZResetPassword = z
  .strictObject({
    token: requiredString('Token', { max: 200 }),
    password: password('Password', PASSWORD_MIN),
    passwordConfirm: z.string().max(200).optional().default(''),
  })
  .superRefine(confirmPassword);
export type TResetPassword = z.input<typeof ZResetPassword>;

// Registration and upgrade modal (spec 3 §2.12, §3, §5).
export const TEAM_SIZES = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10+'] as const;
export const TARGET_USES = [
  'Generating Sales',
  'Getting Survey Results',
  'Collecting Reviews',
  'Building Your Audience',
  'Corporate Gifting',
  'Company Onboarding',
] as const;
export const REFERENCES = ['Google', 'Social Media', 'Representative contact', 'Personal Reference', 'Other'] as const;
export const ACCOUNT_PLANS = ['free', 'pro'] as const;

/** Step 2 (pro only): what a representative needs to arrange a pro plan. */
export const ZProDetails = z
  .strictObject({
    phone: requiredString('Phone Number', { max: 40 }),
    size: enumField('Team Size', TEAM_SIZES),
    sizeOther: z.coerce.number().int().min(10, { error: msg.atLeast('Team Size', 10) }).max(1_000_000).optional(),
    targetUse: z.array(z.enum(TARGET_USES)).max(TARGET_USES.length).default([]),
    brandedGifts: z.boolean().optional(),
    reference: z.enum(REFERENCES).optional(),
    referenceOther: optionalString('Reference', 200),
  })
  .superRefine((v, ctx) => {
    if (v.size === '10+' && v.sizeOther === undefined)
      ctx.addIssue({ code: 'custom', path: ['sizeOther'], message: msg.required('Team Size') });
  });
export type TProDetails = z.input<typeof ZProDetails>;

const accountFields = {
  accountPlan: enumField('Plan', ACCOUNT_PLANS),
  name: requiredString('Name', { max: 100 }),
  teamName: requiredString('Team Name', { max: 100 }),
  email: email('Email'),
  password: password('Password', PASSWORD_MIN),
  passwordConfirm: z.string({ error: msg.required('Password confirmation') }),
};

export const ZTeamSignUpAccount = z.strictObject(accountFields).superRefine((v, ctx) => {
  if (v.passwordConfirm !== v.password)
    ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: msg.match('Password confirmation') });
});

/** The whole submission. Free removes phone, size, targetUse and brandedGifts before sending. */
export const ZTeamSignUp = z
  .strictObject({
    ...accountFields,
    teamId: id('Team').optional(),
    phone: text('Phone', 40).optional(),
    size: z.enum(TEAM_SIZES).optional(),
    sizeOther: z.coerce.number().int().min(10).max(1_000_000).optional(),
    targetUse: z.array(z.enum(TARGET_USES)).max(TARGET_USES.length).optional(),
    brandedGifts: z.boolean().optional(),
    reference: z.enum(REFERENCES).optional(),
    referenceOther: optionalString('Reference', 200),
  })
  .superRefine((v, ctx) => {
    if (v.passwordConfirm !== v.password)
      ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: msg.match('Password confirmation') });
    if (v.accountPlan === 'pro') {
      if (!v.phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: msg.required('Phone Number') });
      if (!v.size) ctx.addIssue({ code: 'custom', path: ['size'], message: msg.required('Team Size') });
      else if (v.size === '10+' && v.sizeOther === undefined)
        ctx.addIssue({ code: 'custom', path: ['sizeOther'], message: msg.required('Team Size') });
    }
  });
export type TTeamSignUp = z.input<typeof ZTeamSignUp>;

export const ZTeamSignUpResult = z.object({ team_id: z.number(), plan: z.enum(['free', 'trial', 'pro']) });
