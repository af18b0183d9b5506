import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TPaged } from '@gifthub/shared/paging';
import type { TAdminSeCampaign, TAdminSeCampaignListItem, TAdminSeCampaignUpdate, TSeCampaignStatus } from '@gifthub/shared/se-campaigns';
import { http } from '../../../lib/api-client';

export type TAdminSeCampaignsParams = { page: number; per_page: number; status?: TSeCampaignStatus };
export const adminSeCampaignsKey = ['admin', 'se-campaigns'] as const;

/** GET /admin/se-campaigns: every team's single-event campaigns, requested first, optionally of one status. */
export const adminSeCampaignsQuery = (params: TAdminSeCampaignsParams) =>
  queryOptions({
    queryKey: [...adminSeCampaignsKey, 'list', params],
    queryFn: () => http.get<TPaged<TAdminSeCampaignListItem>>('/admin/se-campaigns', params),
    placeholderData: keepPreviousData,
  });
export const useAdminSeCampaigns = (params: TAdminSeCampaignsParams) => useQuery(adminSeCampaignsQuery(params));

/** GET /admin/se-campaigns/{id}. A 404 is shown by the page, not alerted. */
export const adminSeCampaignQuery = (id: number) =>
  queryOptions({ queryKey: [...adminSeCampaignsKey, 'detail', id], queryFn: () => http.get<TAdminSeCampaign>(`/admin/se-campaigns/${id}`, undefined, { quiet: true }), retry: false });
export const useAdminSeCampaign = (id: number) => useQuery(adminSeCampaignQuery(id));

/** PUT /admin/se-campaigns/{id}: a price (pounds) and/or a status along SE_STAFF_TRANSITIONS; quoting e-mails the team. */
export function useUpdateAdminSeCampaign(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TAdminSeCampaignUpdate) => http.put<TAdminSeCampaign>(`/admin/se-campaigns/${id}`, body, { quiet: true }),
    onSuccess: (c) => {
      qc.setQueryData(adminSeCampaignQuery(id).queryKey, c);
      return qc.invalidateQueries({ queryKey: adminSeCampaignsKey });
    },
  });
}
