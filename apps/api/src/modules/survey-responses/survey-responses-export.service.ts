/**
 * POST /teams/{teamId}/surveys/{surveyId}/responses/export (spec 2 §7, §9; issue 14): the responses table as
 * survey-export.csv, one row per response with its source, completion, the chosen questions' answers and its notes.
 * The range (dates, London days, or ids up to the latest) is checked before anything is sent, so a bad one is a 422;
 * then rows stream in batches of EXPORT_BATCH in the index's order, never all of them in memory.
 */
import { defaultExportRange } from '@gifthub/shared/export-range';
import { msg } from '@gifthub/shared/messages';
import type { TAnswerValue } from '@gifthub/shared/survey-answers';
import { isAggregate } from '@gifthub/shared/survey-results';
import { EXPORT_FILENAMES, responsesTexts, type TResponsesExportInput } from '@gifthub/shared/survey-responses';
import type { TQuestionType } from '@gifthub/shared/survey-rules';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { csvDateTime, csvHeader, csvLine, type TCsvExport } from '../../lib/csv';
import { dateRange } from '../billing/billing.history.service';
import { surveyResultsPdf } from '../survey-results/survey-results-pdf.service';
import { surveyOf } from '../surveys/surveys.service';
import type { TTeamAccess } from '../teams/team-access';
import * as repo from './survey-responses-admin.repository';
import { answerMatches, sourceOf } from './survey-responses-admin.service';

export const EXPORT_BATCH = 1000;
export const RESPONSE_CSV_COLUMNS = ['ID', 'Date', 'Source', 'Complete'] as const;
const RESPONSE_CSV_NOTES = 'Notes';

type TExportQuestion = { id: number; name: string; type: TQuestionType; yesValue: string; noValue: string };

/** The questions asked for, in the survey's order: all, the aggregable ones, or a selection of this survey's. */
export function exportQuestions(questions: TExportQuestion[], chosen: TResponsesExportInput['questions']): TExportQuestion[] {
  if (chosen === 'all') return questions;
  if (chosen === 'aggregate') {
    const counted = questions.filter((q) => isAggregate(q.type));
    if (!counted.length) throw AppError.field('questions', responsesTexts.noAggregate);
    return counted;
  }
  const ids = new Set(chosen);
  const known = new Set(questions.map((q) => q.id));
  if (chosen.some((id) => !known.has(id))) throw AppError.field('questions', responsesTexts.unknownQuestion);
  return questions.filter((q) => ids.has(q.id));
}

/** An answer as a spreadsheet reads it: a list joined with '; ', yes/no with the question's labels. */
export function answerCell(q: Pick<TExportQuestion, 'yesValue' | 'noValue'>, v: TAnswerValue | undefined): string {
  if (v === undefined) return '';
  if (Array.isArray(v)) return v.join('; ');
  if (typeof v === 'boolean') return v ? q.yesValue : q.noValue;
  return String(v);
}

const noteCell = (notes: repo.TNoteRow[]) => notes.map((n) => `${csvDateTime(n.createdAt)} ${n.authorName || 'Team member'}: ${n.content}`).join('\n');

/** The export's filter: its range (the default one month when none), and the list's source, completion and answers. */
async function exportFilter(db: Db, surveyId: number, questions: TExportQuestion[], f: TResponsesExportInput['filters'], now: Date): Promise<repo.TResponseFilter> {
  const filter: repo.TResponseFilter = { surveyId, source: sourceOf(f.source), complete: f.complete, answers: answerMatches(questions, f.answers ?? [], 'filters.answers') };
  if (f['id-start'] && f['id-end']) {
    const latest = await repo.latestResponseId(db, surveyId);
    if (latest === 0) throw AppError.field('filters.id-start', responsesTexts.noResponses);
    filter.idStart = Number(f['id-start']);
    filter.idEnd = Number(f['id-end']);
    if (filter.idEnd > latest) throw AppError.field('filters.id-end', msg.atMost('End ID', latest));
    return filter;
  }
  const fallback = defaultExportRange(now);
  return { ...filter, ...dateRange(f['date-start'] ?? fallback.start, f['date-end'] ?? fallback.end) };
}

/**
 * The header: the response's own columns, a column per question and the notes. A question named like another column
 * ("Date", or another question's name) is told apart by its number in the survey: "Date (question 3)".
 */
export function responseCsvHeader(questions: Pick<TExportQuestion, 'id' | 'name'>[], all: Pick<TExportQuestion, 'id'>[]): string[] {
  const names = questions.map((q, i) => q.name || `Question ${i + 1}`);
  const key = (name: string) => name.trim().toLowerCase();
  const counts = new Map<string, number>();
  for (const name of [...RESPONSE_CSV_COLUMNS, ...names, RESPONSE_CSV_NOTES]) counts.set(key(name), (counts.get(key(name)) ?? 0) + 1);
  const told = names.map((name, i) => (counts.get(key(name))! > 1 ? `${name.trim()} (question ${all.findIndex((q) => q.id === questions[i]!.id) + 1})` : name));
  return [...RESPONSE_CSV_COLUMNS, ...told, RESPONSE_CSV_NOTES];
}

export type TResponsesCsv = TCsvExport;

/** The CSV: checked first (survey, questions, range), then its lines, batch by batch. */
export async function exportResponsesCsv(
  deps: { db: Db; now: Date },
  access: TTeamAccess,
  surveyId: number,
  input: TResponsesExportInput,
  batch = EXPORT_BATCH,
): Promise<TResponsesCsv> {
  const { db } = deps;
  const survey = await surveyOf(db, access, surveyId);
  const all = await repo.surveyQuestionsInOrder(db, survey.id);
  const questions = exportQuestions(all, input.questions);
  const filter = await exportFilter(db, survey.id, all, input.filters, deps.now);
  async function* lines() {
    yield csvHeader(responseCsvHeader(questions, all));
    for (let after: repo.TExportCursor | null = null; ; ) {
      const rows = await repo.exportBatch(db, filter, after, batch);
      if (!rows.length) return;
      const ids = rows.map((r) => r.id);
      const [answers, notes] = await Promise.all([repo.answersOf(db, ids), repo.notesOf(db, ids)]);
      const answerOf = new Map(answers.map((x) => [`${x.responseId}:${x.questionId}`, x.value]));
      const notesBy = new Map<number, repo.TNoteRow[]>();
      for (const n of notes) notesBy.set(n.responseId, [...(notesBy.get(n.responseId) ?? []), n]);
      let chunk = '';
      for (const r of rows)
        chunk += csvLine([
          String(r.id),
          csvDateTime(r.createdAt),
          r.sourceName ?? responsesTexts.ownLink,
          r.complete ? 'Yes' : 'No',
          ...questions.map((q) => answerCell(q, answerOf.get(`${r.id}:${q.id}`))),
          noteCell(notesBy.get(r.id) ?? []),
        ]);
      yield chunk;
      if (rows.length < batch) return;
      const last = rows[rows.length - 1]!;
      after = { at: last.cursor, id: last.id };
    }
  }
  return { filename: EXPORT_FILENAMES.csv, lines: lines() };
}

/**
 * format pdf: the Results report of the same range and source (survey-results' surveyResultsPdf), named
 * survey-export.pdf; the answer and completion filters count for the CSV only.
 */
export async function exportResponsesPdf(deps: { db: Db; now: Date }, access: TTeamAccess, surveyId: number, input: TResponsesExportInput) {
  const survey = await surveyOf(deps.db, access, surveyId);
  // The CSV's range rules first (an ID range up to the latest response), so both formats refuse the same input.
  await exportFilter(deps.db, survey.id, await repo.surveyQuestionsInOrder(deps.db, survey.id), input.filters, deps.now);
  const { answers: _answers, complete: _complete, ...filters } = input.filters;
  return { filename: EXPORT_FILENAMES.pdf, body: await surveyResultsPdf(deps, { id: survey.id, name: survey.name }, { questions: input.questions, filters }) };
}
