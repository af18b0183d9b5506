import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTemplate, TTemplateReorder } from '@gifthub/shared/survey-templates';
import { api } from '../../../lib/api-client';
import { templateKeys } from './keys';

/** PATCH /templates with every template once and its new place (product admins). */
export const reorderTemplates = (body: TTemplateReorder) => api<unknown>('PATCH', '/templates', { body, successAlert: false });

/** The gallery shows the new order at once (every cached list); the server's order is read back after the answer. */
export function useReorderTemplates() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: reorderTemplates,
    onMutate: async (body) => {
      await qc.cancelQueries({ queryKey: templateKeys.lists() });
      const position = new Map(body.map((x) => [x.id, x.order]));
      qc.setQueriesData<{ data: TTemplate[] }>({ queryKey: templateKeys.lists() }, (r) =>
        r && { data: r.data.map((t) => ({ ...t, position: position.get(t.id) ?? t.position })).sort((a, b) => a.position - b.position || a.id - b.id) },
      );
    },
    onSettled: () => qc.invalidateQueries({ queryKey: templateKeys.lists() }),
  });
}
