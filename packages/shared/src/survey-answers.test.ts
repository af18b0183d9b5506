import { describe, expect, it } from 'vitest';
import { answerError, formatValid, isSurveyDate, scaleValues, type TAnswerQuestion } from './survey-answers';
import { surveyTexts } from './survey-rules';

const q = (type: TAnswerQuestion['type'], over: Partial<TAnswerQuestion> = {}): TAnswerQuestion => ({
  type,
  required: false,
  options: ['Red', 'Green', 'Blue'],
  other_option: false,
  start_from_zero: false,
  max_value: null,
  ...over,
});
const REQUIRED = surveyTexts.answerRequired;
const INVALID = surveyTexts.answerInvalid;

describe('survey answers: the format rules of spec 2 §5', () => {
  it('e-mail: word characters with dots or dashes, @, a domain and a 2-3 letter suffix', () => {
    for (const ok of ['ann@example.com', 'ann.lee@example.co.uk', 'ann-lee@mail.example.org', 'a_b@ex-ample.io', 'name@example.info', 'name@company.london'])
      expect(formatValid('email', ok), ok).toBe(true);
    for (const bad of ['ann', 'ann@', '@example.com', 'ann@example', 'ann@example.c', 'ann@example.c0m', 'ann lee@example.com', 'ann..lee@example.com']) expect(formatValid('email', bad), bad).toBe(false);
    // A long answer that fails late is refused at once (the old pattern backtracked for seconds on 30 letters).
    expect(formatValid('email', `${'a'.repeat(200)}!`)).toBe(false);
  });

  it('phone: digits, an optional 00 or + prefix, dash, dot, space or slash separators, an optional extension', () => {
    for (const ok of ['07700900123', '+44 7700 900123', '0044-20-7946-0000', '020/7946/0000', '020.7946.0000', '020 7946 0000 ext 12', '020 7946 0000 x12', '020 7946 0000 #12', '020 7946 0000 extension 4'])
      expect(formatValid('phone-number', ok), ok).toBe(true);
    for (const bad of ['phone', '+', '07700 900abc', '++44 7700', '020--7946']) expect(formatValid('phone-number', bad), bad).toBe(false);
  });

  it('website: optional http(s), a domain with a letters-only suffix or an IPv4 address, port, path, query, fragment', () => {
    for (const ok of ['example.com', 'https://www.example.co.uk/path/to?x=1&y=2#top', 'HTTP://EXAMPLE.COM', 'http://192.168.0.1:8080/admin', 'sub.example.travel'])
      expect(formatValid('website', ok), ok).toBe(true);
    for (const bad of ['example', 'http://', 'example.c', 'example.c0m', 'ftp://example.com', 'exa mple.com']) expect(formatValid('website', bad), bad).toBe(false);
  });

  it('number: any character that is not a digit makes it invalid', () => {
    expect(formatValid('number', '12345')).toBe(true);
    for (const bad of ['12.5', '-3', '1e3', '12 345', 'twelve']) expect(formatValid('number', bad), bad).toBe(false);
  });

  it('date: empty or YYYY-MM-DD of a real day', () => {
    expect(isSurveyDate('')).toBe(true);
    expect(isSurveyDate('2026-11-28')).toBe(true);
    expect(isSurveyDate('2024-02-29')).toBe(true);
    for (const bad of ['28/11/2026', '2026-1-28', '2026-13-01', '2025-02-29', '20261128', '2026-11-28T00:00']) expect(isSurveyDate(bad), bad).toBe(false);
  });
});

describe('survey answers: required, shapes and choices', () => {
  it('a required question left empty (empty text or list) says so; an optional one passes empty', () => {
    for (const type of ['short-text', 'email', 'single-choice'] as const) {
      expect(answerError(q(type, { required: true }), '  ')).toBe(REQUIRED);
      expect(answerError(q(type), '')).toBeNull();
    }
    expect(answerError(q('multiple-choice', { required: true }), [])).toBe(REQUIRED);
    expect(answerError(q('rating', { required: true }), null)).toBe(REQUIRED);
  });

  it('text types take text of their format and length; others are always valid as text', () => {
    expect(answerError(q('email'), 'not-an-email')).toBe(INVALID);
    expect(answerError(q('email'), ' ann@example.com ')).toBeNull();
    expect(answerError(q('short-text'), 'x'.repeat(501))).toBe(INVALID);
    expect(answerError(q('long-text'), 'x'.repeat(5000))).toBeNull();
    expect(answerError(q('long-text'), 'x'.repeat(5001))).toBe(INVALID);
    expect(answerError(q('short-text'), 42)).toBe(INVALID);
  });

  it('yes/no is true or false only', () => {
    expect(answerError(q('boolean'), true)).toBeNull();
    expect(answerError(q('boolean'), false)).toBeNull();
    expect(answerError(q('boolean'), 'true')).toBe(INVALID);
  });

  it('scales take whole numbers in range: opinion scale from 1 (or 0) to its max, rating 1 to its stars', () => {
    expect(answerError(q('opinion-scale'), 1)).toBeNull();
    expect(answerError(q('opinion-scale'), 10)).toBeNull();
    expect(answerError(q('opinion-scale'), 0)).toBe(INVALID);
    expect(answerError(q('opinion-scale', { start_from_zero: true }), 0)).toBeNull();
    expect(answerError(q('opinion-scale', { max_value: 5 }), 6)).toBe(INVALID);
    expect(answerError(q('rating'), 5)).toBeNull();
    expect(answerError(q('rating'), 6)).toBe(INVALID);
    expect(answerError(q('rating', { max_value: 10 }), 10)).toBeNull();
    expect(answerError(q('rating'), 2.5)).toBe(INVALID);
    expect(scaleValues('opinion-scale', true, 5)).toEqual([0, 1, 2, 3, 4, 5]);
    expect(scaleValues('rating', false, null)).toEqual([1, 2, 3, 4, 5]);
  });

  it('single choice: one offered option, or any text with the other option', () => {
    expect(answerError(q('single-choice'), 'Green')).toBeNull();
    expect(answerError(q('single-choice'), 'Purple')).toBe(INVALID);
    expect(answerError(q('single-choice', { other_option: true }), 'Purple')).toBeNull();
    expect(answerError(q('single-choice'), ['Green'])).toBe(INVALID);
  });

  it('multiple choice: offered options once each, plus one own text with the other option', () => {
    expect(answerError(q('multiple-choice'), ['Red', 'Blue'])).toBeNull();
    expect(answerError(q('multiple-choice'), ['Red', 'Red'])).toBe(INVALID);
    expect(answerError(q('multiple-choice'), ['Red', 'Purple'])).toBe(INVALID);
    expect(answerError(q('multiple-choice', { other_option: true }), ['Red', 'Purple'])).toBeNull();
    expect(answerError(q('multiple-choice', { other_option: true }), ['Pink', 'Purple'])).toBe(INVALID);
  });

  it('ranking: every option once, in the order given', () => {
    expect(answerError(q('ranking'), ['Blue', 'Red', 'Green'])).toBeNull();
    expect(answerError(q('ranking'), ['Blue', 'Red'])).toBe(INVALID);
    expect(answerError(q('ranking'), ['Blue', 'Red', 'Red'])).toBe(INVALID);
    expect(answerError(q('ranking'), ['Blue', 'Red', 'Pink'])).toBe(INVALID);
  });
});
