import {
  CHOICE_TYPES,
  LOGIC_BY_PAGE_TYPE,
  PAGE_CHOICE_GROUPS,
  PICKED_RULE_VALUE,
  operatorsFor,
  type TLogicRule,
  type TLogicType,
  type TLogicValue,
  type TPageChoice,
  type TQuestionType,
} from '@gifthub/shared/survey-rules';
import { scaleValues } from '@gifthub/shared/survey-answers';
import { sortPages } from '@gifthub/shared/survey-logic';
import type { TPageUpdate, TQuestion, TReorder, TSurveyPage } from '@gifthub/shared/surveys';

// The questions editor's rules that are not the contract's: which choice a page is, what a change of type or logic
// sends, a first dynamic rule, the values a rule may pick. Pure functions, tested beside the screens.

export { sortPages };

/** A page's question (question pages have one). */
export const questionOf = (page: TSurveyPage): TQuestion | null => page.questions[0] ?? null;

/** The Add New Survey Page choices as one value each: the question type for question pages, else the page type. */
export const choiceValue = (c: Pick<TPageChoice, 'type' | 'question_type'>) => (c.type === 'question' ? (c.question_type ?? 'short-text') : c.type);
export const pageChoiceValue = (page: Pick<TSurveyPage, 'type' | 'question_type'>) => choiceValue(page);
export const ALL_CHOICES: TPageChoice[] = PAGE_CHOICE_GROUPS.flatMap((g) => g.choices);
export const choiceOf = (value: string): TPageChoice | undefined => ALL_CHOICES.find((c) => choiceValue(c) === value);
/** Grouped data for a Mantine Select of page types. */
export const PAGE_TYPE_SELECT = PAGE_CHOICE_GROUPS.map((g) => ({ group: g.label, items: g.choices.map((c) => ({ value: choiceValue(c), label: c.label })) }));
export const choiceLabel = (page: Pick<TSurveyPage, 'type' | 'question_type'>) => choiceOf(pageChoiceValue(page))?.label ?? page.type;

/** Whether changing a page to this choice deletes its question (a question page becoming a static page). */
export const deletesQuestion = (page: Pick<TSurveyPage, 'type'>, to: TPageChoice) => page.type === 'question' && to.type !== 'question';

/** The PUT for a change of type: delete_all_questions when leaving question pages; logic that no longer fits starts over. */
export function typeChangeBody(page: TSurveyPage, to: TPageChoice): TPageUpdate {
  const body: TPageUpdate = { type: to.type, question_type: to.type === 'question' ? to.question_type : null };
  if (deletesQuestion(page, to)) body.delete_all_questions = true;
  if (!LOGIC_BY_PAGE_TYPE[to.type].includes(page.page_logic_type)) Object.assign(body, logicReset(LOGIC_BY_PAGE_TYPE[to.type][0] ?? 'next_page'));
  return body;
}

/** A change of logic type starts its value over (spec 2 §4); campaign starts with no campaign and no e-mail question. */
export function logicReset(type: TLogicType): { page_logic_type: TLogicType; page_logic_value: TLogicValue; logic_rules: TLogicRule[] } {
  return { page_logic_type: type, page_logic_value: type === 'campaign' ? { campaign: null, email_question: null } : null, logic_rules: [] };
}

/** Question pages of the survey, in order, each with its question: what a rule may ask about. */
export function questionPages(pages: TSurveyPage[]): { page: TSurveyPage; question: TQuestion }[] {
  return sortPages(pages).flatMap((page) => {
    const question = questionOf(page);
    return page.type === 'question' && question ? [{ page, question }] : [];
  });
}

/** The values a rule may pick for a question (spec 2 §5), or null when the value is typed. Booleans show their labels. */
export function pickedValues(q: TQuestion): { value: string; label: string }[] | null {
  if (!PICKED_RULE_VALUE.includes(q.type)) return null;
  if (q.type === 'boolean')
    return [
      { value: 'true', label: q.yes_value || 'Yes' },
      { value: 'false', label: q.no_value || 'No' },
    ];
  if (q.type === 'opinion-scale' || q.type === 'rating') return scaleValues(q.type, q.start_from_zero, q.max_value).map((n) => ({ value: String(n), label: String(n) }));
  return options(q);
}

/** A choice question's named options (empty ones cannot be picked). */
export const options = (q: TQuestion) => [...new Set(q.options.filter((o) => o.trim() !== ''))].map((o) => ({ value: o, label: o }));

/** A rule that fits its question: the first operator, the first value it may pick, rank 1 for ranking. */
export function ruleFor(question: TQuestion, page: number): TLogicRule {
  const picked = question.type === 'ranking' ? options(question) : pickedValues(question);
  return { question: question.id, operation: operatorsFor(question.type)[0] ?? 'eq', value: picked?.[0]?.value ?? '', page, rank: question.type === 'ranking' ? 1 : null };
}

/** Dynamic logic starts with one rule (spec 2 §4): about this page's question (else the first), to the next page. */
export function firstRule(pages: TSurveyPage[], current: TSurveyPage): TLogicRule | null {
  const qs = questionPages(pages);
  const own = qs.find((x) => x.page.id === current.id) ?? qs[0];
  if (!own) return null;
  const ordered = sortPages(pages);
  const at = ordered.findIndex((p) => p.id === current.id);
  const target = ordered[at + 1] ?? ordered.find((p) => p.id !== current.id) ?? current;
  return ruleFor(own.question, target.id);
}

/** Pages after a drag: every page once with its order from 1. */
export function reorderBody(pages: TSurveyPage[], activeId: number, overId: number): TReorder | null {
  const ordered = sortPages(pages);
  const from = ordered.findIndex((p) => p.id === activeId);
  const to = ordered.findIndex((p) => p.id === overId);
  if (from < 0 || to < 0 || from === to) return null;
  const moved = [...ordered];
  const [item] = moved.splice(from, 1);
  if (item) moved.splice(to, 0, item);
  return moved.map((p, i) => ({ id: p.id, order: i + 1 }));
}

export const hasChoices = (t: TQuestionType | null | undefined) => !!t && CHOICE_TYPES.includes(t);
