import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { surveyTexts } from '@gifthub/shared/survey-rules';
import { surveyResults } from './results/results-test-utils';
import { NOT_FOUND } from './survey-labels';
import { DETAIL, LIST, mockFetch, paged, resetDom, showSurveys, source, survey } from './surveys-test-utils';
import type { TSurvey } from '@gifthub/shared/surveys';

beforeEach(resetDom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const detail = (s: TSurvey) => [
  { path: DETAIL(s.id), body: s },
  { path: `${DETAIL(s.id)}/sources`, body: { data: [source()] } },
  { path: LIST, body: paged([s]) },
];
const location = () => screen.getByTestId('location').textContent;

describe('SurveyDetailPage', () => {
  it('goes back to /surveys with a notification when the survey is not found', async () => {
    mockFetch([{ path: LIST, body: paged([]) }, { path: DETAIL(99), status: 404, body: { message: 'Survey not found.', code: 'not_found' } }]);
    showSurveys('/surveys/99');
    expect(await screen.findByText(NOT_FOUND)).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/surveys'));
    expect(screen.getAllByText(NOT_FOUND)).toHaveLength(1);
  });

  it('shows Loading, then the breadcrumbs, tabs and the Summary figures with the engagement and completion rates', async () => {
    mockFetch(detail(survey()));
    showSurveys('/surveys/5');
    expect(screen.getByLabelText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Customer Feedback' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Surveys' })).toHaveAttribute('href', '/surveys');
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual(['Summary', 'Questions', 'Responses', 'Results']);
    expect(screen.getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
    const figures = screen.getByTestId('survey-figures');
    expect(within(figures).getByTestId('figure-views')).toHaveTextContent('200');
    expect(within(figures).getByTestId('figure-started')).toHaveTextContent('150');
    expect(within(figures).getByTestId('figure-complete')).toHaveTextContent('97');
    expect(within(figures).getByTestId('figure-public-url-views')).toHaveTextContent('120');
    expect(within(figures).getByTestId('figure-public-url-replies')).toHaveTextContent('80');
    // 150 / 200 and 97 / 200 (48.5) as rounded percents.
    expect(within(figures).getByTestId('figure-engagement-rate')).toHaveTextContent('75%');
    expect(within(figures).getByTestId('figure-completion-rate')).toHaveTextContent('49%');
    expect(screen.getByRole('textbox', { name: 'Public URL' })).toHaveValue('http://localhost:3000/survey/acme/customer-feedback');
    const preview = screen.getByRole('link', { name: 'Preview (opens in a new tab)' });
    expect(preview).toHaveAttribute('href', 'http://localhost:3000/survey/acme/customer-feedback?preview=true');
    expect(preview).toHaveAttribute('target', '_blank');
  });

  it('a survey without views shows 0% rates; an unpublished one is previewed all the same (its team sees its draft)', async () => {
    mockFetch(detail(survey({ active: false, responses_count: 0, started_responses_count: 0, complete_responses_count: 0 })));
    showSurveys('/surveys/5');
    expect(await screen.findByTestId('figure-engagement-rate')).toHaveTextContent('0%');
    expect(screen.getByTestId('figure-completion-rate')).toHaveTextContent('0%');
    expect(screen.getByRole('link', { name: 'Preview (opens in a new tab)' })).toHaveAttribute('href', 'http://localhost:3000/survey/acme/customer-feedback?preview=true');
  });

  it('the public-page switch moves at once, calls unpublish or publish, and goes back on a refusal', async () => {
    let published = true;
    let fail = false;
    const refused = { status: 500, body: { message: 'Server error', code: 'error' } };
    const setPublished = (on: boolean) => {
      published = on;
      return { body: { ok: true } };
    };
    const calls = mockFetch([
      ...detail(survey()),
      // Once failing, the detail's refetch fails too: only the rollback can put the switch back.
      { path: DETAIL(), reply: () => (fail ? refused : { body: survey({ active: published }) }) },
      { method: 'POST', path: `${DETAIL()}/unpublish`, reply: () => setPublished(false) },
      { method: 'POST', path: `${DETAIL()}/publish`, reply: () => (fail ? refused : setPublished(true)) },
    ]);
    // Writes wait until released, so the switch is seen before the answer.
    const inner = globalThis.fetch;
    let release = () => {};
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      init?.method === 'POST' ? new Promise<Response>((resolve) => (release = () => resolve(inner(input, init)))) : inner(input, init),
    );
    showSurveys('/surveys/5');
    const sw = await screen.findByRole('switch', { name: /^Public page/ });
    expect(sw).toBeChecked();
    await userEvent.click(sw);
    await waitFor(() => expect(sw).not.toBeChecked());
    release();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([`/api/v1${DETAIL()}/unpublish`]));

    fail = true;
    await userEvent.click(sw);
    await waitFor(() => expect(sw).toBeChecked());
    release();
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST').map((c) => c.path.split('/').at(-1))).toEqual(['unpublish', 'publish']));
    await waitFor(() => expect(sw).not.toBeChecked());
  });

  it('publishes a draft', async () => {
    const calls = mockFetch([...detail(survey({ active: false })), { method: 'POST', path: `${DETAIL()}/publish`, body: { ok: true } }]);
    showSurveys('/surveys/5');
    await userEvent.click(await screen.findByRole('switch', { name: /^Public page/ }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path.endsWith(`${DETAIL()}/publish`))).toBe(true));
  });

  it("copies the public URL with the spec's notice", async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    mockFetch(detail(survey()));
    showSurveys('/surveys/5');
    await userEvent.click(await screen.findByRole('button', { name: 'Copy public URL' }));
    expect(writeText).toHaveBeenCalledWith('http://localhost:3000/survey/acme/customer-feedback');
    expect(await screen.findByText('Copied: The link has been copied to your clipboard.')).toBeInTheDocument();
    expect(surveyTexts.copied).toBe('Copied: The link has been copied to your clipboard.');
  });

  it('keeps the tab in the address; Responses shows the empty state or the counts', async () => {
    mockFetch(detail(survey({ started_responses_count: 0, complete_responses_count: 0 })));
    showSurveys('/surveys/5');
    await userEvent.click(await screen.findByRole('tab', { name: 'Responses' }));
    await waitFor(() => expect(location()).toBe('/surveys/5/responses'));
    expect(screen.getByTestId('responses-empty')).toHaveTextContent(surveyTexts.noResponses);
    cleanup();
    mockFetch([...detail(survey()), { path: `${DETAIL(5)}/results`, body: surveyResults() }]);
    showSurveys('/surveys/5/results');
    expect(await screen.findByTestId('results-figures')).toHaveTextContent('Started150responsesComplete97');
    expect(screen.getByRole('tab', { name: 'Results' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.queryByText(surveyTexts.noResponses)).not.toBeInTheDocument();
  });

  it('a team without Pro sees the summary read-only under the upgrade banner', async () => {
    mockFetch(detail(survey()));
    showSurveys('/surveys/5', { plan: 'free', team: { features: { oms: false, fulfilment: false, surveys: false, fulfilment_import: false, fulfilment_fees: false } } });
    expect(await screen.findByTestId('pro-gate')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: /^Public page/ })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add Source' })).not.toBeInTheDocument();
  });

  it('in preview mode (demo) the switch asks to sign up and sends nothing', async () => {
    const calls = mockFetch(detail(survey()));
    const { ui } = showSurveys('/surveys/5', { demo: true });
    await userEvent.click(await screen.findByRole('switch', { name: /^Public page/ }));
    expect(ui.openSignUp).toHaveBeenCalled();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });
});
