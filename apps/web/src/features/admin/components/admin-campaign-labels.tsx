import { Badge } from '@mantine/core';
import { CAMPAIGN_STATUS_COLORS, CAMPAIGN_STATUS_LABELS, CAMPAIGN_TYPE_LABELS, PRIVACY_LABELS, REWARD_TYPE_LABELS, type TCampaignPrivacy, type TCampaignStatus } from '@gifthub/shared/campaigns';

// How the back office names a campaign's status, type, reward and privacy (spec 1 §4, spec 3 §6: invite is Private,
// internal Internal, public Open).

export const STATUS_LABELS = CAMPAIGN_STATUS_LABELS;
const STATUS_COLORS = CAMPAIGN_STATUS_COLORS;

export const TYPE_LABELS = CAMPAIGN_TYPE_LABELS;
export const REWARD_LABELS = REWARD_TYPE_LABELS;
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
