import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/api-client';
import { apiKeysKey } from './get-api-keys';

export const deleteApiKey = (teamId: number, id: number) => http.del<{ ok: boolean }>(`/teams/${teamId}/api_keys/${id}`);

export function useDeleteApiKey(teamId: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => deleteApiKey(teamId, id), onSuccess: () => qc.invalidateQueries({ queryKey: apiKeysKey(teamId) }) });
}
