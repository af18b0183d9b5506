import type { QueryClient } from '@tanstack/react-query';
import type { TQuestion, TSurvey, TSurveyPage } from '@gifthub/shared/surveys';
import { surveyKeys } from './keys';

/** The survey the questions editor works on. */
export type TSurveyRef = { teamId: number; surveyId: number };

export const surveyPath = (ref: TSurveyRef) => `/teams/${ref.teamId}/surveys/${ref.surveyId}`;

/** The editor's writes answer the page or question as stored: the survey's cached copy takes it (the server decides). */
export function putPageInCache(qc: QueryClient, ref: TSurveyRef, page: TSurveyPage) {
  qc.setQueryData<TSurvey>(surveyKeys.detail(ref.teamId, ref.surveyId), (s) => s && { ...s, pages: (s.pages ?? []).map((p) => (p.id === page.id ? page : p)) });
}

export function putQuestionInCache(qc: QueryClient, ref: TSurveyRef, question: TQuestion) {
  qc.setQueryData<TSurvey>(
    surveyKeys.detail(ref.teamId, ref.surveyId),
    (s) => s && { ...s, pages: (s.pages ?? []).map((p) => (p.id === question.page_id ? { ...p, questions: p.questions.map((x) => (x.id === question.id ? question : x)) } : p)) },
  );
}

/** Writes that move other pages (orders, counts) read the survey again; the list's counts follow. */
export const refreshSurvey = (qc: QueryClient, ref: TSurveyRef) => qc.invalidateQueries({ queryKey: surveyKeys.all(ref.teamId) });
