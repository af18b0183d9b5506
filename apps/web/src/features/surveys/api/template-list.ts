import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TSurveyCategory } from '@gifthub/shared/survey-rules';
import type { TTemplateList } from '@gifthub/shared/survey-templates';
import { http } from '../../../lib/api-client';
import { templateKeys } from './keys';

/** deleted: the product admins' bin (the gallery's Deleted switch). */
export type TTemplatesParams = { category?: TSurveyCategory; deleted?: boolean };

/** GET /templates?get-pages=true: the gallery in its order (drafts too for product admins; or their deleted ones), each card with its pages. */
export const templatesQuery = (params: TTemplatesParams) =>
  queryOptions({
    queryKey: templateKeys.list(params),
    queryFn: () => http.get<TTemplateList>('/templates', { 'get-pages': true, ...params }),
    placeholderData: keepPreviousData,
    select: (r) => r.data,
  });
export const useTemplates = (params: TTemplatesParams) => useQuery(templatesQuery(params));
