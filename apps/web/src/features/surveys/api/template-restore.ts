import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTemplate } from '@gifthub/shared/survey-templates';
import { http } from '../../../lib/api-client';
import { templateKeys } from './keys';

/** POST /templates/{id}/restore (product admins): a deleted template back at the end of the gallery. */
export function useRestoreTemplate() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.post<TTemplate>(`/templates/${id}/restore`),
    onSuccess: () => qc.invalidateQueries({ queryKey: templateKeys.lists() }),
  });
}

/** DELETE /templates/{id}/permanent (product admins): a deleted template removed for good, with its pages and questions. */
export function useDeleteTemplatePermanently() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<unknown>(`/templates/${id}/permanent`),
    onSuccess: (_r, id) => {
      qc.removeQueries({ queryKey: templateKeys.detail(id) });
      void qc.invalidateQueries({ queryKey: templateKeys.lists() });
    },
  });
}
