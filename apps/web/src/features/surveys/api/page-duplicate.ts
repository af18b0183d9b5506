import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TSurveyPage } from '@gifthub/shared/surveys';
import { http } from '../../../lib/api-client';
import { refreshSurvey, surveyPath, type TSurveyRef } from './page-cache';

/** POST …/pages/{pageId}/duplicate: the copy comes back with its question. */
export const duplicatePage = (ref: TSurveyRef, pageId: number) => http.post<TSurveyPage>(`${surveyPath(ref)}/pages/${pageId}/duplicate`, undefined, { quiet: true, successAlert: false });

export function useDuplicatePage(ref: TSurveyRef) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (pageId: number) => duplicatePage(ref, pageId), onSuccess: () => refreshSurvey(qc, ref) });
}
