import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TApiKeyList } from '@gifthub/shared/api-keys';
import { http } from '../../../lib/api-client';

export const apiKeysKey = (teamId: number) => ['teams', teamId, 'api-keys'] as const;

export const apiKeysQuery = (teamId: number) => queryOptions({ queryKey: apiKeysKey(teamId), queryFn: () => http.get<TApiKeyList>(`/teams/${teamId}/api_keys`) });
export const useApiKeys = (teamId: number, enabled = true) => useQuery({ ...apiKeysQuery(teamId), enabled });
