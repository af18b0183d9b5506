import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TSurveyPage } from '@gifthub/shared/surveys';
import { http } from '../../../lib/api-client';
import { refreshSurvey, type TSurveyRef } from './page-cache';

/** GET …/pages?deleted=true: the survey's pages in the bin (a survey's; a template deletes its pages at once). */
export const binnedPagesQuery = (ref: TSurveyRef) =>
  queryOptions({
    queryKey: [...ref.key, 'pages', 'deleted'] as const,
    queryFn: () => http.get<TSurveyPage[]>(`${ref.path}/pages`, { deleted: true }),
  });
export const useBinnedPages = (ref: TSurveyRef, enabled: boolean) => useQuery({ ...binnedPagesQuery(ref), enabled });

/** A binned page back among the pages (POST …/restore, it comes last) or removed for good (DELETE …/permanent). */
export function usePageBin(ref: TSurveyRef) {
  const qc = useQueryClient();
  const refresh = () => refreshSurvey(qc, ref);
  return {
    restore: useMutation({ mutationFn: (id: number) => http.post<TSurveyPage>(`${ref.path}/pages/${id}/restore`), onSuccess: refresh }),
    purge: useMutation({ mutationFn: (id: number) => http.del<unknown>(`${ref.path}/pages/${id}/permanent`), onSuccess: refresh }),
  };
}

/** POST …/pages/{id}/publish or …/unpublish: an unpublished page stays in the builder and respondents skip it. */
export function usePublishPage(ref: TSurveyRef) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ pageId, on }: { pageId: number; on: boolean }) => http.post<TSurveyPage>(`${ref.path}/pages/${pageId}/${on ? 'publish' : 'unpublish'}`, undefined, { successAlert: false }),
    onSuccess: () => refreshSurvey(qc, ref),
  });
}
