import { CAMPAIGN_STATUS_COLORS, CAMPAIGN_STATUS_LABELS, CAMPAIGN_TYPE_LABELS, PRIVACY_LABELS, REWARD_TYPE_LABELS, type TCampaignPrivacy, type TCampaignStatus } from '@gifthub/shared/campaigns';

// How the campaigns area names its values (spec 1 §3, §4; spec 3 §6 for privacy).

export const STATUS_LABELS = CAMPAIGN_STATUS_LABELS;
export const STATUS_COLORS = CAMPAIGN_STATUS_COLORS;
export const TYPE_LABELS = CAMPAIGN_TYPE_LABELS;
export const REWARD_LABELS = REWARD_TYPE_LABELS;
export const privacyLabel = (p: TCampaignPrivacy) => PRIVACY_LABELS[p];

/** Spec 1 §4: new and requested campaigns wait for the Account Manager. */
export const WAITING_NOTE = 'This campaign is waiting for confirmation by your Account Manager; invitations cannot be sent yet.';
/** What each later status means for the team, shown on the detail. */
export const STATUS_NOTES: Partial<Record<TCampaignStatus, string>> = {
  new: WAITING_NOTE,
  requested: WAITING_NOTE,
  paused: 'This campaign is paused: no invitations are sent.',
  leaked: 'This campaign is closed: its public page takes no claims and no new invitations can be sent.',
  completed: 'This campaign is completed: its settings are read-only.',
};

/** Spec 1 §9: low availability at 2 or fewer units, unavailable at 0; no count means no stock limit. */
export function availability(available: number | null): { label: string; color: string } {
  if (available === null) return { label: 'Available', color: 'green' };
  if (available <= 0) return { label: 'Unavailable', color: 'red' };
  if (available <= 2) return { label: `Low availability (${available} left)`, color: 'orange' };
  return { label: `${available} available`, color: 'green' };
}

const titleCase = (s: string) => s.replace(/(^|[-\s])\w/g, (m) => m.toUpperCase());
/** Options of a Select from a list of values and their labels. */
export const selectData = <T extends string>(values: readonly T[], labels?: Record<T, string>) => values.map((v) => ({ value: v, label: labels?.[v] ?? titleCase(v) }));
