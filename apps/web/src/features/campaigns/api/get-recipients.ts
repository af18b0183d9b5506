import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TRecipientsExportQuery, TRecipientsPage } from '@gifthub/shared/campaign-registrations';
import { http } from '../../../lib/api-client';
import { campaignRecipientsKey } from '../../../domain/registrations/api/get-registrations';

/** The list's filters, sort and search as the query string carries them (ZRecipientsExportQuery's fields). */
export type TRecipientsFilters = TRecipientsExportQuery;
export type TRecipientsParams = TRecipientsFilters & { page: number; per_page: number };

/** GET /gb-campaigns/{id}/registrations?with_reg_counts=true: one page of recipients with the campaign's counts. */
export const recipientsQuery = (campaignId: number, params: TRecipientsParams) =>
  queryOptions({
    queryKey: [...campaignRecipientsKey(campaignId), params],
    queryFn: () => http.get<TRecipientsPage>(`/gb-campaigns/${campaignId}/registrations`, { ...params, with_reg_counts: true }),
    placeholderData: keepPreviousData,
  });
export const useRecipients = (campaignId: number, params: TRecipientsParams, enabled = true) => useQuery({ ...recipientsQuery(campaignId, params), enabled });
