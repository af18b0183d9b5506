import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { TPageUpdate, TQuestion, TQuestionUpdate, TSurveyPage } from '@gifthub/shared/surveys';
import { surveyKeys, templateKeys } from './keys';

/**
 * What the questions editor works on: a team's survey, or a template (whose survey has no team: teamId null). path:
 * where its pages and questions calls go; key: its cached read (a survey or a template, both with their pages);
 * refreshKey: what a write that moves other pages refreshes.
 */
export type TSurveyRef = { teamId: number | null; surveyId: number; path: string; key: QueryKey; refreshKey: QueryKey };

export const teamSurveyRef = (teamId: number, surveyId: number): TSurveyRef => ({
  teamId,
  surveyId,
  path: `/teams/${teamId}/surveys/${surveyId}`,
  key: surveyKeys.detail(teamId, surveyId),
  refreshKey: surveyKeys.all(teamId),
});

export const templateRef = (templateId: number, surveyId: number): TSurveyRef => ({
  teamId: null,
  surveyId,
  path: `/templates/${templateId}`,
  key: templateKeys.detail(templateId),
  refreshKey: templateKeys.all,
});

export const surveyPath = (ref: TSurveyRef) => ref.path;

/** The cached read the editor works on: a survey or a template, each with its pages. */
type TWithPages = { pages?: TSurveyPage[] };

/** The editor's writes answer the page or question as stored: the survey's cached copy takes it (the server decides). */
export function putPageInCache(qc: QueryClient, ref: TSurveyRef, page: TSurveyPage) {
  qc.setQueryData<TWithPages>(ref.key, (s) => s && { ...s, pages: (s.pages ?? []).map((p) => (p.id === page.id ? page : p)) });
}

export function putQuestionInCache(qc: QueryClient, ref: TSurveyRef, question: TQuestion) {
  qc.setQueryData<TWithPages>(
    ref.key,
    (s) => s && { ...s, pages: (s.pages ?? []).map((p) => (p.id === question.page_id ? { ...p, questions: p.questions.map((x) => (x.id === question.id ? question : x)) } : p)) },
  );
}

/** Writes that move other pages (orders, counts) read the survey again; the list's counts follow. */
export const refreshSurvey = (qc: QueryClient, ref: TSurveyRef) => qc.invalidateQueries({ queryKey: ref.refreshKey });

/**
 * A change shown before the server answers (a switch, a select, a dragged choice), so the editor answers at once;
 * the answer then replaces it, a refusal puts back what was there (returned here). Not for typed text: its field
 * keeps what was typed itself, also when the save is refused.
 */
export async function patchInCache(qc: QueryClient, ref: TSurveyRef, change: { pageId: number; body: TPageUpdate } | { questionId: number; body: TQuestionUpdate }) {
  const key = ref.key;
  await qc.cancelQueries({ queryKey: key });
  const before = qc.getQueryData<TWithPages>(key);
  qc.setQueryData<TWithPages>(key, (s) => {
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

export const restoreCache = (qc: QueryClient, ref: TSurveyRef, before: TWithPages | undefined) => {
  if (before) qc.setQueryData(ref.key, before);
};
