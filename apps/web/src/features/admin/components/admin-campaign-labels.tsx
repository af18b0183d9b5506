import { Badge } from '@mantine/core';
import { PRIVACY_LABELS, type TCampaignPrivacy, type TCampaignStatus, type TCampaignType, type TRewardType } from '@gifthub/shared/campaigns';

// How the back office names a campaign's status, type, reward and privacy (spec 1 §4, spec 3 §6: invite is Private,
// internal Internal, public Open).

export const STATUS_LABELS: Record<TCampaignStatus, string> = {
  new: 'New',
  requested: 'Requested',
  active: 'Active',
  paused: 'Paused',
  leaked: 'Leaked',
  completed: 'Completed',
};
const STATUS_COLORS: Record<TCampaignStatus, string> = { new: 'gray', requested: 'orange', active: 'teal', paused: 'yellow', leaked: 'red', completed: 'blue' };

export const TYPE_LABELS: Record<TCampaignType, string> = {
  'year-round': 'Year-round',
  seasonal: 'Seasonal',
  event: 'Event',
  onboarding: 'Onboarding',
  sales: 'Sales',
  reviews: 'Reviews',
  other: 'Other',
};
export const REWARD_LABELS: Record<TRewardType, string> = { physical: 'Physical gifts', voucher: 'eGift vouchers', mixed: 'Mixed' };
export const privacyLabel = (p: TCampaignPrivacy) => PRIVACY_LABELS[p];

/** What each status change is called on its button (the staff's words for CAMPAIGN_TRANSITIONS' targets). */
export const TRANSITION_LABELS: Record<TCampaignStatus, string> = {
  new: 'Mark as new',
  requested: 'Mark as requested',
  active: 'Activate',
  paused: 'Pause',
  leaked: 'Mark as leaked',
  completed: 'Complete',
};

export function CampaignStatusBadge({ status }: { status: TCampaignStatus }) {
  return (
    <Badge variant="light" color={STATUS_COLORS[status]} style={{ flexShrink: 0 }}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}
