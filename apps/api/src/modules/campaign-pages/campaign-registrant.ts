import { campaignAddressErrors } from '@gifthub/shared/campaign-pages';
import type { TClaimBody } from '@gifthub/shared/claims';
import { campaignPageTexts } from '@gifthub/shared/campaign-pages';
import { msg } from '@gifthub/shared/messages';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { teamEligibleDomains, type TPageCampaign } from '../campaigns/campaign-pages.service';

// The claim form's input on the campaign page: who registers (a campaign's own page) and where the gift goes.

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const MAX = { first_name: 100, last_name: 100, email: 254 } as const;

const invalid = (errors: Record<string, string>) => {
  const fields = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k, [v]]));
  return AppError.validation(fields, Object.values(errors)[0]);
};

/** A visitor of a campaign's own page: e-mail, first and last name, all required (spec 1 §5, start step). */
export function registrantOf(body: TClaimBody) {
  const v = { first_name: body.first_name?.trim() ?? '', last_name: body.last_name?.trim() ?? '', email: body.email?.trim() ?? '' };
  const labels = { first_name: 'First Name', last_name: 'Last Name', email: 'E-mail' } as const;
  const errors: Record<string, string> = {};
  for (const field of ['email', 'first_name', 'last_name'] as const) {
    if (!v[field]) errors[field] = msg.required(labels[field]);
    else if ([...v[field]].length > MAX[field]) errors[field] = msg.maxLength(labels[field], MAX[field]);
  }
  if (!errors.email && !EMAIL_RE.test(v.email)) errors.email = msg.email(labels.email);
  if (Object.keys(errors).length) throw invalid(errors);
  return { firstName: v.first_name, lastName: v.last_name, email: v.email.toLowerCase() };
}

const inDomain = (domain: string, list: string[]) => list.some((d) => domain === d || domain.endsWith(`.${d}`));

/** The campaign's disabled e-mail domains refuse; an internal campaign takes only the team's eligible domains. */
export async function checkEmailDomain(db: Db, page: TPageCampaign, email: string) {
  const domain = email.slice(email.lastIndexOf('@') + 1).toLowerCase();
  const disabled = page.campaign.disabledDomains.toLowerCase().split(/\s+/).filter(Boolean);
  if (inDomain(domain, disabled)) throw AppError.field('email', campaignPageTexts.domainDisabled);
  if (page.campaign.privacy === 'internal' && !inDomain(domain, await teamEligibleDomains(db, page.campaign.teamId)))
    throw AppError.field('email', campaignPageTexts.domainNotEligible);
}

/** The delivery address of a physical option, by the shared rule (the option's countries); stored values. */
export function addressOf(body: TClaimBody, names: { firstName: string; lastName: string }, countries: string[]) {
  const values = {
    first_name: body.first_name?.trim() || names.firstName,
    last_name: body.last_name?.trim() || names.lastName,
    address_line_1: body.address_line_1 ?? '',
    address_line_2: body.address_line_2 ?? '',
    city: body.city ?? '',
    region: body.region ?? '',
    postcode: body.postcode ?? '',
    country: (body.country ?? 'GB').trim().toUpperCase(),
    phone: body.phone ?? '',
  };
  const errors = campaignAddressErrors(values, countries);
  if (Object.keys(errors).length) throw invalid(errors);
  return {
    firstName: values.first_name,
    lastName: values.last_name,
    addressLine1: values.address_line_1.trim(),
    addressLine2: values.address_line_2.trim() || null,
    city: values.city.trim(),
    region: values.region.trim() || null,
    postcode: values.postcode.trim().toUpperCase(),
    country: values.country,
    phone: values.phone.trim() || null,
  };
}
