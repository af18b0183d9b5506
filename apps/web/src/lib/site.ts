import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSite } from '@gifthub/shared/site';
import { http } from './api-client';

/** GET /site: the public address (PUBLIC_URL, or the address the portal was opened at) that every link starts with. */
export const siteQuery = queryOptions({ queryKey: ['site'], queryFn: () => http.get<TSite>('/site'), staleTime: Infinity });

/** The public address once known; until then the address this page was opened at, which is what the API answers by default. */
export function usePublicUrl(): string {
  return useQuery(siteQuery).data?.public_url ?? window.location.origin;
}
