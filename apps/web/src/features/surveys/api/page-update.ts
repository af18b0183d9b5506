import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPageUpdate, TSurveyPage } from '@gifthub/shared/surveys';
import { http } from '../../../lib/api-client';
import { patchInCache, putPageInCache, refreshSurvey, restoreCache, surveyPath, type TSurveyRef } from './page-cache';

/** quiet: the caller shows the refusal itself (the canvas's fields under the field); otherwise the alert catalogue does. */
export type TPageUpdateInput = { pageId: number; body: TPageUpdate; quiet?: boolean };

/** PUT …/pages/{pageId} with what changed; a change to a non-question type sends delete_all_questions. */
export const updatePage = (ref: TSurveyRef, { pageId, body, quiet = false }: TPageUpdateInput) =>
  http.put<TSurveyPage>(`${surveyPath(ref)}/pages/${pageId}`, body, { quiet, successAlert: false });

export function useUpdatePage(ref: TSurveyRef) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TPageUpdateInput) => updatePage(ref, input),
    onMutate: (input) => (input.quiet ? undefined : patchInCache(qc, ref, input)),
    onError: (_e, _input, before) => restoreCache(qc, ref, before),
    onSuccess: (page, input) => {
      putPageInCache(qc, ref, page);
      // A new type adds or deletes the page's question: the survey's counts change too.
      if (input.body.type !== undefined || input.body.question_type !== undefined) void refreshSurvey(qc, ref);
    },
  });
}
