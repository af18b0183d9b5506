// A respondent's answer to one question (spec 2 §4, §5): its shape per question type, the format rules of
// e-mail, phone, website, number and date, and the one message shown for each failure. Run by the public page
// (Next stays disabled) and by the API (PUT …/answers refuses with the same message). No zod: the light page
// imports it.
import { ANSWER_TEXT_MAX, OPINION_MAX, OPTION_MAX_LENGTH, SHORT_TEXT_MAX, surveyTexts, type TQuestionType } from './survey-rules';

/** An answer as stored: text types, single choice, number and date are strings; scales numbers; lists arrays. */
export type TAnswerValue = string | number | boolean | string[];

/** What the answer rules need of a question. */
export type TAnswerQuestion = {
  type: TQuestionType;
  required: boolean;
  options: string[];
  other_option: boolean;
  start_from_zero: boolean;
  max_value: number | null;
};

// Word characters with single dots or dashes between them, @, a domain and a suffix of two letters or more: a rule
// of two or three letters would refuse real addresses (name@example.info, name@company.london). Each separator is
// required between word runs, so a long answer is checked in linear time.
export const SURVEY_EMAIL_RE = /^\w+(?:[.-]\w+)*@\w+(?:[.-]\w+)*\.[A-Za-z]{2,}$/;
// Digits with an optional 00 or + prefix, separated by dash, dot, space or slash, and an optional extension.
export const SURVEY_PHONE_RE = /^(?:\+|00)?\d+(?:[-. /]?\(?\d+\)?)*(?:\s*(?:#|ext\.?|extension|x)\s*\d+)?$/i;
// Optional http(s), a domain with a letters-only suffix of 2+ or an IPv4 address, optional port, path, query, fragment.
export const SURVEY_WEBSITE_RE =
  /^(https?:\/\/)?((([a-z\d]([a-z\d-]*[a-z\d])*)\.)+[a-z]{2,}|((\d{1,3}\.){3}\d{1,3}))(:\d+)?(\/[-a-z\d%_.~+@]*)*(\?[;&a-z\d%_.~+=-]*)?(#[-a-z\d_]*)?$/i;
const NUMBER_RE = /^\d*$/;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Spec 2 §5: valid when empty or YYYY-MM-DD (and, beyond the spec, a day the calendar has). */
export function isSurveyDate(value: string): boolean {
  if (value === '') return true;
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === mo - 1 && date.getUTCDate() === d;
}

/** Whether a text answer of a format type passes its rule (empty text passes: required is checked apart). */
export function formatValid(type: TQuestionType, value: string): boolean {
  if (value === '') return true;
  switch (type) {
    case 'email':
      return value.length <= 254 && SURVEY_EMAIL_RE.test(value);
    case 'phone-number':
      return value.length <= 40 && SURVEY_PHONE_RE.test(value);
    case 'website':
      return value.length <= 2000 && SURVEY_WEBSITE_RE.test(value);
    case 'number':
      return value.length <= 30 && NUMBER_RE.test(value);
    case 'date':
      return isSurveyDate(value);
    default:
      return true;
  }
}

/** An empty answer: empty text or an empty list (spec 2 §5); a number or a yes/no is never empty. */
export const isEmptyAnswer = (v: TAnswerValue | null | undefined) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '') || (Array.isArray(v) && v.length === 0);

const isStringList = (v: unknown): v is string[] => Array.isArray(v) && v.every((x) => typeof x === 'string');
const TEXT_TYPES: readonly TQuestionType[] = ['short-text', 'long-text', 'email', 'phone-number', 'website', 'number', 'date'];

/**
 * Why an answer cannot be kept, or null: a required question left empty, a value of the wrong shape, a choice the
 * question does not offer, a scale value out of range, a format rule failed. The same for the page and the API.
 */
export function answerError(question: TAnswerQuestion, value: unknown): string | null {
  if (value === null || value === undefined || isEmptyAnswer(value as TAnswerValue)) return question.required ? surveyTexts.answerRequired : null;
  const invalid = surveyTexts.answerInvalid;
  const t = question.type;
  if (TEXT_TYPES.includes(t)) {
    if (typeof value !== 'string') return invalid;
    if (value.length > (t === 'long-text' ? ANSWER_TEXT_MAX : SHORT_TEXT_MAX)) return invalid;
    return formatValid(t, value.trim()) ? null : invalid;
  }
  if (t === 'boolean') return typeof value === 'boolean' ? null : invalid;
  if (t === 'opinion-scale' || t === 'rating') {
    if (typeof value !== 'number' || !Number.isInteger(value)) return invalid;
    const min = t === 'rating' ? 1 : question.start_from_zero ? 0 : 1;
    const max = question.max_value ?? (t === 'rating' ? 5 : OPINION_MAX.default);
    return value >= min && value <= max ? null : invalid;
  }
  const offered = new Set(question.options);
  if (t === 'single-choice') {
    if (typeof value !== 'string' || value.length > OPTION_MAX_LENGTH) return invalid;
    // The other option holds the respondent's own text.
    return offered.has(value) || question.other_option ? null : invalid;
  }
  if (t === 'multiple-choice') {
    if (!isStringList(value) || new Set(value).size !== value.length || value.length > question.options.length + 1) return invalid;
    const others = value.filter((v) => !offered.has(v));
    return others.length === 0 || (question.other_option && others.length === 1 && others[0]!.length <= OPTION_MAX_LENGTH) ? null : invalid;
  }
  if (t === 'ranking') {
    // The whole list in the respondent's order: every option once.
    if (!isStringList(value) || value.length !== question.options.length || new Set(value).size !== value.length) return invalid;
    return value.every((v) => offered.has(v)) ? null : invalid;
  }
  return invalid;
}

/** The answer as kept: text trimmed; everything else as given (answerError has checked its shape). */
export const normaliseAnswer = (value: TAnswerValue): TAnswerValue => (typeof value === 'string' ? value.trim() : value);

/** The scale's values, for the page and the logic editor's picker: opinion scale from 0 or 1, rating from 1. */
export function scaleValues(type: 'opinion-scale' | 'rating', startFromZero: boolean, max: number | null): number[] {
  const from = type === 'rating' ? 1 : startFromZero ? 0 : 1;
  const to = max ?? (type === 'rating' ? 5 : OPINION_MAX.default);
  return Array.from({ length: Math.max(0, to - from + 1) }, (_, i) => from + i);
}
