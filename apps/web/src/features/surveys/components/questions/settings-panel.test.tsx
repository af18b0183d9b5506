import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LOGIC_BY_PAGE_TYPE, LOGIC_TYPE_LABELS, surveyTexts, type TPageType } from '@gifthub/shared/survey-rules';
import type { TQuestion, TSurveyPage } from '@gifthub/shared/surveys';
import type { TFetchCall } from '../../../../test/session';
import { BASE, fill, mockFetch, page, question, renderTab, resetDom, survey } from './questions-test-utils';

beforeEach(resetDom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const puts = (calls: TFetchCall[], path: string) => calls.filter((c) => c.method === 'PUT' && c.path.endsWith(path)).map((c) => c.body);
const pageRoute = (p: TSurveyPage) => ({ method: 'PUT', path: `${BASE}/pages/${p.id}`, reply: (c: TFetchCall) => ({ body: { ...p, ...(c.body as object) } }) });
/** The options of a select's own list (another select's list may still be fading out). */
const optionsOf = async (label: string) => {
  const input = screen.getByRole('textbox', { name: label });
  await userEvent.click(input);
  await waitFor(() => expect(input).toHaveAttribute('aria-controls'));
  const listbox = document.getElementById(input.getAttribute('aria-controls')!)!;
  return within(listbox)
    .getAllByRole('option', { hidden: true })
    .map((o) => o.textContent);
};
const choose = async (label: string, name: string, scope: HTMLElement = document.body) => {
  await userEvent.click(within(scope).getByRole('textbox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name, hidden: true }));
};

describe('Settings: page type', () => {
  it('asks before a question page becomes a static page, then sends delete_all_questions', async () => {
    const email = page(1, 1, 'email');
    const calls = mockFetch([pageRoute(email), { path: BASE, body: survey([page(1, 1, 'welcome')]) }]);
    renderTab(survey([email]));
    await choose('Page type', 'Welcome');
    const confirm = await screen.findByRole('dialog', { name: 'Change page type' });
    expect(puts(calls, '/pages/1')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Change page type' }));
    await waitFor(() => expect(puts(calls, '/pages/1')).toEqual([{ type: 'welcome', question_type: null, delete_all_questions: true }]));
  });

  it('changes a question type without asking; a change the page logic no longer fits resets it', async () => {
    const final = page(1, 1, 'final');
    const calls = mockFetch([pageRoute(final)]);
    renderTab(survey([final]));
    await choose('Page type', 'Number');
    await waitFor(() =>
      expect(puts(calls, '/pages/1')).toEqual([{ type: 'question', question_type: 'number', page_logic_type: 'next_page', page_logic_value: null, logic_rules: [] }]),
    );
    expect(screen.queryByRole('dialog', { name: 'Change page type' })).not.toBeInTheDocument();
  });
});

describe('Settings: page logic', () => {
  it.each<[TPageType, string]>([
    ['welcome', 'Page Logic Settings'],
    ['context', 'Page Logic Settings'],
    ['final', 'Action on Complete'],
    ['question', 'Page Logic Settings'],
  ])('offers the logic types a %s page may have', async (type, heading) => {
    mockFetch([]);
    renderTab(survey([page(1, 1, type === 'question' ? 'short-text' : type)]));
    expect(screen.getByRole('heading', { name: heading })).toBeInTheDocument();
    expect(await optionsOf(type === 'final' ? 'Action' : 'Logic type')).toEqual(LOGIC_BY_PAGE_TYPE[type].map((t) => LOGIC_TYPE_LABELS[t]));
  });

  it('a new logic type starts without a value: a specific page is picked, a web address typed', async () => {
    let statement = page(1, 1, 'context');
    const end = page(2, 2, 'final');
    const calls = mockFetch([
      {
        method: 'PUT',
        path: `${BASE}/pages/1`,
        reply: (c) => {
          statement = { ...statement, ...(c.body as Partial<TSurveyPage>) };
          return { body: statement };
        },
      },
    ]);
    renderTab(survey([statement, end]));
    await choose('Logic type', LOGIC_TYPE_LABELS.specific_page);
    await waitFor(() => expect(puts(calls, '/pages/1')).toEqual([{ page_logic_type: 'specific_page', page_logic_value: null, logic_rules: [] }]));
    await choose('Go to page', '2. End Page');
    await waitFor(() => expect(puts(calls, '/pages/1').at(-1)).toEqual({ page_logic_value: '2' }));

    await choose('Logic type', LOGIC_TYPE_LABELS.external_url);
    await waitFor(() => expect(puts(calls, '/pages/1').at(-1)).toEqual({ page_logic_type: 'external_url', page_logic_value: null, logic_rules: [] }));
    const url = await screen.findByRole('textbox', { name: 'Web address' });
    expect(url).toHaveAttribute('type', 'url');
    expect(url).toHaveValue('');
    await fill(url, 'https://example.com/thanks');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(puts(calls, '/pages/1').at(-1)).toEqual({ page_logic_value: 'https://example.com/thanks' }));
  });

  it('adds a first rule with dynamic logic; operators follow the question type and choice values are picked', async () => {
    let colour = page(1, 1, 'single-choice', { questions: [question('single-choice', { id: 10, page_id: 1, name: 'Colour?', options: ['Red', 'Green', 'Blue'] })] });
    const name = page(2, 2, 'short-text', { questions: [question('short-text', { id: 20, page_id: 2, name: 'Name?' })] });
    const end = page(3, 3, 'final');
    const calls = mockFetch([
      {
        method: 'PUT',
        path: `${BASE}/pages/1`,
        reply: (c) => {
          colour = { ...colour, ...(c.body as Partial<TSurveyPage>) };
          return { body: colour };
        },
      },
    ]);
    renderTab(survey([colour, name, end]));
    await choose('Logic type', LOGIC_TYPE_LABELS.dynamic);
    await waitFor(() =>
      expect(puts(calls, '/pages/1')).toEqual([
        { page_logic_type: 'dynamic', page_logic_value: null, logic_rules: [{ question: 10, operation: 'eq', value: 'Red', page: 2, rank: null }] },
      ]),
    );
    const rule = await screen.findByRole('group', { name: 'Rule 1' });
    expect(await optionsOf('Operation')).toEqual(['Is', 'Is Not']);
    await userEvent.keyboard('{Escape}');
    expect(await optionsOf('Value')).toEqual(['Red', 'Green', 'Blue']);
    await userEvent.click(screen.getByRole('option', { name: 'Blue', hidden: true }));
    await waitFor(() => expect(puts(calls, '/pages/1').at(-1)).toEqual({ logic_rules: [{ question: 10, operation: 'eq', value: 'Blue', page: 2, rank: null }] }));

    // A text question: its operators, and a typed value.
    await choose('Question', '2. Name?', rule);
    await waitFor(() => expect(puts(calls, '/pages/1').at(-1)).toEqual({ logic_rules: [{ question: 20, operation: 'eq', value: '', page: 2, rank: null }] }));
    expect(await optionsOf('Operation')).toEqual(['Is', 'Is Not', 'Starts with', 'Ends with', 'Does not start with', 'Does not end with', 'Contains']);
    await userEvent.keyboard('{Escape}');
    expect(within(rule).getByRole('textbox', { name: 'Value' })).toHaveValue('');

    await userEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    await waitFor(() => expect(puts(calls, '/pages/1').at(-1)).toEqual({ logic_rules: [expect.objectContaining({ question: 20 }), { question: 10, operation: 'eq', value: 'Red', page: 2, rank: null }] }));
    await screen.findByRole('button', { name: 'Remove rule 2' });
    await userEvent.click(screen.getByRole('button', { name: 'Remove rule 1' }));
    await waitFor(() => expect(puts(calls, '/pages/1').at(-1)).toEqual({ logic_rules: [{ question: 10, operation: 'eq', value: 'Red', page: 2, rank: null }] }));
  });

  it('campaign action: loads the campaigns, hints without an e-mail question and creates an Email page before this one', async () => {
    const statement = page(2, 1, 'context', { page_logic_type: 'campaign', page_logic_value: { campaign: null, email_question: null } });
    const end = page(4, 2, 'final');
    const created = page(3, 1, 'email');
    const calls = mockFetch([
      { path: `/teams/7/gb-campaigns/menu`, body: { data: [{ id: 5, name: 'Summer Thanks', status: 'active', type: 'year-round' }] } },
      { method: 'POST', path: `${BASE}/pages`, body: created },
      { method: 'PUT', path: `${BASE}/questions/30`, body: { ...created.questions[0]!, required: true } satisfies TQuestion },
      pageRoute(statement),
      { path: BASE, body: survey([created, { ...statement, order: 2 }, { ...end, order: 3 }]) },
    ]);
    renderTab(survey([statement, end]));
    expect(screen.getByText(surveyTexts.fetchingCampaigns)).toBeInTheDocument();
    await screen.findByRole('textbox', { name: 'Campaign' });
    expect(await optionsOf('Campaign')).toEqual(['Summer Thanks']);
    await userEvent.keyboard('{Escape}');
    expect(screen.getByText(surveyTexts.emailQuestionHint)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: surveyTexts.createEmailPage }));
    await waitFor(() => expect(puts(calls, '/pages/2')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ type: 'question', question_type: 'email', after_order: 0 });
    expect(puts(calls, '/questions/30')).toEqual([{ required: true }]);
    expect(puts(calls, '/pages/2')).toEqual([{ page_logic_value: { campaign: null, email_question: 30 } }]);
    expect(await screen.findByRole('textbox', { name: 'Email question' })).toBeInTheDocument();
  });
});

describe('Settings: question settings', () => {
  it('offers opinion scale max values 5 to 10 and rating 3 to 10 stars', async () => {
    const scale = page(1, 1, 'opinion-scale');
    const rating = page(2, 2, 'rating');
    const calls = mockFetch([{ method: 'PUT', path: `${BASE}/questions/10`, body: { ...scale.questions[0]!, max_value: 7 } }]);
    renderTab(survey([scale, rating]));
    expect(await optionsOf('Max value')).toEqual(['5', '6', '7', '8', '9', '10']);
    await userEvent.click(screen.getByRole('option', { name: '7', hidden: true }));
    await waitFor(() => expect(puts(calls, '/questions/10')).toEqual([{ max_value: 7 }]));
    expect(await optionsOf('Start from')).toEqual(['0', '1']);
    await userEvent.keyboard('{Escape}');

    await userEvent.click(screen.getByRole('button', { name: /^2\s*Rating$/ }));
    expect(await optionsOf('Stars')).toEqual(['3', '4', '5', '6', '7', '8', '9', '10']);
  });

  it('shows the Other option for single choice only among choice questions, and sends the required switch', async () => {
    const single = page(1, 1, 'single-choice');
    const ranking = page(2, 2, 'ranking');
    const calls = mockFetch([{ method: 'PUT', path: `${BASE}/questions/10`, body: { ...single.questions[0]!, required: true } }]);
    renderTab(survey([single, ranking]));
    expect(screen.getByRole('switch', { name: 'Other Option' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Required To Answer' }));
    await waitFor(() => expect(puts(calls, '/questions/10')).toEqual([{ required: true }]));
    await userEvent.click(screen.getByRole('button', { name: /^2\s*Ranking$/ }));
    expect(screen.getByRole('switch', { name: 'Vertical Alignment' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Other Option' })).not.toBeInTheDocument();
  });

  it('puts a refused switch back and shows the server message', async () => {
    const single = page(1, 1, 'single-choice');
    const calls = mockFetch([{ method: 'PUT', path: `${BASE}/questions/10`, status: 422, body: { message: 'This survey is read-only.', code: 'validation', errors: {} } }]);
    renderTab(survey([single]));
    const other = screen.getByRole('switch', { name: 'Other Option' });
    await userEvent.click(other);
    await waitFor(() => expect(puts(calls, '/questions/10')).toEqual([{ other_option: true }]));
    expect(await screen.findByText(/This survey is read-only\./)).toBeInTheDocument();
    await waitFor(() => expect(other).not.toBeChecked());
  });

  it('adds a background image, then changes it to a colour', async () => {
    const welcome = page(1, 1, 'welcome');
    const calls = mockFetch([pageRoute(welcome)]);
    renderTab(survey([welcome]));
    await userEvent.click(screen.getByRole('button', { name: 'Add Background' }));
    await fill(screen.getByRole('textbox', { name: 'Image URL' }), 'https://example.com/bg.jpg');
    await userEvent.click(screen.getByRole('button', { name: 'Save background' }));
    await waitFor(() => expect(puts(calls, '/pages/1')).toEqual([{ background_image: 'https://example.com/bg.jpg' }]));

    await userEvent.click(await screen.findByRole('button', { name: 'Change Background' }));
    await fill(screen.getByRole('textbox', { name: 'Image URL' }), '');
    await fill(screen.getByRole('textbox', { name: 'Background colour' }), '#27376c');
    await userEvent.click(screen.getByRole('button', { name: 'Save background' }));
    await waitFor(() => expect(puts(calls, '/pages/1').at(-1)).toEqual({ background_image: '#27376c' }));
  });

  it('a ranking rule picks one of its options and the rank compared', async () => {
    let rank = page(1, 1, 'ranking', { questions: [question('ranking', { id: 10, page_id: 1, name: 'Rank these', options: ['Price', 'Speed', 'Service'] })] });
    rank = { ...rank, page_logic_type: 'dynamic', logic_rules: [{ question: 10, operation: 'eq', value: 'Price', page: 2, rank: 1 }] };
    const calls = mockFetch([pageRoute(rank)]);
    renderTab(survey([rank, page(2, 2, 'final')]));
    expect(await optionsOf('Operation')).toEqual(['Is', 'Is Not', 'Is less than', 'Is less than or equal to', 'Is greater than', 'Is greater than or equal to']);
    await userEvent.keyboard('{Escape}');
    expect(await optionsOf('Option')).toEqual(['Price', 'Speed', 'Service']);
    await userEvent.keyboard('{Escape}');
    await choose('Rank', '3');
    await waitFor(() => expect(puts(calls, '/pages/1')).toEqual([{ logic_rules: [{ question: 10, operation: 'eq', value: 'Price', page: 2, rank: 3 }] }]));
  });

  it('the Theme tab shows the default theme and links to Manage Themes', async () => {
    mockFetch([]);
    renderTab(survey([page(1, 1, 'welcome')]));
    await userEvent.click(screen.getByRole('tab', { name: 'Theme' }));
    expect(screen.getByRole('radio', { name: /Default/ })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Manage Themes' })).toHaveAttribute('href', '/surveys/themes');
  });

  it("a survey's question is unpublished and published again with its Published switch", async () => {
    const short = page(1, 1, 'short-text');
    const q = short.questions[0]!;
    const calls = mockFetch([
      { method: 'POST', path: `${BASE}/questions/${q.id}/unpublish`, body: { ...q, active: false } },
      { method: 'POST', path: `${BASE}/questions/${q.id}/publish`, body: { ...q, active: true } },
      { path: BASE, body: survey([short]) },
    ]);
    renderTab(survey([short]));
    const published = await screen.findByRole('switch', { name: /^Published/ });
    expect(published).toBeChecked();
    await userEvent.click(published);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === `${BASE}/questions/${q.id}/unpublish`)).toBe(true));
    await waitFor(() => expect(published).not.toBeChecked());
    await userEvent.click(published);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === `${BASE}/questions/${q.id}/publish`)).toBe(true));
  });
});
