import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TQuestion } from '@gifthub/shared/surveys';
import { http } from '../../../lib/api-client';
import { putQuestionInCache, surveyPath, type TSurveyRef } from './page-cache';

/** POST …/questions/{id}/publish or …/unpublish: an unpublished question stays in the builder and is not asked. */
export function usePublishQuestion(ref: TSurveyRef) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ questionId, on }: { questionId: number; on: boolean }) =>
      http.post<TQuestion>(`${surveyPath(ref)}/questions/${questionId}/${on ? 'publish' : 'unpublish'}`, undefined, { successAlert: false }),
    onSuccess: (question) => putQuestionInCache(qc, ref, question),
  });
}
