/**
 * A team's view of its survey's responses (spec 2 §2 Responses, §3 Response and notes; issue 14): the Responses tab's
 * list (paged, sorted and filtered in SQL), one response with its answers, source and notes, and adding a note.
 * Another team's survey, or a response of another survey, answers 404.
 */
import { pageMeta } from '@gifthub/shared/paging';
import { TEXT_QUESTION_TYPES, type TQuestionType } from '@gifthub/shared/survey-rules';
import {
  responsesTexts,
  type TAnswerFilter,
  type TResponseDetail,
  type TResponseNote,
  type TResponseRow,
  type TResponsesPage,
  type ZResponsesQuery,
} from '@gifthub/shared/survey-responses';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { surveyOf } from '../surveys/surveys.service';
import type { TTeamAccess } from '../teams/team-access';
import * as repo from './survey-responses-admin.repository';

export type TResponsesQueryInput = z.output<typeof ZResponsesQuery>;
type TQuestionRef = { id: number; type: TQuestionType };

const responseNotFound = () => AppError.notFound('Response');

/** How a filter's answer matches: a list (multiple choice, ranking) contains it, free text holds it, the rest equal it. */
const matchMode = (type: TQuestionType): repo.TAnswerMatch['mode'] =>
  type === 'multiple-choice' || type === 'ranking' ? 'contains' : TEXT_QUESTION_TYPES.includes(type) ? 'text' : 'eq';

/** The answer filters as SQL matches; a question that is not the survey's is a 422 on the field. */
export function answerMatches(questions: TQuestionRef[], filters: TAnswerFilter[], field: string): repo.TAnswerMatch[] {
  const byId = new Map(questions.map((q) => [q.id, q]));
  return filters.map((f) => {
    const q = byId.get(f.question_id);
    if (!q) throw AppError.field(field, responsesTexts.unknownQuestion);
    return { questionId: q.id, answer: f.answer, mode: matchMode(q.type) };
  });
}

/** 'link' is the survey's own link (no source); digits name a source. */
export const sourceOf = (source: string | undefined): number | null | undefined => (source === undefined ? undefined : source === 'link' ? null : Number(source));

const answersBy = (rows: repo.TAnswerRow[]) => {
  const by = new Map<number, TResponseRow['answers']>();
  for (const x of rows) {
    const m = by.get(x.responseId) ?? {};
    m[String(x.questionId)] = { value: x.value, valid: x.valid };
    by.set(x.responseId, m);
  }
  return by;
};

const toRow = (r: Omit<repo.TResponseListRow, 'notesCount'>, answers: TResponseRow['answers']) => ({
  id: r.id,
  created_at: r.createdAt.toISOString(),
  completed_at: r.completedAt?.toISOString() ?? null,
  complete: r.complete,
  source: r.sourceId !== null ? { id: r.sourceId, name: r.sourceName ?? '' } : null,
  answers,
});

export const toNoteView = (n: repo.TNoteRow): TResponseNote => ({
  id: n.id,
  content: n.content,
  added_by: n.authorId !== null ? { id: n.authorId, name: n.authorName || 'Team member' } : null,
  created_at: n.createdAt.toISOString(),
});

/** GET …/surveys/{id}/responses: one page, its answers read in one more statement (no query per row). */
export async function listSurveyResponses(db: Db, access: TTeamAccess, surveyId: number, q: TResponsesQueryInput): Promise<TResponsesPage> {
  const survey = await surveyOf(db, access, surveyId);
  const questions = await repo.surveyQuestionsInOrder(db, survey.id);
  const answers = answerMatches(questions, q.answer ?? [], 'answer');
  if (q.sort === 'answer' && !questions.some((x) => x.id === q.sort_question)) throw AppError.field('sort_question', responsesTexts.unknownQuestion);
  const { rows, total, capped } = await repo.listResponses(db, {
    surveyId: survey.id,
    source: sourceOf(q.source),
    complete: q.complete,
    answers,
    page: q.page,
    perPage: q.per_page,
    sort: q.sort ?? 'date',
    direction: q.direction ?? 'desc',
    sortQuestion: q.sort_question,
  });
  const by = answersBy(await repo.answersOf(db, rows.map((r) => r.id)));
  return {
    data: rows.map((r) => ({ ...toRow(r, by.get(r.id) ?? {}), notes_count: r.notesCount })),
    meta: { ...pageMeta(total, q.page, q.per_page), ...(capped ? { total_capped: true } : {}) },
  };
}

async function responseOf(db: Db, access: TTeamAccess, surveyId: number, responseId: number) {
  const survey = await surveyOf(db, access, surveyId);
  const response = await repo.findResponse(db, survey.id, responseId);
  if (!response) throw responseNotFound();
  return response;
}

/** GET …/responses/{responseId}: the response with its answers, source and notes. */
export async function getSurveyResponse(db: Db, access: TTeamAccess, surveyId: number, responseId: number): Promise<TResponseDetail> {
  const response = await responseOf(db, access, surveyId, responseId);
  const [answers, notes] = await Promise.all([repo.answersOf(db, [response.id]), repo.notesOf(db, [response.id])]);
  return { ...toRow(response, answersBy(answers).get(response.id) ?? {}), source_metadata: response.sourceMetadata ?? null, notes: notes.map(toNoteView) };
}

/** POST …/responses/{responseId}/notes: the note, with its author and date. */
export async function addResponseNote(deps: { db: Db; now: Date }, access: TTeamAccess, surveyId: number, responseId: number, content: string): Promise<TResponseNote> {
  const response = await responseOf(deps.db, access, surveyId, responseId);
  return toNoteView(await repo.insertNote(deps.db, { responseId: response.id, addedBy: access.userId, content, at: deps.now }));
}
