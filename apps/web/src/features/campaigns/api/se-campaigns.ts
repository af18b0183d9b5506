import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPaged } from '@gifthub/shared/paging';
import type { TSeCampaign, TSeCampaignListItem } from '@gifthub/shared/se-campaigns';
import { http } from '../../../lib/api-client';
import { downloadFile } from '../../../lib/download-file';

/** A team's single-event campaigns (list pages) and one campaign as read. */
export const seCampaignsKey = (teamId: number) => ['teams', teamId, 'se-campaigns'] as const;
export const seCampaignKey = (id: number) => ['se-campaigns', id] as const;

/** GET /teams/{teamId}/se-campaigns: a page, newest first. */
export const seCampaignsQuery = (teamId: number, params: { page: number; per_page: number }) =>
  queryOptions({
    queryKey: [...seCampaignsKey(teamId), params],
    queryFn: () => http.get<TPaged<TSeCampaignListItem>>(`/teams/${teamId}/se-campaigns`, params),
    placeholderData: keepPreviousData,
  });
export const useSeCampaigns = (teamId: number, params: { page: number; per_page: number }) => useQuery(seCampaignsQuery(teamId, params));

/** GET /se-campaigns/{id}. Quiet: a 404 (another team's, or none) sends the detail page back to the list. */
export const seCampaignQuery = (id: number) =>
  queryOptions({ queryKey: seCampaignKey(id), queryFn: () => http.get<TSeCampaign>(`/se-campaigns/${id}`, undefined, { quiet: true }), retry: false });
export const useSeCampaign = (id: number | null) => useQuery({ ...seCampaignQuery(id ?? 0), enabled: id !== null });

/** GET /se-campaigns/files/{fileId}: saved under the name the API gives (an attachment). */
export const downloadSeCampaignFile = (fileId: number, name: string) => downloadFile(`/se-campaigns/files/${fileId}`, {}, name);
