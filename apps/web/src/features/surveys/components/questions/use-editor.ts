import { useMemo } from 'react';
import type { TPageUpdate, TQuestion, TQuestionUpdate, TSurvey, TSurveyPage } from '@gifthub/shared/surveys';
import { useUpdatePage } from '../../api/page-update';
import { useUpdateQuestion } from '../../api/question-update';
import { teamSurveyRef, type TSurveyRef } from '../../api/page-cache';
import { sortPages } from './editor-model';

/** What the editor's parts share: the survey, its pages in order and the two saves. */
export type TEditor = {
  ref: TSurveyRef;
  survey: TSurvey;
  pages: TSurveyPage[];
  /** A text field's save: the promise tells the field; quiet, the field shows a refusal itself. */
  savePage: (pageId: number, body: TPageUpdate) => Promise<TSurveyPage>;
  saveQuestion: (questionId: number, body: TQuestionUpdate) => Promise<TQuestion>;
  /** A switch's or select's save: a refusal shows the alert catalogue's notice with the server's message. */
  changePage: (pageId: number, body: TPageUpdate) => void;
  changeQuestion: (questionId: number, body: TQuestionUpdate) => void;
};

const ignore = () => undefined;

/** teamId: the team's survey; a template's editor passes its own ref (templateRef) instead. */
export function useEditor(survey: TSurvey, teamId: number, templateRef?: TSurveyRef): TEditor {
  const ref = useMemo(() => templateRef ?? teamSurveyRef(teamId, survey.id), [templateRef, teamId, survey.id]);
  const page = useUpdatePage(ref);
  const question = useUpdateQuestion(ref);
  const pages = useMemo(() => sortPages(survey.pages ?? []), [survey.pages]);
  return {
    ref,
    survey,
    pages,
    savePage: (pageId, body) => page.mutateAsync({ pageId, body, quiet: true }),
    saveQuestion: (questionId, body) => question.mutateAsync({ questionId, body, quiet: true }),
    changePage: (pageId, body) => void page.mutateAsync({ pageId, body }).catch(ignore),
    changeQuestion: (questionId, body) => void question.mutateAsync({ questionId, body }).catch(ignore),
  };
}
