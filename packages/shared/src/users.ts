import { z } from 'zod';
import { optionalPassword, requiredString } from './fields';
import { msg } from './messages';
import { isStorableText } from './patterns';
import { PERMISSIONS, ROLES } from './permissions';

export const EMAIL_PREFERENCES = [
  'gifting-campaign',
  'gifting-campaign-registration',
  'product',
  'product-allocation',
  'billing',
  'billing-credit',
] as const;
export type TEmailPreference = (typeof EMAIL_PREFERENCES)[number];
export const EMAIL_PREFERENCE_LABELS: Record<TEmailPreference, string> = {
  'gifting-campaign': 'Gifting campaigns',
  'gifting-campaign-registration': 'Gifting campaign registrations',
  product: 'Products',
  'product-allocation': 'Product allocations',
  billing: 'Billing',
  'billing-credit': 'Team credit',
};

export const ZPermissionMap = z.object(Object.fromEntries(PERMISSIONS.map((p) => [p, z.boolean()])) as Record<(typeof PERMISSIONS)[number], z.ZodBoolean>);

export const ZCurrentUser = z.object({
  user_id: z.number(),
  name: z.string(),
  email: z.string(),
  team_id: z.number(),
  team_name: z.string(),
  logo_url: z.string().nullable(),
  role: z.enum(ROLES),
  permissions: ZPermissionMap,
  is_bb_admin: z.boolean(),
  show_tutorial: z.boolean(),
  email_preferences: z.array(z.enum(EMAIL_PREFERENCES)),
  is_demo: z.boolean(),
});
export type TCurrentUser = z.infer<typeof ZCurrentUser>;

export const currentUserTexts = {
  currentPasswordRequired: 'Current password is required.',
  currentPasswordIncorrect: 'Current password is incorrect.',
} as const;

export const ZCurrentUserUpdate = z
  .strictObject({
    name: requiredString('Name', { max: 100 }),
    password: optionalPassword('Password'),
    passwordConfirm: optionalPassword('Password confirmation'),
    // A new password needs the current one, so an open session alone cannot take over the account.
    // Compared as typed (not trimmed), but like every text it refuses NUL and lone surrogates.
    currentPassword: z
      .string()
      .refine(isStorableText, { error: msg.characters('Current password'), abort: true })
      .max(200, { error: msg.maxLength('Current password', 200) })
      .optional(),
    email_preferences: z.array(z.enum(EMAIL_PREFERENCES)).max(EMAIL_PREFERENCES.length).optional(),
    show_tutorial: z.boolean().optional(),
  })
  .superRefine((v, ctx) => {
    if ((v.password ?? '') !== (v.passwordConfirm ?? ''))
      ctx.addIssue({ code: 'custom', path: ['passwordConfirm'], message: msg.match('Password confirmation') });
    if (v.password && !v.currentPassword) ctx.addIssue({ code: 'custom', path: ['currentPassword'], message: currentUserTexts.currentPasswordRequired });
  });
export type TCurrentUserUpdate = z.input<typeof ZCurrentUserUpdate>;
