import type { QueryClient } from '@tanstack/react-query';
import type { TPageUpdate, TQuestion, TQuestionUpdate, TSurvey, TSurveyPage } from '@gifthub/shared/surveys';
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

/**
 * A change shown before the server answers (a switch, a select, a dragged choice), so the editor answers at once;
 * the answer then replaces it, a refusal puts back what was there (returned here). Not for typed text: its field
 * keeps what was typed itself, also when the save is refused.
 */
export async function patchInCache(qc: QueryClient, ref: TSurveyRef, change: { pageId: number; body: TPageUpdate } | { questionId: number; body: TQuestionUpdate }) {
  const key = surveyKeys.detail(ref.teamId, ref.surveyId);
  await qc.cancelQueries({ queryKey: key });
  const before = qc.getQueryData<TSurvey>(key);
  qc.setQueryData<TSurvey>(key, (s) => {
    if (!s) return s;
    const pages = (s.pages ?? []).map((p) => {
      if ('pageId' in change) {
        // A change of type is the server's to make (it adds or deletes the question).
        const { type: _type, question_type: _questionType, delete_all_questions: _delete, ...plain } = change.body;
        return p.id === change.pageId ? ({ ...p, ...plain } as TSurveyPage) : p;
      }
      return { ...p, questions: p.questions.map((q) => (q.id === change.questionId ? ({ ...q, ...change.body } as TQuestion) : q)) };
    });
    return { ...s, pages };
  });
  return before;
}

export const restoreCache = (qc: QueryClient, ref: TSurveyRef, before: TSurvey | undefined) => {
  if (before) qc.setQueryData(surveyKeys.detail(ref.teamId, ref.surveyId), before);
};
