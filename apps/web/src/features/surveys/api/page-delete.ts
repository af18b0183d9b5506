import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/api-client';
import { refreshSurvey, surveyPath, type TSurveyRef } from './page-cache';

/** DELETE …/pages/{pageId}: the later pages move up. */
export const deletePage = (ref: TSurveyRef, pageId: number) => http.del<unknown>(`${surveyPath(ref)}/pages/${pageId}`, undefined, { quiet: true, successAlert: false });

export function useDeletePage(ref: TSurveyRef) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (pageId: number) => deletePage(ref, pageId), onSuccess: () => refreshSurvey(qc, ref) });
}
