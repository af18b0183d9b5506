import PDFDocument from 'pdfkit';
import { defaultExportRange, type TExportRange } from '@gifthub/shared/export-range';
import { responsesTexts } from '@gifthub/shared/survey-responses';
import { DOUGHNUT_QUESTION_TYPES, isAggregate, resultsTexts, type TQuestionResult, type TSurveyResults } from '@gifthub/shared/survey-results';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { dateRange } from '../billing/billing.history.service';
import { createTextWriter, printableText } from '../payment-documents/payment-documents.fonts';
import { COMPANY, ukDate } from '../payment-documents/payment-documents.pdf';
import * as repo from './survey-results.repository';
import { buildResults, sourceIdOf } from './survey-results.service';

/**
 * The PDF report of a survey's results (issue 14; spec 2 §7 export format pdf): the survey's name, the range of
 * responses it covers, its rates, and per question the answers' counts and percentages with a chart drawn as vector
 * paths (a doughnut for choice-like questions, bars of points share for a ranking) or a few of a text question's latest
 * answers. It counts the answers of the range itself (not the all-time counts tables), with the triggers' SQL functions.
 */

/** The export's options as POST …/responses/export takes them (its list filters other than source do not apply). */
export type TResultsPdfOptions = {
  questions: 'all' | 'aggregate' | number[];
  filters: TExportRange & { source?: string };
};

const TEXT_ANSWERS_IN_PDF = 5;
/** A question's answer rows in the report: enough for any scale and the options of a choice (the tab lists them all). */
const ANSWERS_IN_PDF = 30;
const INK = '#1a1b1e';
const MUTED = '#6b7079';
const RULE = '#d5d8dc';
const ACCENT = '#2f65b4';
const PALETTE = ['#2f65b4', '#f08c00', '#2b8a3e', '#c2255c', '#7048e8', '#0c8599', '#e8590c', '#5c940d', '#862e9c', '#495057'];
const LEFT = 50;
const RIGHT = 545;
const WIDTH = RIGHT - LEFT;
const BOTTOM = 770;

type TText = ReturnType<typeof createTextWriter>;

const ymdDate = (ymd: string) => ukDate(new Date(`${ymd}T12:00:00Z`));

/** The range and source the options ask for, and how the report names them. */
function rangeOf(filters: TResultsPdfOptions['filters'], now: Date): { range: repo.TResponseRange; label: string } {
  const sourceId = sourceIdOf(filters.source);
  if (filters['id-start'] && filters['id-end'])
    return { range: { sourceId, idStart: Number(filters['id-start']), idEnd: Number(filters['id-end']) }, label: `Responses #${filters['id-start']} to #${filters['id-end']}` };
  const fallback = defaultExportRange(now);
  const start = filters['date-start'] ?? fallback.start;
  const end = filters['date-end'] ?? fallback.end;
  const { from, to } = dateRange(start, end);
  return { range: { sourceId, from, to }, label: `Responses from ${ymdDate(start)} to ${ymdDate(end)}` };
}

/** The questions asked for: all, the aggregable ones, or a selection of this survey's. */
function chosenQuestions(all: repo.TResultQuestionRow[], chosen: TResultsPdfOptions['questions']) {
  if (chosen === 'all') return all;
  if (chosen === 'aggregate') {
    const counted = all.filter((q) => isAggregate(q.type));
    if (!counted.length) throw AppError.field('questions', responsesTexts.noAggregate);
    return counted;
  }
  const known = new Set(all.map((q) => q.id));
  if (chosen.some((id) => !known.has(id))) throw AppError.field('questions', responsesTexts.unknownQuestion);
  const ids = new Set(chosen);
  return all.filter((q) => ids.has(q.id));
}

/** An arc of a ring as an SVG path (pdfkit draws SVG paths): from angle a to b, radii r (outer) and h (inner). */
function ringSlice(cx: number, cy: number, r: number, h: number, a: number, b: number) {
  const pt = (rad: number, ang: number) => `${(cx + rad * Math.cos(ang)).toFixed(2)} ${(cy + rad * Math.sin(ang)).toFixed(2)}`;
  const large = b - a > Math.PI ? 1 : 0;
  return `M ${pt(r, a)} A ${r} ${r} 0 ${large} 1 ${pt(r, b)} L ${pt(h, b)} A ${h} ${h} 0 ${large} 0 ${pt(h, a)} Z`;
}

function doughnut(pdf: PDFKit.PDFDocument, q: TQuestionResult, cx: number, cy: number) {
  const total = q.answers.reduce((sum, a) => sum + a.count, 0);
  const r = 42;
  if (total === 0) {
    pdf.circle(cx, cy, r).lineWidth(14).strokeColor(RULE).stroke();
    return;
  }
  let angle = -Math.PI / 2;
  q.answers.forEach((a, i) => {
    if (!a.count) return;
    // A full ring cannot be one arc: a lone answer draws as two halves.
    const sweep = (a.count / total) * Math.PI * 2;
    const parts = sweep >= Math.PI * 2 - 1e-6 ? [sweep / 2, sweep / 2] : [sweep];
    for (const part of parts) {
      pdf.path(ringSlice(cx, cy, r, r * 0.58, angle, angle + part)).fillColor(PALETTE[i % PALETTE.length]!).fill();
      angle += part;
    }
  });
}

/** The answers' table beside the chart: a swatch (for a doughnut) or a bar of the share, label, count and percent. */
function answerRows(pdf: PDFKit.PDFDocument, text: TText, q: TQuestionResult, x: number, y: number, swatches: boolean): number {
  const ranking = q.type === 'ranking';
  pdf.fillColor(MUTED);
  text('bold', 8, resultsTexts.answers.toUpperCase(), { x, y }, { width: 200, lineBreak: false });
  text('bold', 8, ranking ? 'POINTS' : 'COUNT', { x: RIGHT - 110, y }, { width: 50, align: 'right', lineBreak: false });
  text('bold', 8, ranking ? 'SHARE' : '%', { x: RIGHT - 50, y }, { width: 50, align: 'right', lineBreak: false });
  y += 13;
  q.answers.slice(0, ANSWERS_IN_PDF).forEach((a, i) => {
    if (swatches) pdf.rect(x, y + 1.5, 7, 7).fillColor(PALETTE[i % PALETTE.length]!).fill();
    else {
      pdf.rect(x, y + 1.5, 60, 7).fillColor(RULE).fill();
      pdf.rect(x, y + 1.5, (a.percent / 100) * 60, 7).fillColor(ACCENT).fill();
    }
    pdf.fillColor(INK);
    text('regular', 9, printableText(a.label) || '—', { x: x + (swatches ? 12 : 66), y }, { width: RIGHT - 120 - x - (swatches ? 12 : 66), height: 11, ellipsis: true, lineBreak: false });
    text('regular', 9, String(ranking ? (a.points ?? 0) : a.count), { x: RIGHT - 110, y }, { width: 50, align: 'right', lineBreak: false });
    text('bold', 9, `${a.percent}%`, { x: RIGHT - 50, y }, { width: 50, align: 'right', lineBreak: false });
    y += 14;
  });
  return y;
}

/** Height a question's block needs, so it never splits over a page. */
function blockHeight(q: TQuestionResult) {
  if (!q.is_aggregate) return 44 + Math.max(1, Math.min(TEXT_ANSWERS_IN_PDF, q.text_answers.length)) * 26;
  const rows = 14 + Math.min(q.answers.length, ANSWERS_IN_PDF) * 14;
  return 44 + Math.max(rows, DOUGHNUT_QUESTION_TYPES.includes(q.type as never) ? 96 : 0);
}

function questionBlock(pdf: PDFKit.PDFDocument, text: TText, q: TQuestionResult, n: number, y: number): number {
  pdf.fillColor(INK);
  text('bold', 11, `${n}. ${printableText(q.name) || `Question ${n}`}`, { x: LEFT, y }, { width: WIDTH, height: 14, ellipsis: true, lineBreak: false });
  pdf.fillColor(MUTED);
  const figures = `${q.page_name} · ${q.answers_count} ${q.answers_count === 1 ? 'answer' : 'answers'} · ${q.views} ${q.views === 1 ? 'view' : 'views'} · ${resultsTexts.dropout.toLowerCase()} ${q.dropout_rate}%`;
  text('regular', 8.5, printableText(figures), { x: LEFT, y: y + 15 }, { width: WIDTH, lineBreak: false });
  y += 32;
  if (q.is_aggregate) {
    const ring = DOUGHNUT_QUESTION_TYPES.includes(q.type as never);
    if (ring) doughnut(pdf, q, LEFT + 50, y + 48);
    const end = answerRows(pdf, text, q, ring ? LEFT + 120 : LEFT, y, ring);
    return Math.max(end, ring ? y + 100 : end) + 12;
  }
  const shown = q.text_answers.slice(0, TEXT_ANSWERS_IN_PDF);
  if (!shown.length) {
    pdf.fillColor(MUTED);
    text('italic', 9, resultsTexts.noAnswers, { x: LEFT, y }, { width: WIDTH });
    return y + 24;
  }
  for (const a of shown) {
    pdf.rect(LEFT, y, 2, 20).fillColor(ACCENT).fill();
    pdf.fillColor(INK);
    text('regular', 9, printableText(a.value), { x: LEFT + 8, y }, { width: WIDTH - 8, height: 11, ellipsis: true, lineBreak: false });
    pdf.fillColor(MUTED);
    text('regular', 7.5, `#${a.response_id} · ${ukDate(new Date(a.answered_at))}`, { x: LEFT + 8, y: y + 11 }, { width: WIDTH - 8, lineBreak: false });
    y += 26;
  }
  return y + 6;
}

function header(pdf: PDFKit.PDFDocument, text: TText, surveyName: string, subtitle: string, r: TSurveyResults) {
  pdf.fillColor(INK);
  text('bold', 16, COMPANY.name, { x: LEFT, y: 50 });
  pdf.fillColor(ACCENT);
  text('bold', 18, 'SURVEY RESULTS', { x: LEFT, y: 50 }, { width: WIDTH, align: 'right' });
  pdf.fillColor(INK);
  text('bold', 14, printableText(surveyName), { x: LEFT, y: 88 }, { width: WIDTH });
  pdf.fillColor(MUTED);
  text('regular', 9, subtitle, undefined, { width: WIDTH });
  let y = pdf.y + 14;
  const figures: [string, string][] = [
    [resultsTexts.views, String(r.views)],
    ['Started', String(r.started)],
    ['Complete', String(r.complete)],
    [resultsTexts.engagement, `${r.engagement_rate}%`],
    [resultsTexts.completion, `${r.completion_rate}%`],
  ];
  const slot = WIDTH / figures.length;
  figures.forEach(([label, value], i) => {
    pdf.fillColor(MUTED);
    text('regular', 8, label.toUpperCase(), { x: LEFT + i * slot, y }, { width: slot - 6, lineBreak: false });
    pdf.fillColor(INK);
    text('bold', 15, value, { x: LEFT + i * slot, y: y + 11 }, { width: slot - 6, lineBreak: false });
  });
  y += 38;
  pdf.moveTo(LEFT, y).lineTo(RIGHT, y).lineWidth(0.5).strokeColor(RULE).stroke();
  return y + 14;
}

function render(surveyName: string, subtitle: string, r: TSurveyResults, at: Date): Promise<Buffer> {
  const pdf = new PDFDocument({ size: 'A4', margin: LEFT, info: { Title: `Survey results: ${printableText(surveyName)}`, Author: COMPANY.name, CreationDate: at } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (c: Buffer) => chunks.push(c));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const text = createTextWriter(pdf);
  let y = header(pdf, text, surveyName, subtitle, r);
  if (!r.questions.length) {
    pdf.fillColor(MUTED);
    text('regular', 10, resultsTexts.noQuestions, { x: LEFT, y }, { width: WIDTH });
  }
  r.questions.forEach((q, i) => {
    if (y + blockHeight(q) > BOTTOM) {
      pdf.addPage();
      y = 50;
    }
    y = questionBlock(pdf, text, q, i + 1, y);
  });
  pdf.end();
  return done;
}

/**
 * The report as a PDF. Checks the questions asked for (422 on the field questions); the range is the shared export
 * range, already validated by the export's schema (none: one month ago to today).
 */
export async function surveyResultsPdf(deps: { db: Db; now: Date }, survey: { id: number; name: string }, options: TResultsPdfOptions): Promise<Buffer> {
  const { db } = deps;
  const questions = chosenQuestions(await repo.resultQuestions(db, survey.id), options.questions);
  const { range, label } = rangeOf(options.filters, deps.now);
  const sourceName = range.sourceId === undefined ? resultsTexts.allSources : range.sourceId === 0 ? resultsTexts.ownLink : await repo.sourceName(db, survey.id, range.sourceId);
  const [figures, counted, opts, pages, text] = await Promise.all([
    repo.rangeFigures(db, survey.id, range),
    repo.rangeQuestions(db, survey.id, range),
    repo.rangeOptions(db, survey.id, range),
    repo.rangePages(db, survey.id, range),
    repo.rangeTextAnswers(db, survey.id, range, TEXT_ANSWERS_IN_PDF),
  ]);
  const results = buildResults(survey.id, options.filters.source, questions, { figures, questions: counted, options: opts, pages, text });
  return render(survey.name, `${label} · ${sourceName ?? resultsTexts.allSources} · issued ${ukDate(deps.now)}`, results, deps.now);
}
