import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TReorder, TSurveyPage } from '@gifthub/shared/surveys';
import { api } from '../../../lib/api-client';
import { refreshSurvey, surveyPath, type TSurveyRef } from './page-cache';

/** PATCH …/pages with every page once and its new order. */
export const reorderPages = (ref: TSurveyRef, body: TReorder) => api<unknown>('PATCH', `${surveyPath(ref)}/pages`, { body, successAlert: false });

/** The list shows the new order at once; the server's order is read back after the answer (or the refusal). */
export function useReorderPages(ref: TSurveyRef) {
  const qc = useQueryClient();
  const key = ref.key;
  return useMutation({
    mutationFn: (body: TReorder) => reorderPages(ref, body),
    onMutate: async (body) => {
      await qc.cancelQueries({ queryKey: key });
      const order = new Map(body.map((x) => [x.id, x.order]));
      qc.setQueryData<{ pages?: TSurveyPage[] }>(key, (s) => s && { ...s, pages: (s.pages ?? []).map((p) => ({ ...p, order: order.get(p.id) ?? p.order })) });
    },
    onSettled: () => refreshSurvey(qc, ref),
  });
}
