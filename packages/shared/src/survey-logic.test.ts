import { describe, expect, it } from 'vitest';
import { firstPage, logicPage, nextStep, rulePasses, wayThrough, type TLogicPage } from './survey-logic';
import { LOGIC_BY_PAGE_TYPE, PAGE_CHOICE_GROUPS, logicAllowed, operatorsFor, pageDefaults, QUESTION_TYPES, ratePercent, surveySlug, storedSource } from './survey-rules';

const page = (id: number, order: number, over: Partial<TLogicPage> = {}): TLogicPage => ({
  id,
  order,
  type: 'question',
  page_logic_type: 'next_page',
  page_logic_value: null,
  logic_rules: [],
  question: { id: id * 10, type: 'short-text' },
  ...over,
});

describe('rule operators per question type (spec 2 §5)', () => {
  it('boolean has Is and Is Not; ordered types add <, ≤, >, ≥; text types add the text tests', () => {
    expect(operatorsFor('boolean')).toEqual(['eq', 'neq']);
    for (const t of ['opinion-scale', 'rating', 'ranking', 'number', 'date'] as const) expect(operatorsFor(t)).toEqual(['eq', 'neq', 'lt', 'lte', 'gt', 'gte']);
    for (const t of ['short-text', 'long-text', 'email', 'phone-number', 'website'] as const)
      expect(operatorsFor(t)).toEqual(['eq', 'neq', 'starts-with', 'ends-with', 'not-starts-with', 'not-ends-with', 'contains']);
    expect(operatorsFor('single-choice')).toEqual(['eq', 'neq']);
    expect(operatorsFor('multiple-choice')).toEqual(['eq', 'neq']);
  });
});

describe('a rule against an answer, every operator', () => {
  const r = (operation: Parameters<typeof rulePasses>[1]['operation'], value: string, rank?: number) => ({ operation, value, rank });
  it('boolean compares with true or false', () => {
    expect(rulePasses('boolean', r('eq', 'true'), true)).toBe(true);
    expect(rulePasses('boolean', r('eq', 'false'), true)).toBe(false);
    expect(rulePasses('boolean', r('neq', 'true'), false)).toBe(true);
    expect(rulePasses('boolean', r('neq', 'false'), false)).toBe(false);
  });
  it('numbers and scales compare as numbers', () => {
    const cases: [Parameters<typeof rulePasses>[1]['operation'], number, boolean][] = [
      ['eq', 7, true],
      ['neq', 7, false],
      ['lt', 8, true],
      ['lt', 7, false],
      ['lte', 7, true],
      ['gt', 6, true],
      ['gt', 7, false],
      ['gte', 7, true],
    ];
    for (const [op, v, want] of cases) {
      expect(rulePasses('rating', r(op, String(v)), 7), `rating ${op} ${v}`).toBe(want);
      expect(rulePasses('opinion-scale', r(op, String(v)), 7), `scale ${op} ${v}`).toBe(want);
      expect(rulePasses('number', r(op, String(v)), '7'), `number ${op} ${v}`).toBe(want);
    }
    // '10' is more than '9' as a number, not as text.
    expect(rulePasses('number', r('gt', '9'), '10')).toBe(true);
  });
  it('dates compare as days', () => {
    expect(rulePasses('date', r('lt', '2026-12-01'), '2026-11-28')).toBe(true);
    expect(rulePasses('date', r('gte', '2026-11-28'), '2026-11-28')).toBe(true);
    expect(rulePasses('date', r('gt', '2026-11-28'), '2026-11-28')).toBe(false);
    expect(rulePasses('date', r('lte', '2026-11-27'), '2026-11-28')).toBe(false);
    expect(rulePasses('date', r('eq', '2026-11-28'), '2026-11-28')).toBe(true);
    expect(rulePasses('date', r('neq', '2026-11-28'), '2026-11-28')).toBe(false);
  });
  it('text tests ignore case', () => {
    const a = 'Hello World';
    expect(rulePasses('short-text', r('eq', 'hello world'), a)).toBe(true);
    expect(rulePasses('short-text', r('neq', 'hello'), a)).toBe(true);
    expect(rulePasses('long-text', r('starts-with', 'HELLO'), a)).toBe(true);
    expect(rulePasses('long-text', r('ends-with', 'world'), a)).toBe(true);
    expect(rulePasses('email', r('not-starts-with', 'hello'), a)).toBe(false);
    expect(rulePasses('website', r('not-ends-with', 'moon'), a)).toBe(true);
    expect(rulePasses('phone-number', r('contains', 'o w'), a)).toBe(true);
    expect(rulePasses('short-text', r('contains', 'xyz'), a)).toBe(false);
  });
  it('choices: single is the option, multiple is chosen or not', () => {
    expect(rulePasses('single-choice', r('eq', 'Red'), 'Red')).toBe(true);
    expect(rulePasses('single-choice', r('neq', 'Red'), 'Blue')).toBe(true);
    expect(rulePasses('multiple-choice', r('eq', 'Red'), ['Blue', 'Red'])).toBe(true);
    expect(rulePasses('multiple-choice', r('neq', 'Red'), ['Blue', 'Red'])).toBe(false);
  });
  it("ranking compares the place of the rule's option with its rank", () => {
    const answer = ['Price', 'Quality', 'Speed'];
    expect(rulePasses('ranking', r('eq', 'Quality', 2), answer)).toBe(true);
    expect(rulePasses('ranking', r('neq', 'Quality', 2), answer)).toBe(false);
    expect(rulePasses('ranking', r('lte', 'Price', 2), answer)).toBe(true);
    expect(rulePasses('ranking', r('lt', 'Speed', 3), answer)).toBe(false);
    expect(rulePasses('ranking', r('gt', 'Speed', 2), answer)).toBe(true);
    expect(rulePasses('ranking', r('gte', 'Price', 2), answer)).toBe(false);
    expect(rulePasses('ranking', r('eq', 'Missing', 1), answer)).toBe(false);
  });
  it('an unanswered question passes no rule', () => {
    expect(rulePasses('short-text', r('neq', 'x'), undefined)).toBe(false);
    expect(rulePasses('multiple-choice', r('neq', 'x'), [])).toBe(false);
  });
});

describe('where a respondent goes next (spec 2 §4)', () => {
  const pages = [page(1, 1, { type: 'welcome', question: null }), page(2, 2), page(3, 3), page(4, 4, { type: 'final', page_logic_type: 'hide', question: null })];
  it('starts on the page with order 1, else the first by order', () => {
    expect(firstPage(pages)?.id).toBe(1);
    expect(firstPage([page(7, 3), page(8, 2)])?.id).toBe(8);
  });
  it('next_page goes on by order; past the last page the response is complete', () => {
    expect(nextStep(pages, pages[0]!, {})).toEqual({ kind: 'page', pageId: 2 });
    expect(nextStep([page(1, 1)], page(1, 1), {})).toEqual({ kind: 'complete' });
  });
  it('specific_page goes to the page named, if it exists', () => {
    expect(nextStep(pages, { ...pages[0]!, page_logic_type: 'specific_page', page_logic_value: '4' }, {})).toEqual({ kind: 'page', pageId: 4 });
    expect(nextStep(pages, { ...pages[0]!, page_logic_type: 'specific_page', page_logic_value: '99' }, {})).toEqual({ kind: 'page', pageId: 2 });
  });
  it('dynamic: the first passing rule whose page exists wins, else the next page', () => {
    const dyn = {
      ...pages[1]!,
      page_logic_type: 'dynamic' as const,
      logic_rules: [
        { question: 20, operation: 'eq' as const, value: 'skip', page: 99 },
        { question: 20, operation: 'eq' as const, value: 'skip', page: 4 },
        { question: 20, operation: 'eq' as const, value: 'skip', page: 3 },
      ],
    };
    expect(nextStep(pages, dyn, { 20: 'Skip' })).toEqual({ kind: 'page', pageId: 4 });
    expect(nextStep(pages, dyn, { 20: 'stay' })).toEqual({ kind: 'page', pageId: 3 });
  });
  it('external_url and campaign leave the survey; hide ends it', () => {
    expect(nextStep(pages, { ...pages[0]!, page_logic_type: 'external_url', page_logic_value: 'https://example.com' }, {})).toEqual({ kind: 'url', url: 'https://example.com' });
    expect(nextStep(pages, { ...pages[0]!, page_logic_type: 'campaign', page_logic_value: { campaign: 5, email_question: 20 } }, {})).toEqual({ kind: 'campaign', campaignId: 5, emailQuestionId: 20 });
    expect(nextStep(pages, pages[3]!, {})).toEqual({ kind: 'complete' });
  });
});

describe('the way through a survey with the answers given', () => {
  // 1 branches on its answer to 2 or 3; 2 goes on to the end (4), skipping 3.
  const branch = (value: string, to: number) => ({ question: 10, operation: 'eq' as const, value, page: to });
  const pages = [
    page(1, 1, { page_logic_type: 'dynamic', logic_rules: [branch('b', 2), branch('c', 3)] }),
    page(2, 2, { page_logic_type: 'dynamic', logic_rules: [branch('b', 4)] }),
    page(3, 3),
    page(4, 4, { type: 'final', page_logic_type: 'hide', question: null }),
  ];
  it('follows the logic from the start page to where the survey ends', () => {
    expect(wayThrough(pages, { 10: 'b' })).toEqual([1, 2, 4]);
    expect(wayThrough(pages, { 10: 'c' })).toEqual([1, 3, 4]);
    expect(wayThrough([], {})).toEqual([]);
  });
  it('stops at the page named, or is null when the logic does not lead there', () => {
    expect(wayThrough(pages, { 10: 'c' }, 3)).toEqual([1, 3]);
    expect(wayThrough(pages, { 10: 'c' }, 1)).toEqual([1]);
    expect(wayThrough(pages, { 10: 'c' }, 2)).toBeNull();
  });
  it('is null for logic that goes round for ever', () => {
    const loop = [page(1, 1), page(2, 2, { type: 'context', question: null, page_logic_type: 'specific_page', page_logic_value: '1' })];
    expect(wayThrough(loop, {})).toBeNull();
    expect(wayThrough(loop, {}, 99)).toBeNull();
  });
  it('reads a question page by its question', () => {
    const questions = [{ id: 10, type: 'single-choice' as const }];
    const raw = { id: 1, order: 1, type: 'question' as const, page_logic_type: 'next_page' as const, page_logic_value: null, logic_rules: [], questions };
    expect(logicPage(raw).question).toEqual({ id: 10, type: 'single-choice' });
    expect(logicPage({ ...raw, type: 'context' }).question).toBeNull();
  });
});

describe('page defaults and allowed logic (spec 2 §4)', () => {
  it('welcome, statement and end pages', () => {
    expect(pageDefaults('welcome', null)).toMatchObject({ name: 'Welcome', title: 'Welcome to our survey.', button_text: "Let's get started!", page_logic_type: 'next_page', question: null });
    expect(pageDefaults('context', null)).toMatchObject({ name: 'Statement', page_logic_type: 'next_page' });
    expect(pageDefaults('final', null)).toMatchObject({ name: 'End Page', title: 'Thanks for filling out our survey!', page_logic_type: 'hide' });
  });
  it('question pages: three empty options, Yes and No, rating 5, opinion scale from 1 to 10', () => {
    for (const t of ['single-choice', 'multiple-choice', 'ranking'] as const) expect(pageDefaults('question', t).question!.options).toEqual(['', '', '']);
    expect(pageDefaults('question', 'boolean').question).toMatchObject({ yes_value: 'Yes', no_value: 'No' });
    expect(pageDefaults('question', 'rating').question!.max_value).toBe(5);
    expect(pageDefaults('question', 'opinion-scale').question).toMatchObject({ max_value: 10, start_from_zero: false });
    expect(pageDefaults('question', 'email')).toMatchObject({ name: 'Email', page_logic_type: 'next_page', button_text: 'Next' });
  });
  it('logic by page type', () => {
    expect(LOGIC_BY_PAGE_TYPE.welcome).toEqual(['next_page', 'specific_page']);
    expect([...LOGIC_BY_PAGE_TYPE.context].sort()).toEqual(['campaign', 'external_url', 'hide', 'next_page', 'specific_page']);
    expect([...LOGIC_BY_PAGE_TYPE.final].sort()).toEqual(['campaign', 'external_url', 'hide']);
    expect(LOGIC_BY_PAGE_TYPE.question).toEqual(['next_page', 'dynamic']);
    expect(logicAllowed('welcome', 'hide')).toBe(false);
    expect(logicAllowed('question', 'dynamic')).toBe(true);
  });
  it('the Add New Survey Page groups offer all thirteen question types and the three static pages', () => {
    const choices = PAGE_CHOICE_GROUPS.flatMap((g) => g.choices);
    expect(choices.filter((c) => c.type === 'question').map((c) => c.question_type).sort()).toEqual([...QUESTION_TYPES].sort());
    expect(choices.filter((c) => c.type !== 'question').map((c) => c.label)).toEqual(['Welcome', 'Statement', 'Survey End']);
  });
  it('rates, slugs and source types', () => {
    expect(ratePercent(2, 3)).toBe(67);
    expect(ratePercent(1, 0)).toBe(0);
    expect(surveySlug('Spring Newsletter — Q2!')).toBe('spring-newsletter-q2');
    expect(storedSource('linkedin')).toEqual({ type: 'social', platform: 'linkedin' });
    expect(storedSource('campaign')).toEqual({ type: 'campaign', platform: null });
  });
});
