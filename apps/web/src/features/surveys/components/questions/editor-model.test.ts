import { describe, expect, it } from 'vitest';
import { choiceOf, firstRule, pickedValues, reorderBody, typeChangeBody } from './editor-model';
import { page, question } from './questions-test-utils';

describe('editor model', () => {
  it('reorders pages: every page once, orders from 1', () => {
    const pages = [page(1, 1, 'welcome'), page(2, 2, 'email'), page(3, 3, 'final')];
    expect(reorderBody(pages, 3, 1)).toEqual([
      { id: 3, order: 1 },
      { id: 1, order: 2 },
      { id: 2, order: 3 },
    ]);
    expect(reorderBody(pages, 2, 2)).toBeNull();
  });

  it('a type change deletes the question only when leaving question pages, and resets logic that no longer fits', () => {
    const email = page(1, 1, 'email', { page_logic_type: 'dynamic' });
    expect(typeChangeBody(email, choiceOf('context')!)).toEqual({ type: 'context', question_type: null, delete_all_questions: true, page_logic_type: 'next_page', page_logic_value: null, logic_rules: [] });
    expect(typeChangeBody(email, choiceOf('number')!)).toEqual({ type: 'question', question_type: 'number' });
    expect(typeChangeBody(page(2, 1, 'context', { page_logic_type: 'hide' }), choiceOf('final')!)).toEqual({ type: 'final', question_type: null });
  });

  it('picks rule values: yes/no with their labels, scales from their start, choices without empty options', () => {
    expect(pickedValues(question('boolean', { yes_value: 'Sure', no_value: 'Nope' }))).toEqual([
      { value: 'true', label: 'Sure' },
      { value: 'false', label: 'Nope' },
    ]);
    expect(pickedValues(question('opinion-scale', { start_from_zero: true, max_value: 5 }))?.map((v) => v.value)).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(pickedValues(question('multiple-choice', { options: ['A', '', 'B'] }))?.map((v) => v.value)).toEqual(['A', 'B']);
    expect(pickedValues(question('short-text'))).toBeNull();
  });

  it("a first rule asks about the page's own question and goes to the next page; ranking compares rank 1", () => {
    const rank = page(1, 1, 'ranking', { questions: [question('ranking', { id: 10, page_id: 1, options: ['Price', 'Speed', ''] })] });
    const pages = [rank, page(2, 2, 'final')];
    expect(firstRule(pages, rank)).toEqual({ question: 10, operation: 'eq', value: 'Price', page: 2, rank: 1 });
    expect(firstRule([page(5, 1, 'welcome')], page(5, 1, 'welcome'))).toBeNull();
  });
});
