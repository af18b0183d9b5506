import { fieldError, NO_SHIPPING, RULES, type TClaimAddress, type TRule } from './claim-address';
import { msg } from './messages';
import { UK_POSTCODE_RE } from './patterns';

/**
 * The campaign claim page (spec 1 §2 public claim page, §4, §5; spec 3 §2.1): a campaign's own page
 * /pick-a-gift/{teamSlug}/c/{campaignSlug} (public and internal campaigns) and a personal campaign invitation
 * /pick-a-gift/{teamSlug}/{secret} (GET /public/gifts/{secret} answers the campaign's view for a campaign
 * invitation). Without zod, for the light page: its states, texts and address rule; the zod schemas are in
 * claims.ts beside the gift page's, and their types are given here too.
 */

export type {
  TCampaignClaimResult,
  TCampaignOptOutResult,
  TCampaignPageOption,
  TCampaignPageView,
} from './claims';

export const CAMPAIGN_PAGE_STATES = ['open', 'claimed', 'declined', 'closed'] as const;
export type TCampaignPageState = (typeof CAMPAIGN_PAGE_STATES)[number];

// The campaign claim page's texts (public and internal campaigns' own page, and personal campaign invitations).
export const campaignPageTexts = {
  closed: 'This gift page is closed. Gifts can no longer be claimed here.',
  expired: 'This invitation has expired. Please ask the sender for a new one if you would still like a gift.',
  notYetOpen: 'This gift page is not open yet. Please come back later.',
  inviteOnly: 'This gift page is by invitation only. Please use the personal link you were sent.',
  notFound: 'This gift page does not exist. Please check the link you were sent.',
  optionUnavailable: 'Sorry, this gift is no longer available. Please choose another one.',
  optionRequired: 'Gift Option is required.',
  domainDisabled: 'Gifts on this page cannot be claimed with an e-mail address of this domain.',
  domainNotEligible: 'Please use your work e-mail address to claim a gift on this page.',
  alreadyRegistered: 'A gift has already been claimed with this e-mail address.',
  received: 'Thank you! Your choice has been received.',
  optedOut: 'Thank you for letting us know. The sender has been told.',
  lowAvailability: 'Only a few left',
} as const;

/**
 * A campaign option's delivery details (spec 1 §5, address step): Address line 1, City, Postcode and Country
 * required; the country one the option ships to (else the shipping error); Phone required outside GB; a GB
 * postcode checked as one. `countries`: the option's (GB first). The API and the campaign page both apply it.
 */
export function campaignAddressErrors(values: TClaimAddress, countries: readonly string[]): Record<string, string> {
  const country = (values.country ?? '').trim().toUpperCase();
  const gb = country === 'GB';
  const rules: Record<Exclude<keyof TClaimAddress, 'country'>, TRule> = {
    ...RULES,
    postcode: { ...RULES.postcode, pattern: gb ? UK_POSTCODE_RE : undefined },
    phone: { ...RULES.phone, required: !gb },
  };
  const errors: Record<string, string> = {};
  for (const [field, rule] of Object.entries(rules)) {
    const value = values[field as keyof typeof rules] ?? '';
    // An optional phone left empty is fine; one given must still look like a phone number.
    const e = field === 'phone' && gb && !value.trim() ? null : fieldError(value, rule);
    if (e) errors[field] = e;
  }
  if (!country) errors.country = msg.required('Country');
  else if (!countries.includes(country)) errors.country = NO_SHIPPING;
  return errors;
}
