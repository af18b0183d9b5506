import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TPageCreate, TSurveyPage } from '@gifthub/shared/surveys';
import { http } from '../../../lib/api-client';
import { refreshSurvey, surveyPath, type TSurveyRef } from './page-cache';

/** POST …/pages: a question page comes back with its question; after_order places it (later pages move down). */
export const createPage = (ref: TSurveyRef, body: TPageCreate) => http.post<TSurveyPage>(`${surveyPath(ref)}/pages`, body, { quiet: true, successAlert: false });

export function useCreatePage(ref: TSurveyRef) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (body: TPageCreate) => createPage(ref, body), onSuccess: () => refreshSurvey(qc, ref) });
}
