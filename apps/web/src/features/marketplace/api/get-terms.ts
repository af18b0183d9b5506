import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTerm } from '@gifthub/shared/catalogue';
import { http } from '../../../lib/api-client';
import { catalogueKey } from './keys';

/** GET /terms: the filter terms of the three marketplace taxonomies. */
export const termsQuery = () =>
  queryOptions({
    queryKey: [...catalogueKey, 'terms'],
    queryFn: async () => (await http.get<{ data: TTerm[] }>('/terms')).data,
    staleTime: 10 * 60_000,
  });
export const useTerms = () => useQuery(termsQuery());
