import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TTemplate } from '@gifthub/shared/survey-templates';
import { http } from '../../../lib/api-client';
import { templateKeys } from './keys';

/** GET /templates/{id}: the template with its pages. Quiet: a 404 sends the editor back to the gallery. */
export const templateQuery = (id: number) =>
  queryOptions({
    queryKey: templateKeys.detail(id),
    queryFn: () => http.get<TTemplate>(`/templates/${id}`, undefined, { quiet: true }),
    retry: false,
  });
export const useTemplate = (id: number | null) => useQuery({ ...templateQuery(id ?? 0), enabled: id !== null });
