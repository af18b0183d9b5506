import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TQuestion, TSurveyPage } from '@gifthub/shared/surveys';
import { surveyTexts, type TQuestionType } from '@gifthub/shared/survey-rules';
import type { TAnswerValue } from '@gifthub/shared/survey-answers';
import { SurveyPage, type TSurveyMode } from './survey-page';
import { question, questionPage, staticPage, styles } from './survey-test-utils';

afterEach(cleanup);
const ue = () => userEvent.setup({ delay: null });

/** The page with its answer kept, as a caller does; the answers given and the Next presses are recorded. */
function renderPage(page: TSurveyPage, opts: { mode?: TSurveyMode; onBack?: () => void } = {}) {
  const given: (TAnswerValue | null)[] = [];
  const onNext = vi.fn();
  function Harness() {
    const [answer, setAnswer] = useState<TAnswerValue | undefined>(undefined);
    return (
      <SurveyPage
        page={page}
        styles={styles}
        mode={opts.mode ?? 'public'}
        answer={answer}
        onAnswer={(_id, v) => {
          given.push(v);
          setAnswer(v ?? undefined);
        }}
        onNext={onNext}
        onBack={opts.onBack}
      />
    );
  }
  render(<Harness />);
  return { given, onNext, last: () => given[given.length - 1] };
}
const onePage = (type: TQuestionType, over: Partial<TQuestion> = {}) => questionPage(10, 1, question(7, type, { name: 'Your answer', ...over }));
const next = () => screen.getByRole('button', { name: 'Next' });

describe('SurveyPage: the thirteen question types', () => {
  it('short text: a labelled text field answering a string', async () => {
    const r = renderPage(onePage('short-text'));
    await ue().type(screen.getByRole('textbox', { name: 'Your answer' }), 'Ann');
    expect(r.last()).toBe('Ann');
    await ue().click(next());
    expect(r.onNext).toHaveBeenCalledTimes(1);
  });

  it('long text: four rows', async () => {
    const r = renderPage(onePage('long-text'));
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    expect(box.tagName).toBe('TEXTAREA');
    expect(box).toHaveAttribute('rows', '4');
    await ue().type(box, 'Long');
    expect(r.last()).toBe('Long');
  });

  it.each([
    ['email', 'ann@', 'ann@example.com'],
    ['phone-number', '12ab', '+44 20 7946 0958'],
    ['website', 'not a site', 'example.com/path'],
    ['number', '12a', '42'],
  ] as const)('%s: an invalid answer disables Next with the message; a valid one enables it', async (type, bad, good) => {
    const r = renderPage(onePage(type));
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    await ue().type(box, bad);
    expect(screen.getByText(surveyTexts.answerInvalid, { selector: '.sv-error' })).toBeInTheDocument();
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    expect(next()).toHaveAccessibleDescription(surveyTexts.answerInvalid);
    expect(box).toHaveAttribute('aria-invalid', 'true');
    await ue().click(next());
    expect(r.onNext).not.toHaveBeenCalled();
    await ue().clear(box);
    await ue().type(box, good);
    expect(r.last()).toBe(good);
    expect(next()).not.toHaveAttribute('aria-disabled');
    await ue().click(next());
    expect(r.onNext).toHaveBeenCalledTimes(1);
  });

  it('date: typed in its format and separator, kept as YYYY-MM-DD; an impossible day is invalid', async () => {
    const r = renderPage(onePage('date', { format: 'MMDDYYYY', separator: '-' }));
    const box = screen.getByRole('textbox', { name: 'Your answer' });
    expect(box).toHaveAttribute('placeholder', 'MM-DD-YYYY');
    expect(box).toHaveAccessibleDescription('Format: MM-DD-YYYY');
    await ue().type(box, '12-31-2024');
    expect(r.last()).toBe('2024-12-31');
    expect(next()).not.toHaveAttribute('aria-disabled');
    await ue().clear(box);
    await ue().type(box, '02-30-2024');
    expect(r.last()).toBe('2024-02-30');
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText(surveyTexts.answerInvalid, { selector: '.sv-error' })).toBeInTheDocument();
  });

  it('single choice: a radio group; the other option answers its own text', async () => {
    const r = renderPage(onePage('single-choice', { other_option: true }));
    const group = screen.getByRole('radiogroup', { name: 'Your answer' });
    await ue().click(within(group).getByRole('radio', { name: 'Green' }));
    expect(r.last()).toBe('Green');
    await ue().click(within(group).getByRole('radio', { name: 'Other' }));
    expect(r.last()).toBe('');
    await ue().type(screen.getByRole('textbox', { name: 'Other, please specify' }), 'Teal');
    expect(r.last()).toBe('Teal');
    expect(within(group).getByRole('radio', { name: 'Green' })).not.toBeChecked();
  });

  it('multiple choice: checkboxes answering the chosen options in order, with the other text', async () => {
    const r = renderPage(onePage('multiple-choice', { other_option: true }));
    const group = screen.getByRole('group', { name: 'Your answer' });
    await ue().click(within(group).getByRole('checkbox', { name: 'Blue' }));
    await ue().click(within(group).getByRole('checkbox', { name: 'Red' }));
    expect(r.last()).toEqual(['Red', 'Blue']);
    await ue().click(within(group).getByRole('checkbox', { name: 'Other' }));
    await ue().type(screen.getByRole('textbox', { name: 'Other, please specify' }), 'Pink');
    expect(r.last()).toEqual(['Red', 'Blue', 'Pink']);
    await ue().click(within(group).getByRole('checkbox', { name: 'Red' }));
    expect(r.last()).toEqual(['Blue', 'Pink']);
  });

  it('yes/no: its own labels answer true or false', async () => {
    const r = renderPage(onePage('boolean', { yes_value: 'Sure', no_value: 'Nope' }));
    const group = screen.getByRole('radiogroup', { name: 'Your answer' });
    await ue().click(within(group).getByRole('radio', { name: 'Nope' }));
    expect(r.last()).toBe(false);
    await ue().click(within(group).getByRole('radio', { name: 'Sure' }));
    expect(r.last()).toBe(true);
  });

  it('opinion scale: 0 to its max with the end labels, answering a number', async () => {
    const r = renderPage(onePage('opinion-scale', { start_from_zero: true, max_value: 5, min_label: 'Bad', max_label: 'Great' }));
    const group = screen.getByRole('radiogroup', { name: 'Your answer' });
    expect(within(group).getAllByRole('radio').map((x) => x.getAttribute('value'))).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(group).toHaveAccessibleDescription('0: Bad 5: Great');
    await ue().click(within(group).getByRole('radio', { name: '4' }));
    expect(r.last()).toBe(4);
  });

  it('rating: stars from 1 to its max, smaller above 7', async () => {
    const r = renderPage(onePage('rating'));
    const group = screen.getByRole('radiogroup', { name: 'Your answer' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    expect(group).not.toHaveClass('sv-stars-small');
    await ue().click(within(group).getByRole('radio', { name: '4 stars' }));
    expect(r.last()).toBe(4);
    cleanup();
    renderPage(onePage('rating', { max_value: 8 }));
    expect(screen.getByRole('radiogroup', { name: 'Your answer' })).toHaveClass('sv-stars-small');
  });

  it('ranking: reordered by the move buttons and the arrow keys, answering the ordered list; Next takes the shown order', async () => {
    const r = renderPage(onePage('ranking', { required: true }));
    const list = screen.getByRole('list', { name: 'Your answer' });
    expect(next()).not.toHaveAttribute('aria-disabled');
    await ue().click(screen.getByRole('button', { name: 'Move Red down' }));
    expect(r.last()).toEqual(['Green', 'Red', 'Blue']);
    expect(within(list).getAllByRole('listitem').map((li) => li.querySelector('.sv-rank-name')!.textContent)).toEqual(['Green', 'Red', 'Blue']);
    const blueUp = screen.getByRole('button', { name: 'Move Blue up' });
    blueUp.focus();
    await ue().keyboard('{ArrowUp}');
    expect(r.last()).toEqual(['Green', 'Blue', 'Red']);
    await ue().keyboard('{Home}');
    expect(r.last()).toEqual(['Blue', 'Green', 'Red']);
    expect(screen.getByText('Blue: position 1 of 3')).toBeInTheDocument();
  });

  it('ranking: an item dragged by its handle takes the place under the pointer', () => {
    const r = renderPage(onePage('ranking'));
    const items = screen.getAllByRole('listitem');
    items.forEach((li, i) => vi.spyOn(li, 'getBoundingClientRect').mockReturnValue({ top: i * 60, height: 50, bottom: i * 60 + 50, left: 0, right: 300, width: 300, x: 0, y: i * 60, toJSON: () => ({}) }));
    const handle = items[0]!.querySelector('.sv-rank-handle')!;
    fireEvent.pointerDown(handle, { button: 0, pointerId: 1, clientY: 20 });
    expect(items[0]).toHaveClass('sv-dragging');
    fireEvent.pointerMove(window, { pointerId: 1, clientY: 150 });
    fireEvent.pointerUp(window, { pointerId: 1 });
    expect(r.last()).toEqual(['Green', 'Blue', 'Red']);
    expect(items[0]).not.toHaveClass('sv-dragging');
    // Once dropped, the pointer moves nothing.
    fireEvent.pointerMove(window, { pointerId: 1, clientY: 0 });
    expect(r.given).toHaveLength(1);
  });
});

describe('SurveyPage: Next and the page', () => {
  it('pressed while the page is busy, goes on once it is free (and not while the answer does not pass)', async () => {
    const onNext = vi.fn();
    const page = staticPage(3, 1, 'welcome', { title: 'Hello' });
    const props = { page, styles, mode: 'public' as const, answer: undefined, onAnswer: () => {}, onNext, onBack: undefined };
    const { rerender } = render(<SurveyPage {...props} busy />);
    fireEvent.submit(screen.getByRole('button', { name: "Let's get started!" }).closest('form')!);
    expect(onNext).not.toHaveBeenCalled();
    rerender(<SurveyPage {...props} busy={false} />);
    expect(onNext).toHaveBeenCalledTimes(1);
    rerender(<SurveyPage {...props} busy />);
    rerender(<SurveyPage {...props} busy={false} />);
    expect(onNext).toHaveBeenCalledTimes(1);
  });

  it('a required question: Next greyed with the reason, the message once the respondent tries', async () => {
    const r = renderPage(onePage('short-text', { required: true }));
    expect(next()).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('tooltip')).toHaveTextContent(surveyTexts.answerRequired);
    expect(screen.queryByText(surveyTexts.answerRequired, { selector: '.sv-error' })).toBeNull();
    await ue().click(next());
    expect(r.onNext).not.toHaveBeenCalled();
    expect(screen.getByText(surveyTexts.answerRequired, { selector: '.sv-error' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toHaveAccessibleDescription(surveyTexts.answerRequired);
  });

  it('a welcome page shows its title, subtitle and button text; Go Back only in public mode when given', async () => {
    const onBack = vi.fn();
    renderPage(staticPage(1, 1, 'welcome', { subtitle: 'Five minutes' }), { onBack });
    expect(screen.getByRole('heading', { level: 1, name: 'Welcome to our survey.' })).toBeInTheDocument();
    expect(screen.getByText('Five minutes')).toBeInTheDocument();
    await ue().click(screen.getByRole('button', { name: 'Go Back' }));
    expect(onBack).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: "Let's get started!" })).toBeInTheDocument();
    cleanup();
    renderPage(staticPage(1, 1, 'welcome'), { onBack, mode: 'preview' });
    expect(screen.queryByRole('button', { name: 'Go Back' })).toBeNull();
    expect(screen.queryByRole('button', { name: "Let's get started!" })).toBeNull();
  });

  it('takes a lower heading level inside a screen with its own', () => {
    render(<SurveyPage page={staticPage(1, 1, 'welcome')} styles={styles} mode="preview" headingLevel={2} />);
    expect(screen.getByRole('heading', { level: 2, name: 'Welcome to our survey.' })).toBeInTheDocument();
  });

  it('an end page with hide logic has no button', () => {
    renderPage(staticPage(9, 9, 'final'));
    expect(screen.getByRole('heading', { name: 'Thanks for filling out our survey!' })).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('the theme applies as CSS variables, a background image under its page', () => {
    renderPage(staticPage(1, 1, 'welcome', { background_image: '/api/v1/files/bg.png' }));
    const area = screen.getByRole('region', { name: 'Welcome to our survey.' });
    expect(area.style.getPropertyValue('--sv-a-color')).toBe('#2f65b4');
    expect(area.style.getPropertyValue('--sv-q-font')).toContain("'Lato'");
    expect(area.style.getPropertyValue('--sv-bg-image')).toBe('url("/api/v1/files/bg.png")');
    expect(area).toHaveClass('sv-has-image');
  });

  it('editor mode: answers read-only, texts editable', async () => {
    const edits: [string, string][] = [];
    render(<SurveyPage page={onePage('short-text')} styles={styles} mode="editor" onEditText={(f, v) => edits.push([f, v])} />);
    expect(screen.getByRole('textbox', { name: 'Your answer' })).toBeDisabled();
    await ue().type(screen.getByRole('textbox', { name: 'Question' }), '?');
    expect(edits[edits.length - 1]).toEqual(['question_name', 'Your answer?']);
  });
});
