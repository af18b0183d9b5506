import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TCrmSecretCreated, TCrmSecretInfo } from '@gifthub/shared/crm';
import { http } from '../../../lib/api-client';

// The team's CRM secret (the trigger webhook's bearer token): read says only whether one exists; create answers it once.

export const crmSecretKey = (teamId: number) => ['teams', teamId, 'crm', 'secret'] as const;

export const crmSecretQuery = (teamId: number) => queryOptions({ queryKey: crmSecretKey(teamId), queryFn: () => http.get<TCrmSecretInfo>(`/teams/${teamId}/crm/secret`) });
export const useCrmSecret = (teamId: number, enabled = true) => useQuery({ ...crmSecretQuery(teamId), enabled });

export function useCreateCrmSecret(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    // The secret itself is the answer on screen: no 'Request complete' over it.
    mutationFn: () => http.post<TCrmSecretCreated>(`/teams/${teamId}/crm/secret`, undefined, { successAlert: false }),
    // The cache keeps what a read answers (never the secret itself).
    onSuccess: ({ secret: _shownOnce, ...info }) => qc.setQueryData(crmSecretKey(teamId), info),
  });
}
