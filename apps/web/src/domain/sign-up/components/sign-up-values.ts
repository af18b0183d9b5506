import type { TProDetails, TTeamSignUp } from '@gifthub/shared/auth';

/** The sign-up modal's form: the account step, then the Pro details (also the whole upgrade request). */
export type TSignUpValues = {
  accountPlan: 'free' | 'pro';
  name: string;
  teamName: string;
  email: string;
  password: string;
  passwordConfirm: string;
  phone: string;
  size: string | null;
  sizeOther: number | string;
  targetUse: string[];
  brandedGifts: '' | 'yes' | 'no';
  reference: string | null;
  referenceOther: string;
};

/** The account step's fields: a rejected one sends the sign-up back to that step. */
export const ACCOUNT_FIELDS = ['name', 'teamName', 'email', 'password', 'passwordConfirm'];
export const account = (v: TSignUpValues) => ({ accountPlan: v.accountPlan, name: v.name, teamName: v.teamName, email: v.email, password: v.password, passwordConfirm: v.passwordConfirm });
const reference = (v: TSignUpValues) => ({
  reference: (v.reference || undefined) as TProDetails['reference'],
  referenceOther: v.reference === 'Other' ? v.referenceOther : undefined,
});
export const proDetails = (v: TSignUpValues): TProDetails => ({
  phone: v.phone,
  size: (v.size ?? '') as TProDetails['size'],
  sizeOther: v.size === '10+' && v.sizeOther !== '' ? Number(v.sizeOther) : undefined,
  targetUse: v.targetUse as TProDetails['targetUse'],
  brandedGifts: v.brandedGifts === '' ? undefined : v.brandedGifts === 'yes',
  ...reference(v),
});
/** The free plan removes phone, size, targetUse and brandedGifts from the submission (spec 3 §5). */
export const signUpPayload = (v: TSignUpValues): TTeamSignUp => (v.accountPlan === 'pro' ? { ...account(v), ...proDetails(v) } : { ...account(v), ...reference(v) });

export const INITIAL_VALUES: TSignUpValues = {
  accountPlan: 'free',
  name: '',
  teamName: '',
  email: '',
  password: '',
  passwordConfirm: '',
  phone: '',
  size: null,
  sizeOther: '',
  targetUse: [],
  brandedGifts: '',
  reference: null,
  referenceOther: '',
};
