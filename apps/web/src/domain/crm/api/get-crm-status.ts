import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCrmOauthStatus } from '@gifthub/shared/crm';
import { http } from '../../../lib/api-client';

export const crmStatusKey = (teamId: number) => ['teams', teamId, 'crm', 'status'] as const;

/** The team's CRM connection and Connect's install URL; failures are the screen's own alert (Status Error). */
export const crmStatusQuery = (teamId: number) =>
  queryOptions({
    queryKey: crmStatusKey(teamId),
    queryFn: () => http.get<TCrmOauthStatus>(`/teams/${teamId}/crm/hubspot/oauth/status`, undefined, { quiet: true }),
    retry: false,
  });
export const useCrmStatus = (teamId: number, enabled = true) => useQuery({ ...crmStatusQuery(teamId), enabled });
