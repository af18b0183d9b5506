import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { JUMBOTRON_COOKIE } from './welcome-banner';
import { EMPTY_SURVEYS } from './surveys-page';
import { PERMANENT_DELETE } from '../../../components/deleted-actions';
import { SURVEY_PERMANENT_DELETE } from './surveys-table';
import { NO_ADMIN } from './surveys-access';
import { LIST, mockFetch, paged, resetDom, showSurveys, survey } from './surveys-test-utils';
import { page } from './questions/questions-test-utils';
import { DEFAULT_STYLES } from '@gifthub/shared/survey-rules';

beforeEach(resetDom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const listCalls = (calls: ReturnType<typeof mockFetch>) => calls.filter((c) => c.method === 'GET' && c.path.endsWith(LIST));

describe('SurveysPage', () => {
  it('lists the surveys from the API with category, status, figures and created date, each linking to its summary', async () => {
    const calls = mockFetch([
      {
        path: LIST,
        body: paged([survey({ pages: [page(1, 1, 'welcome'), page(2, 2, 'short-text')] }), survey({ id: 6, name: 'Event Sign-up', category: 'event', active: false, responses_count: 1234, started_responses_count: 0, complete_responses_count: 0, created_at: '2026-02-01T10:00:00Z' })]),
      },
    ]);
    showSurveys('/surveys/dashboard');
    const rows = await screen.findAllByTestId('survey-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Customer Feedback');
    expect(rows[0]).toHaveTextContent('Feedback');
    expect(within(rows[0]!).getByTestId('survey-status')).toHaveTextContent('Published');
    expect(within(rows[0]!).getByTestId('survey-views')).toHaveTextContent('200');
    expect(within(rows[0]!).getByTestId('survey-started')).toHaveTextContent('150');
    expect(within(rows[0]!).getByTestId('survey-complete')).toHaveTextContent('97');
    expect(rows[0]).toHaveTextContent('04/03/26');
    expect(within(rows[1]!).getByTestId('survey-status')).toHaveTextContent('Draft');
    expect(within(rows[1]!).getByTestId('survey-views')).toHaveTextContent('1,234');
    expect(within(rows[0]!).getByRole('link', { name: 'Customer Feedback' })).toHaveAttribute('href', '/surveys/5');
    expect(within(rows[1]!).getByRole('link', { name: 'View Survey Event Sign-up' })).toHaveAttribute('href', '/surveys/6');
    expect(screen.getByRole('heading', { level: 1, name: 'Surveys' })).toBeInTheDocument();
    // The list asks for each survey's pages and theme, and shows them.
    expect(Object.fromEntries(listCalls(calls).at(-1)!.query)).toEqual({ page: '1', per_page: '50', 'get-pages': 'true', 'get-theme': 'true' });
    expect(within(rows[0]!).getByTestId('survey-pages')).toHaveTextContent('2');
    expect(within(rows[0]!).getByTestId('survey-theme')).toHaveTextContent(DEFAULT_STYLES.question_font);
    expect(screen.getByRole('button', { name: 'Create Survey' })).toBeInTheDocument();
  });

  it('hides the welcome banner and keeps it hidden in the surveys_jumbotron_hidden cookie', async () => {
    mockFetch([{ path: LIST, body: paged([survey()]) }]);
    const first = showSurveys('/surveys');
    expect(await screen.findByTestId('surveys-welcome')).toHaveTextContent('Welcome to Surveys');
    await userEvent.click(screen.getByRole('button', { name: 'Hide the welcome banner' }));
    expect(screen.queryByTestId('surveys-welcome')).not.toBeInTheDocument();
    expect(document.cookie).toContain(`${JUMBOTRON_COOKIE}=1`);
    first.unmount();
    showSurveys('/surveys');
    await screen.findAllByTestId('survey-row');
    expect(screen.queryByTestId('surveys-welcome')).not.toBeInTheDocument();
  });

  it('says when the team has no surveys', async () => {
    mockFetch([{ path: LIST, body: paged([]) }]);
    showSurveys('/surveys');
    expect(await screen.findByTestId('surveys-empty')).toHaveTextContent(EMPTY_SURVEYS);
  });

  it('the Deleted filter lists soft-deleted surveys with Restore, and Delete permanently asks first', async () => {
    const calls = mockFetch([
      { path: LIST, reply: (c) => ({ body: paged(c.query.get('deleted') === 'true' ? [survey({ id: 8, name: 'Old Poll', deleted: true })] : [survey()]) }) },
      { method: 'POST', path: `${LIST}/8/restore`, body: { ok: true } },
      { method: 'DELETE', path: `${LIST}/8/permanent`, body: { ok: true } },
    ]);
    showSurveys('/surveys');
    await screen.findAllByTestId('survey-row');
    await userEvent.click(screen.getByRole('switch', { name: 'Deleted surveys' }));
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('deleted')).toBe('true'));
    const row = await screen.findByText('Old Poll');
    expect(screen.getByTestId('location')).toHaveTextContent('/surveys?deleted=true');
    const tr = row.closest('tr')!;
    expect(within(tr).queryByRole('link')).not.toBeInTheDocument();

    await userEvent.click(within(tr).getByRole('button', { name: 'Restore Old Poll' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path.endsWith(`${LIST}/8/restore`))).toBe(true));

    await userEvent.click(within(tr).getByRole('button', { name: 'Delete Old Poll permanently' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(PERMANENT_DELETE.body('Old Poll', SURVEY_PERMANENT_DELETE));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: PERMANENT_DELETE.confirm }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith(`${LIST}/8/permanent`))).toBe(true));
  });

  it('the demo: Create Survey opens the sign-up prompt, not the form', async () => {
    mockFetch([{ path: LIST, body: paged([survey()]) }]);
    const { ui } = showSurveys('/surveys', { demo: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Create Survey' }));
    expect(ui.openSignUp).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('a team without Pro sees example surveys under the upgrade banner, with no links or writes', async () => {
    mockFetch([{ path: LIST, status: 403, body: { message: 'Running surveys is only available with Pro.', code: 'pro_required' } }]);
    showSurveys('/surveys', { plan: 'free', team: { features: { oms: false, fulfilment: false, surveys: false, fulfilment_import: false, fulfilment_fees: false } } });
    expect(await screen.findByTestId('preview-examples')).toHaveTextContent('Example surveys');
    expect(screen.getByTestId('pro-gate')).toHaveTextContent('Running surveys is only available');
    const rows = screen.getAllByTestId('survey-row');
    for (const row of rows) expect(within(row).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create Survey' })).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Deleted surveys' })).not.toBeInTheDocument();
  });

  it('a member without the Admin permission gets a clear message and no list', async () => {
    const calls = mockFetch([{ path: LIST, body: paged([survey()]) }]);
    showSurveys('/surveys', { role: 'associate', deny: ['admin'] });
    expect(await screen.findByTestId('surveys-no-admin')).toHaveTextContent(NO_ADMIN);
    expect(screen.getByRole('heading', { level: 1, name: 'Surveys' })).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
