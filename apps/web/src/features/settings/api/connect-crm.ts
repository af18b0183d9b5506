import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCrmDisconnectResult, TCrmOauthStatus, TCrmSetupResult } from '@gifthub/shared/crm';
import { crmStatusKey } from '../../../domain/crm/api/get-crm-status';
import { http } from '../../../lib/api-client';

// The Integrations page's CRM calls (spec 3 §7): each failure is the page's own alert, so the catalogue stays quiet.

export const setupCrm = (teamId: number) => http.post<TCrmSetupResult>(`/teams/${teamId}/crm/setup`, undefined, { quiet: true, successAlert: false });
export const fetchCrmStatus = (teamId: number) => http.get<TCrmOauthStatus>(`/teams/${teamId}/crm/hubspot/oauth/status`, undefined, { quiet: true });
export const disconnectCrm = (teamId: number) => http.post<TCrmDisconnectResult>(`/teams/${teamId}/crm/hubspot/oauth/disconnect`, undefined, { quiet: true, successAlert: false });

export function useDisconnectCrm(teamId: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: () => disconnectCrm(teamId), onSettled: () => qc.invalidateQueries({ queryKey: crmStatusKey(teamId) }) });
}
