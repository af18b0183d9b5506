import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTemplate, TTemplateUpdate } from '@gifthub/shared/survey-templates';
import { http } from '../../../lib/api-client';
import { templateKeys } from './keys';

/** PUT /templates/{id} (Template Settings or the theme): answers the template. Quiet: the settings form shows refusals. */
export const updateTemplate = (id: number, body: TTemplateUpdate) => http.put<TTemplate>(`/templates/${id}`, body, { quiet: true });

export function useUpdateTemplate(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TTemplateUpdate) => updateTemplate(id, body),
    onSuccess: (template) => {
      qc.setQueryData<TTemplate>(templateKeys.detail(id), (old) => ({ ...template, pages: template.pages ?? old?.pages }));
      void qc.invalidateQueries({ queryKey: templateKeys.lists() });
    },
  });
}

/** DELETE /templates/{id}: a soft delete; the editor leaves for the gallery. */
export function useDeleteTemplate(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => http.del<unknown>(`/templates/${id}`, undefined, { quiet: true }),
    onSuccess: () => qc.invalidateQueries({ queryKey: templateKeys.lists() }),
  });
}
