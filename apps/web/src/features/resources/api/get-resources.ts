import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TResourceDetail, TResourceList, TResourcePostType } from '@gifthub/shared/resources';
import { http } from '../../../lib/api-client';

export type TResourcesParams = { type: TResourcePostType; tags: string[]; page: number };

/** GET /resources: a section's published posts (24 a page), its tags and the sections. */
export const resourcesQuery = (p: TResourcesParams) =>
  queryOptions({
    queryKey: ['resources', 'list', p],
    queryFn: () => http.get<TResourceList>('/resources', { type: p.type, tags: p.tags.length ? p.tags.join(',') : undefined, page: p.page > 1 ? p.page : undefined }),
    placeholderData: keepPreviousData,
  });
export const useResources = (p: TResourcesParams) => useQuery(resourcesQuery(p));

/** GET /resources/{slug}: the post's sanitised HTML with heading anchors. A 404 is the page's to show. */
export const useResource = (slug: string) =>
  useQuery({ queryKey: ['resources', 'post', slug], queryFn: () => http.get<TResourceDetail>(`/resources/${encodeURIComponent(slug)}`, undefined, { quiet: true }), retry: false });
