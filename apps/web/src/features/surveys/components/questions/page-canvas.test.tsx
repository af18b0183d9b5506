import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TQuestion, TSurveyPage } from '@gifthub/shared/surveys';
import type { TFetchCall } from '../../../../test/session';
import { BASE, fill, mockFetch, page, question, renderTab, resetDom, survey } from './questions-test-utils';
import { expectAlert } from '../../../../test/alerts';

beforeEach(resetDom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const puts = (calls: TFetchCall[]) => calls.filter((c) => c.method === 'PUT');
/** The page PUT answers the page with the change, as the server would. */
const pageRoute = (p: TSurveyPage) => ({ method: 'PUT', path: `${BASE}/pages/${p.id}`, reply: (c: TFetchCall) => ({ body: { ...p, ...(c.body as object) } }) });

describe('the canvas in Editor Mode', () => {
  it('sends a text edit once, 1 second after the typing stops', async () => {
    const welcome = page(1, 1, 'welcome');
    const calls = mockFetch([pageRoute(welcome)]);
    renderTab(survey([welcome]));
    const title = screen.getByRole('textbox', { name: 'Title' });
    expect(title).toHaveValue('Welcome to our survey.');
    await fill(title, 'Hello');
    await userEvent.type(title, ' there');
    expect(puts(calls)).toHaveLength(0);
    await sleep(600);
    expect(puts(calls)).toHaveLength(0);
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.body).toEqual({ title: 'Hello there' });
    expect(await screen.findByText('Saved')).toBeInTheDocument();
    await sleep(1200);
    expect(puts(calls)).toHaveLength(1);
  });

  it('sends at once on Enter, which leaves the field; the button text too', async () => {
    const statement = page(1, 1, 'context');
    const calls = mockFetch([pageRoute(statement)]);
    renderTab(survey([statement]));
    const button = screen.getByRole('textbox', { name: 'Button text' });
    await fill(button, 'Continue');
    await userEvent.keyboard('{Enter}');
    // Within 0.9 s of Enter: sent by the key, not by the 1 s debounce of the typing before it.
    await waitFor(() => expect(puts(calls)).toHaveLength(1), { timeout: 900 });
    expect(puts(calls)[0]!.body).toEqual({ button_text: 'Continue' });
    expect(button).not.toHaveFocus();
    await sleep(1200);
    expect(puts(calls)).toHaveLength(1);
  });

  it("shows the server's message when a save is refused", async () => {
    const statement = page(1, 1, 'context');
    mockFetch([{ method: 'PUT', path: `${BASE}/pages/1`, status: 422, body: { message: 'Invalid data', code: 'validation', errors: { subtitle: ['Subtitle contains characters that are not allowed.'] } } }]);
    renderTab(survey([statement]));
    await fill(screen.getByRole('textbox', { name: 'Subtitle' }), 'Bad');
    await userEvent.keyboard('{Enter}');
    await expectAlert('Subtitle contains characters that are not allowed.');
  });

  it("edits a question's name, and adds, renames and deletes its choices in place", async () => {
    let q: TQuestion = question('single-choice', { id: 10, page_id: 1, options: ['Red', 'Green', ''] });
    const choice = page(1, 1, 'single-choice', { questions: [q] });
    const calls = mockFetch([
      {
        method: 'PUT',
        path: `${BASE}/questions/10`,
        reply: (c) => {
          q = { ...q, ...(c.body as Partial<TQuestion>) };
          return { body: q };
        },
      },
    ]);
    renderTab(survey([choice]));
    const sent = () => puts(calls).map((c) => c.body);

    await fill(screen.getByRole('textbox', { name: 'Question' }), 'Favourite colour?');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sent()).toEqual([{ name: 'Favourite colour?' }]));

    await fill(screen.getByRole('textbox', { name: 'Choice 3' }), 'Blue');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sent().at(-1)).toEqual({ options: ['Red', 'Green', 'Blue'] }));
    // The answer is in before the next change builds on it.
    await waitFor(() => expect(within(screen.getByRole('textbox', { name: 'Choice 3' }).closest('li')!).getByText('Saved')).toBeInTheDocument());

    await userEvent.click(screen.getByRole('button', { name: 'Add choice' }));
    await waitFor(() => expect(sent().at(-1)).toEqual({ options: ['Red', 'Green', 'Blue', ''] }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Choice 4' })).toHaveValue(''));

    await userEvent.click(screen.getByRole('button', { name: 'Delete choice 1' }));
    await waitFor(() => expect(sent().at(-1)).toEqual({ options: ['Green', 'Blue', ''] }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Choice 1' })).toHaveValue('Green'));
    expect(screen.queryByRole('textbox', { name: 'Choice 4' })).not.toBeInTheDocument();
  });

  it('renames choices one after another before the server answers, and keeps every rename', async () => {
    let q: TQuestion = question('single-choice', { id: 10, page_id: 1, options: ['', '', ''] });
    const calls = mockFetch([
      {
        method: 'PUT',
        path: `${BASE}/questions/10`,
        reply: async (c) => {
          // A slow server: each answer comes back after the next rename was typed.
          await sleep(300);
          q = { ...q, ...(c.body as Partial<TQuestion>) };
          return { body: q };
        },
      },
    ]);
    renderTab(survey([page(1, 1, 'single-choice', { questions: [q] })]));
    for (const [i, name] of ['Red', 'Green', 'Blue'].entries()) {
      await fill(screen.getByRole('textbox', { name: `Choice ${i + 1}` }), name);
      await userEvent.keyboard('{Enter}');
    }
    await waitFor(() => expect(puts(calls).at(-1)?.body).toEqual({ options: ['Red', 'Green', 'Blue'] }));
    await waitFor(() => expect(q.options).toEqual(['Red', 'Green', 'Blue']));
  });

  it('shows the page read-only in Preview Mode', async () => {
    mockFetch([]);
    renderTab(survey([page(1, 1, 'welcome', { title: 'Hi all' })]));
    await userEvent.click(screen.getByRole('radio', { name: 'Preview Mode' }));
    expect(screen.queryByRole('textbox', { name: 'Title' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hi all' })).toBeInTheDocument();
  });
});
