import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TQuestion, TQuestionUpdate } from '@gifthub/shared/surveys';
import { http } from '../../../lib/api-client';
import { patchInCache, putQuestionInCache, restoreCache, surveyPath, type TSurveyRef } from './page-cache';

/** quiet: the caller shows the refusal itself (the canvas's fields under the field); otherwise the alert catalogue does. */
export type TQuestionUpdateInput = { questionId: number; body: TQuestionUpdate; quiet?: boolean };

/** PUT …/questions/{questionId} with the changed fields only. */
export const updateQuestion = (ref: TSurveyRef, { questionId, body, quiet = false }: TQuestionUpdateInput) =>
  http.put<TQuestion>(`${surveyPath(ref)}/questions/${questionId}`, body, { quiet, successAlert: false });

export function useUpdateQuestion(ref: TSurveyRef) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (input: TQuestionUpdateInput) => updateQuestion(ref, input),
    onMutate: (input) => (input.quiet ? undefined : patchInCache(qc, ref, input)),
    onError: (_e, _input, before) => restoreCache(qc, ref, before),
    onSuccess: (question) => putQuestionInCache(qc, ref, question),
  });
}
