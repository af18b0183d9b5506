import {
  defaultReviews,
  reviewProblems,
  reviewUrlAllowed,
  reviewUrlMessage,
  ZCampaignSettings,
  type TCampaign,
  type TCampaignPrivacy,
  type TCampaignReviews,
  type TCampaignType,
} from '@gifthub/shared/campaigns';
import { reminderDaysProblem, REMINDERS_MAX } from '@gifthub/shared/campaign-expiry';
import { zodValidate } from '../../../lib/form';
import type { TCampaignSettingsInput } from '../api/update-campaign';
import { forcedState } from './forced-values';

// The edit modal's values, what it sends and how it checks them: the shared schema, the review rules and the forced values.

export type TEditValues = {
  name: string;
  slug: string;
  page_title: string;
  page_text: string;
  type: TCampaignType;
  privacy: TCampaignPrivacy;
  disabled_domains: string;
  auto_approve: boolean;
  page_restricted: boolean;
  opportunity_value: number | string;
  demo_value: number | string;
  deal_value: number | string;
  reviews: TCampaignReviews;
  /** Empty: invitations never expire. */
  invitation_expiry_days: number | string;
  /** Three inputs; an empty one sends no reminder. */
  reminder_days: (number | string)[];
};
export type TEditTab = 'settings' | 'sales' | 'reviews';

/** Where a reviews campaign's recipients leave their review when no other URL is set: its own page (as the API defaults it). */
export const reviewPage = (campaign: Pick<TCampaign, 'registration_page'>) => `${campaign.registration_page}/review`;

export const initialEditValues = (c: TCampaign): TEditValues => ({
  name: c.name,
  slug: c.slug,
  page_title: c.page_title,
  page_text: c.page_text,
  type: c.type,
  privacy: c.privacy,
  disabled_domains: c.disabled_domains,
  auto_approve: c.auto_approve,
  page_restricted: c.page_restricted,
  opportunity_value: c.opportunity_value,
  demo_value: c.demo_value,
  deal_value: c.deal_value,
  reviews: c.reviews ? { ...c.reviews, buttons: [...c.reviews.buttons], texts: { ...c.reviews.texts } } : { ...defaultReviews(), submission_url: '' },
  invitation_expiry_days: c.invitation_expiry_days ?? '',
  reminder_days: Array.from({ length: REMINDERS_MAX }, (_, i) => c.reminder_days[i] ?? ''),
});

/**
 * Choosing type reviews with an empty submission URL loads the default review texts (spec 1 §4), with the campaign's
 * own review page as the URL; a URL already set keeps the texts as they are.
 */
export function reviewsForType(type: TCampaignType, reviews: TCampaignReviews, campaign: Pick<TCampaign, 'registration_page'>): TCampaignReviews {
  if (type !== 'reviews' || reviews.submission_url) return reviews;
  return { ...defaultReviews(), submission_url: reviewPage(campaign) };
}

const money = (v: number | string) => (v === '' || v === null ? undefined : Number(v));

const expiryOf = (v: TEditValues) => (v.invitation_expiry_days === '' ? null : Number(v.invitation_expiry_days));
const remindersOf = (v: TEditValues) => v.reminder_days.filter((d) => d !== '').map(Number);

/** The expiry and reminders, sent only when they differ from the saved ones (the API keeps fields not sent). */
function expiryFields(v: TEditValues, saved?: Pick<TCampaign, 'invitation_expiry_days' | 'reminder_days'>) {
  const expiry = expiryOf(v);
  const reminders = remindersOf(v);
  return {
    ...(saved && expiry === saved.invitation_expiry_days ? {} : { invitation_expiry_days: expiry === null ? '' : String(expiry) }),
    ...(saved && reminders.join() === saved.reminder_days.join() ? {} : { reminder_days: JSON.stringify(reminders) }),
  };
}

/** What is saved: the forced privacy and approval settings applied, reviews only for a reviews campaign. */
export function toSettings(v: TEditValues, rewardType: TCampaign['reward_type'], saved?: Pick<TCampaign, 'invitation_expiry_days' | 'reminder_days'>): TCampaignSettingsInput {
  const forced = forcedState({ type: v.type, reward_type: rewardType, privacy: v.privacy });
  return {
    ...expiryFields(v, saved),
    name: v.name,
    slug: v.slug,
    type: v.type,
    privacy: forced.privacy || v.privacy,
    page_title: v.page_title,
    page_text: v.page_text,
    disabled_domains: v.disabled_domains,
    auto_approve: forced.approval?.auto_approve ?? v.auto_approve,
    page_restricted: forced.approval?.page_restricted ?? v.page_restricted,
    opportunity_value: money(v.opportunity_value),
    demo_value: money(v.demo_value),
    deal_value: money(v.deal_value),
    ...(v.type === 'reviews' ? { reviews: v.reviews } : {}),
  };
}

const checkSettings = zodValidate(ZCampaignSettings);

/** The first message per field: the shared settings schema, then the review fields of a reviews campaign (spec 1 §5). */
export function validateEdit(v: TEditValues, rewardType: TCampaign['reward_type'], host: string): Record<string, string> {
  const errors = checkSettings(toSettings(v, rewardType));
  const reminderProblem = errors.invitation_expiry_days ? null : reminderDaysProblem(expiryOf(v), remindersOf(v));
  if (reminderProblem && !Object.keys(errors).some((k) => k.startsWith('reminder_days'))) errors.reminder_days = reminderProblem;
  if (v.type !== 'reviews') return groupReminderErrors(errors);
  const problems = reviewProblems(v.reviews);
  if (v.reviews.submission_url && !reviewUrlAllowed(v.reviews.submission_url, host)) problems['reviews.submission_url'] = reviewUrlMessage(host);
  v.reviews.buttons.forEach((b, i) => {
    if (!b.trim()) problems[`reviews.buttons.${i}`] = `Button ${i + 1} is required.`;
  });
  return { ...problems, ...groupReminderErrors(errors) };
}

/** A message about one reminder (reminder_days.1: the position among those filled in) shows under the three of them. */
export function groupReminderErrors<T>(errors: Record<string, T>): Record<string, T> {
  const first = Object.keys(errors).find((k) => k.startsWith('reminder_days'));
  if (!first) return errors;
  const out = Object.fromEntries(Object.entries(errors).filter(([k]) => !k.startsWith('reminder_days')));
  return { ...out, reminder_days: errors[first]! };
}

/** The tab a field is on, so a refused save shows the tab of its first message. */
export const tabOf = (field: string): TEditTab => (field.startsWith('reviews.') ? 'reviews' : ['opportunity_value', 'demo_value', 'deal_value'].includes(field) ? 'sales' : 'settings');
