import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TApiKeyCreate, TApiKeyCreated } from '@gifthub/shared/api-keys';
import { http } from '../../../lib/api-client';
import { apiKeysKey } from './get-api-keys';

/** The answer is the only time the real key is ever seen: it is shown once and never cached. */
export const createApiKey = (teamId: number, body: TApiKeyCreate) => http.post<TApiKeyCreated>(`/teams/${teamId}/api_keys`, body);

export function useCreateApiKey(teamId: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (body: TApiKeyCreate) => createApiKey(teamId, body), onSuccess: () => qc.invalidateQueries({ queryKey: apiKeysKey(teamId) }) });
}
