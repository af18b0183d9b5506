import { recipientsExportName } from '@gifthub/shared/campaign-registrations';
import { downloadFile } from '../../../lib/download-file';
import type { TRecipientsFilters } from './get-recipients';

/**
 * GET /gb-campaigns/{id}/registrations/export with the list's filters, saved under the name the server gives (the
 * campaign id and today's date).
 */
export const exportRecipients = (campaignId: number, filters: TRecipientsFilters) =>
  downloadFile(`/gb-campaigns/${campaignId}/registrations/export`, filters, recipientsExportName(campaignId, new Date()));
