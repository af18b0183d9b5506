// Page logic (spec 2 §4): where a respondent goes after a page, from the page's logic and the answers so far.
// Run by the public page to move on, and by the API when it checks a response's path. No zod (light page).
import type { TAnswerValue } from './survey-answers';
import type { TLogicRule, TLogicType, TLogicValue, TPageType, TQuestionType } from './survey-rules';

export type TLogicPage = {
  id: number;
  order: number;
  type: TPageType;
  page_logic_type: TLogicType;
  /** specific_page: the page id (as text); external_url: the address; campaign: the campaign and the e-mail question. */
  page_logic_value: TLogicValue;
  logic_rules: TLogicRule[];
  /** The page's question (question pages have one). */
  question: { id: number; type: TQuestionType } | null;
};

export type TNextStep =
  | { kind: 'page'; pageId: number }
  | { kind: 'complete' }
  | { kind: 'url'; url: string }
  | { kind: 'campaign'; campaignId: number | null; emailQuestionId: number | null };

const lower = (v: unknown) => String(v).trim().toLocaleLowerCase('en-GB');

/** The value a rule compares for a question type: numbers for scales and numbers, text otherwise. */
function compare(a: number | string, b: number | string, op: 'lt' | 'lte' | 'gt' | 'gte'): boolean {
  if (op === 'lt') return a < b;
  if (op === 'lte') return a <= b;
  if (op === 'gt') return a > b;
  return a >= b;
}

/**
 * Whether an answer passes a rule. An unanswered question passes none. Boolean rules compare with true or false;
 * multiple choice Is means "chose it"; ranking compares the place given to the rule's option with the rule's rank;
 * scales and numbers compare as numbers, dates as YYYY-MM-DD text; text tests ignore case.
 */
export function rulePasses(type: TQuestionType, rule: Pick<TLogicRule, 'operation' | 'value' | 'rank'>, answer: TAnswerValue | undefined): boolean {
  if (answer === undefined || answer === null || (typeof answer === 'string' && answer.trim() === '') || (Array.isArray(answer) && answer.length === 0)) return false;
  const op = rule.operation;
  if (type === 'boolean') {
    const want = rule.value === 'true';
    if (op === 'eq') return answer === want;
    if (op === 'neq') return answer !== want;
    return false;
  }
  if (type === 'multiple-choice') {
    const chosen = Array.isArray(answer) && answer.includes(rule.value);
    return op === 'eq' ? chosen : op === 'neq' ? !chosen : false;
  }
  if (type === 'ranking') {
    if (!Array.isArray(answer)) return false;
    const place = answer.indexOf(rule.value) + 1;
    if (place === 0 || rule.rank === null || rule.rank === undefined) return false;
    if (op === 'eq') return place === rule.rank;
    if (op === 'neq') return place !== rule.rank;
    return op === 'lt' || op === 'lte' || op === 'gt' || op === 'gte' ? compare(place, rule.rank, op) : false;
  }
  if (type === 'opinion-scale' || type === 'rating' || type === 'number') {
    const a = Number(answer);
    const b = Number(rule.value);
    if (!Number.isFinite(a) || !Number.isFinite(b) || rule.value.trim() === '') return false;
    if (op === 'eq') return a === b;
    if (op === 'neq') return a !== b;
    return op === 'lt' || op === 'lte' || op === 'gt' || op === 'gte' ? compare(a, b, op) : false;
  }
  if (type === 'date') {
    const a = String(answer);
    if (op === 'eq') return a === rule.value;
    if (op === 'neq') return a !== rule.value;
    return op === 'lt' || op === 'lte' || op === 'gt' || op === 'gte' ? compare(a, rule.value, op) : false;
  }
  // Text, e-mail, phone, website and single choice.
  const a = lower(answer);
  const b = lower(rule.value);
  switch (op) {
    case 'eq':
      return a === b;
    case 'neq':
      return a !== b;
    case 'starts-with':
      return a.startsWith(b);
    case 'ends-with':
      return a.endsWith(b);
    case 'not-starts-with':
      return !a.startsWith(b);
    case 'not-ends-with':
      return !a.endsWith(b);
    case 'contains':
      return a.includes(b);
    default:
      return false;
  }
}

/** Pages in order: by order, then id (the public page and the API sort the same way). */
export const sortPages = <T extends { id: number; order: number }>(pages: T[]) => [...pages].sort((a, b) => a.order - b.order || a.id - b.id);

/** The starting page: the one with order 1, else the first (spec 2 §4). */
export function firstPage<T extends { id: number; order: number }>(pages: T[]): T | undefined {
  return pages.find((p) => p.order === 1) ?? sortPages(pages)[0];
}

/**
 * Where the respondent goes from `current` (spec 2 §4): next_page the next page by order; specific_page the page
 * named, if it exists; dynamic the first rule that passes whose page exists, else the next page; campaign and
 * external_url leave the survey; hide has no button (the page completed the response). Past the last page: complete.
 */
export function nextStep(pages: TLogicPage[], current: TLogicPage, answers: Record<number, TAnswerValue | undefined>): TNextStep {
  const ordered = sortPages(pages);
  const exists = (id: number) => ordered.some((p) => p.id === id);
  const at = ordered.findIndex((p) => p.id === current.id);
  const next = (): TNextStep => {
    const n = ordered[at + 1];
    return n ? { kind: 'page', pageId: n.id } : { kind: 'complete' };
  };
  switch (current.page_logic_type) {
    case 'specific_page': {
      const id = Number(typeof current.page_logic_value === 'string' ? current.page_logic_value : NaN);
      return Number.isInteger(id) && exists(id) && id !== current.id ? { kind: 'page', pageId: id } : next();
    }
    case 'dynamic': {
      for (const rule of current.logic_rules) {
        if (!exists(rule.page)) continue;
        const page = ordered.find((p) => p.question?.id === rule.question);
        if (!page?.question) continue;
        if (rulePasses(page.question.type, rule, answers[rule.question])) return { kind: 'page', pageId: rule.page };
      }
      return next();
    }
    case 'external_url':
      return typeof current.page_logic_value === 'string' && current.page_logic_value ? { kind: 'url', url: current.page_logic_value } : next();
    case 'campaign': {
      const v = current.page_logic_value;
      const c = v && typeof v === 'object' ? v : { campaign: null, email_question: null };
      return { kind: 'campaign', campaignId: c.campaign, emailQuestionId: c.email_question };
    }
    case 'hide':
      return { kind: 'complete' };
    default:
      return next();
  }
}

/** A survey's page as the logic reads it: its question (a question page has one) by id and type. */
export const logicPage = (p: Omit<TLogicPage, 'question'> & { questions: { id: number; type: TQuestionType }[] }): TLogicPage => {
  const q = p.type === 'question' ? p.questions[0] : undefined;
  return { id: p.id, order: p.order, type: p.type, page_logic_type: p.page_logic_type, page_logic_value: p.page_logic_value, logic_rules: p.logic_rules, question: q ? { id: q.id, type: q.type } : null };
};

/**
 * The way Next leads from the starting page with these answers: the pages in order, ending with `until` when one is
 * named (null when the logic does not lead there), else with the page whose Next leaves the pages (completion, an
 * address, a campaign action; null when the logic goes round for ever, as the same page with the same answers leads
 * the same way again). The public page's Go Back and the API's completion check both follow it.
 */
export function wayThrough(pages: TLogicPage[], answers: Record<number, TAnswerValue | undefined>, until?: number): number[] | null {
  const way: number[] = [];
  let at = firstPage(pages);
  while (at && !way.includes(at.id)) {
    way.push(at.id);
    if (at.id === until) return way;
    const step = nextStep(pages, at, answers);
    if (step.kind !== 'page') return until === undefined ? way : null;
    at = pages.find((p) => p.id === step.pageId);
  }
  // Round for ever, or no pages at all.
  return until === undefined && !at ? way : null;
}

/** Whether a page shows no action button: hide logic (entering it completes the response). */
export const hidesButton = (page: Pick<TLogicPage, 'page_logic_type'>) => page.page_logic_type === 'hide';
