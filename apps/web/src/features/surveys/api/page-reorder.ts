import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReorder, TSurvey } from '@gifthub/shared/surveys';
import { api } from '../../../lib/api-client';
import { surveyKeys } from './keys';
import { refreshSurvey, surveyPath, type TSurveyRef } from './page-cache';

/** PATCH …/pages with every page once and its new order. */
export const reorderPages = (ref: TSurveyRef, body: TReorder) => api<unknown>('PATCH', `${surveyPath(ref)}/pages`, { body, successAlert: false });

/** The list shows the new order at once; the server's order is read back after the answer (or the refusal). */
export function useReorderPages(ref: TSurveyRef) {
  const qc = useQueryClient();
  const key = surveyKeys.detail(ref.teamId, ref.surveyId);
  return useMutation({
    mutationFn: (body: TReorder) => reorderPages(ref, body),
    onMutate: async (body) => {
      await qc.cancelQueries({ queryKey: key });
      const order = new Map(body.map((x) => [x.id, x.order]));
      qc.setQueryData<TSurvey>(key, (s) => s && { ...s, pages: (s.pages ?? []).map((p) => ({ ...p, order: order.get(p.id) ?? p.order })) });
    },
    onSettled: () => refreshSurvey(qc, ref),
  });
}
