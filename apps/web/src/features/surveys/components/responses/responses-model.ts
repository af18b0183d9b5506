import { useState } from 'react';
import { scaleValues, type TAnswerValue } from '@gifthub/shared/survey-answers';
import type { TResponsesQuery } from '@gifthub/shared/survey-responses';
import type { TQuestion, TSurvey } from '@gifthub/shared/surveys';
import type { TSort } from '../../../../components/list-controls';

// The Responses tab's columns, sorts, addresses and answer texts (spec 2 §2, §4).

export type TColumn = { key: string; label: string; question?: TQuestion };

/** The survey's questions in the order a respondent meets them. */
export const surveyQuestions = (survey: TSurvey): TQuestion[] => [...(survey.pages ?? [])].sort((a, b) => a.order - b.order).flatMap((p) => p.questions);

export const questionKey = (id: number) => `q${id}`;
export const questionLabel = (q: TQuestion, i: number) => q.name.trim() || `Question ${i + 1}`;

/** Every column but the response's id (always shown): date, one per question, source, completion, notes. */
export function columnsOf(questions: TQuestion[]): TColumn[] {
  return [
    { key: 'date', label: 'Date' },
    ...questions.map((q, i) => ({ key: questionKey(q.id), label: questionLabel(q, i), question: q })),
    { key: 'source', label: 'Source' },
    { key: 'complete', label: 'Complete' },
    { key: 'notes', label: 'Notes' },
  ];
}

/** The sortable columns' keys, as the query string names them. */
export const sortKeys = (questions: TQuestion[]) => ['date', 'complete', 'source', ...questions.map((q) => questionKey(q.id))];

/** A column's sort as the API takes it: a question's column sorts by its answer. */
export function apiSort(s: TSort<string>): Pick<TResponsesQuery, 'sort' | 'direction' | 'sort_question'> {
  if (!s.sort) return {};
  if (s.sort.startsWith('q')) return { sort: 'answer', sort_question: Number(s.sort.slice(1)), direction: s.direction };
  return { sort: s.sort as 'date' | 'complete' | 'source', direction: s.direction };
}

/** An answer as the table and the panel show it: lists joined, yes/no with the question's labels. */
export function answerText(q: Pick<TQuestion, 'yes_value' | 'no_value'>, v: TAnswerValue | undefined): string {
  if (v === undefined) return '';
  if (Array.isArray(v)) return v.join(', ');
  if (typeof v === 'boolean') return v ? q.yes_value : q.no_value;
  return String(v);
}

/** The answers a filter offers for a question (choices, scale values, yes and no); null: free text. */
export function answerChoices(q: TQuestion): { value: string; label: string }[] | null {
  if (q.type === 'boolean')
    return [
      { value: 'true', label: q.yes_value },
      { value: 'false', label: q.no_value },
    ];
  if (q.type === 'single-choice' || q.type === 'multiple-choice' || q.type === 'ranking')
    return q.options.filter((o) => o.trim() !== '').map((o) => ({ value: o, label: o }));
  if (q.type === 'opinion-scale' || q.type === 'rating') return scaleValues(q.type, q.start_from_zero, q.max_value).map((n) => ({ value: String(n), label: String(n) }));
  return null;
}

/** The label of a filter's answer (yes/no questions store true or false). */
export const filterAnswerLabel = (q: TQuestion | undefined, answer: string) => answerChoices(q ?? ({ type: 'short-text' } as TQuestion))?.find((c) => c.value === answer)?.label ?? answer;

// ---- addresses (spec 2 §2: surveys-details-responses, -responses-filtered, -single-response)

export type TAnswerFilter = { questionId: number; answer: string };
const keep = (search: URLSearchParams) => {
  const s = search.toString();
  return s ? `?${s}` : '';
};
/** The list, filtered by a question's answer or not, with its query string (source, completion, sort, page). */
export const responsesPath = (surveyId: number, filter: TAnswerFilter | null, search: URLSearchParams) =>
  `/surveys/${surveyId}/responses${filter ? `/question/${filter.questionId}/${encodeURIComponent(filter.answer)}` : ''}${keep(search)}`;
/** One response in the side panel; a list's answer filter rides along in the query string so closing comes back to it. */
export function responsePath(surveyId: number, responseId: number, filter: TAnswerFilter | null, search: URLSearchParams) {
  const next = new URLSearchParams(search);
  if (filter) {
    next.set('question', String(filter.questionId));
    next.set('answer', filter.answer);
  }
  return `/surveys/${surveyId}/responses/${responseId}${keep(next)}`;
}
/** The answer filter of an address: the filtered route's, or the one a single response's address carries. */
export function filterOf(params: { questionId?: string; answer?: string }, search: URLSearchParams): TAnswerFilter | null {
  const id = Number(params.questionId ?? search.get('question'));
  const answer = params.answer ?? search.get('answer');
  return Number.isInteger(id) && id > 0 && answer ? { questionId: id, answer } : null;
}
/** The query string without the carried answer filter (the list's own keys). */
export function listSearch(search: URLSearchParams) {
  const next = new URLSearchParams(search);
  next.delete('question');
  next.delete('answer');
  return next;
}

// ---- hidden columns, remembered per survey in local storage

export const hiddenColumnsKey = (surveyId: number) => `gifthub.survey-responses.hidden.${surveyId}`;
function readHidden(surveyId: number): string[] {
  try {
    const v: unknown = JSON.parse(window.localStorage.getItem(hiddenColumnsKey(surveyId)) ?? '[]');
    return Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];
  } catch {
    return [];
  }
}
export function useHiddenColumns(surveyId: number) {
  const [hidden, setHidden] = useState(() => readHidden(surveyId));
  const toggle = (key: string) => {
    const next = hidden.includes(key) ? hidden.filter((k) => k !== key) : [...hidden, key];
    window.localStorage.setItem(hiddenColumnsKey(surveyId), JSON.stringify(next));
    setHidden(next);
  };
  return [new Set(hidden), toggle] as const;
}
