import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TTemplateCreate } from '@gifthub/shared/survey-templates';
import { http } from '../../../lib/api-client';
import { templateKeys } from './keys';

/** POST /templates (product admins): a draft with its Welcome page, answered with its id. Quiet: the modal shows refusals. */
export const createTemplate = (body: TTemplateCreate) => http.post<{ id: number }>('/templates', body, { quiet: true });

export function useCreateTemplate() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createTemplate, onSuccess: () => qc.invalidateQueries({ queryKey: templateKeys.lists() }) });
}
