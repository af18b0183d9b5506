import { Badge } from '@mantine/core';
import { SE_CAMPAIGN_STATUS_COLORS, SE_CAMPAIGN_STATUS_LABELS, type TSeCampaignStatus } from '@gifthub/shared/se-campaigns';

/** A single-event campaign's status, as the team's and staff's lists and pages show it. */
export function SeStatusBadge({ status, testId }: { status: TSeCampaignStatus; testId?: string }) {
  return (
    <Badge variant="light" color={SE_CAMPAIGN_STATUS_COLORS[status]} style={{ flexShrink: 0 }} data-testid={testId}>
      {SE_CAMPAIGN_STATUS_LABELS[status]}
    </Badge>
  );
}
