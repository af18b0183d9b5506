import type { TAnalyticsParams } from '@gifthub/shared/campaign-analytics';
import { downloadFile } from '../../../lib/download-file';
import { analyticsQuery } from './get-campaign-analytics';

/** GET /gb-campaigns/{id}/analytics.pdf for the ranges on screen, saved under the name the server gives. */
export const downloadRoiSummary = (campaignId: number, p: TAnalyticsParams) => {
  const { mode: _mode, ...query } = analyticsQuery(p);
  return downloadFile(`/gb-campaigns/${campaignId}/analytics.pdf`, query, `campaign-${campaignId}-roi-summary.pdf`);
};
