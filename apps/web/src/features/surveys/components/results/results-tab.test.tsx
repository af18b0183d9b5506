import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { pageMeta } from '@gifthub/shared/paging';
import { resultsTexts } from '@gifthub/shared/survey-results';
import { surveyTexts } from '@gifthub/shared/survey-rules';
import { DETAIL, LIST, mockFetch, paged, resetDom, showSurveys, source, survey } from '../surveys-test-utils';
import { questionResult, surveyResults } from './results-test-utils';

beforeEach(resetDom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const RESULTS = `${DETAIL(5)}/results`;
const routes = (results = surveyResults()) => [
  { path: DETAIL(5), body: survey() },
  { path: `${DETAIL(5)}/sources`, body: { data: [source()] } },
  { path: LIST, body: paged([survey()]) },
  { path: RESULTS, reply: (call: { query: URLSearchParams }) => ({ body: call.query.get('source') === '21' ? surveyResults({ source: '21', views: 40, started: 30, complete: 25, engagement_rate: 75, completion_rate: 63, questions: [questionResult({ answers_count: 30, views: 35, dropout_rate: 14 })] }) : results }) },
];
const location = () => screen.getByTestId('location').textContent;

describe('ResultsTab', () => {
  it('shows the rates, and per question its counts, views, dropout, doughnut with its table, ranking points share and text answers', async () => {
    mockFetch(routes());
    showSurveys('/surveys/5/results');
    const figures = await screen.findByTestId('results-figures');
    expect(within(figures).getByTestId('figure-views')).toHaveTextContent('200');
    expect(within(figures).getByTestId('figure-engagement-rate')).toHaveTextContent('75%');
    expect(within(figures).getByTestId('figure-completion-rate')).toHaveTextContent('49%');

    const choice = screen.getByTestId('result-101');
    expect(within(choice).getByRole('heading', { name: '1. Favourite drink' })).toBeInTheDocument();
    expect(within(choice).getByTestId('result-figures')).toHaveTextContent('150 answers180 viewsDropout rate: 17%');
    // The doughnut says in words what it draws; the table holds the same figures.
    expect(within(choice).getByRole('img', { name: 'Favourite drink: Tea 120, 80%; Coffee 30, 20%; Juice 0, 0%' })).toBeInTheDocument();
    const rows = within(within(choice).getByTestId('result-answers')).getAllByRole('row').map((r) => r.textContent);
    expect(rows).toEqual(['AnswerCountPercent', 'Tea12080%', 'Coffee3020%', 'Juice00%']);
    // A narrow card scrolls the table: its frame is a named region a keyboard can focus and scroll (axe's scrollable-region-focusable).
    expect(within(choice).getByRole('region', { name: 'Answers: Favourite drink' })).toHaveAttribute('tabindex', '0');

    const ranking = screen.getByTestId('result-102');
    expect(within(ranking).getByTestId('result-figures')).toHaveTextContent('Dropout rate: 60%');
    expect(within(within(ranking).getByTestId('result-answers')).getAllByRole('row').map((r) => r.textContent)).toEqual([
      'AnswerPointsPoints share',
      'Apple15050%',
      'Banana9030%',
      'Cherry6020%',
    ]);
    expect(within(ranking).queryByTestId('result-doughnut')).not.toBeInTheDocument();
    expect(within(ranking).getByRole('img', { name: /Apple 150 points, 50%/ })).toBeInTheDocument();

    const text = screen.getByTestId('result-103');
    expect(within(text).getAllByRole('listitem')).toHaveLength(20);
    expect(within(text).getAllByRole('listitem')[0]).toHaveTextContent('Comment 1');
  });

  it('loads a text question’s older answers on request', async () => {
    const calls = mockFetch([
      ...routes(),
      { path: `${RESULTS}/103/answers`, body: { data: [{ response_id: 5, value: 'The oldest one', answered_at: '2026-11-01T10:00:00Z' }], meta: pageMeta(21, 2, 20) } },
    ]);
    showSurveys('/surveys/5/results');
    const text = await screen.findByTestId('result-103');
    await userEvent.click(within(text).getByRole('button', { name: 'Show more answers' }));
    expect(await within(text).findByText('The oldest one')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/103/answers'))!.query.get('page')).toBe('2');
    await waitFor(() => expect(within(text).queryByRole('button', { name: 'Show more answers' })).not.toBeInTheDocument());
  });

  it('filters by source through the address, and the figures follow', async () => {
    const calls = mockFetch(routes());
    showSurveys('/surveys/5/results');
    expect(await screen.findByTestId('figure-views')).toHaveTextContent('200');
    await userEvent.click(screen.getByRole('textbox', { name: 'Source' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Newsletter', hidden: true }));
    await waitFor(() => expect(location()).toBe('/surveys/5/results?source=21'));
    await waitFor(() => expect(screen.getByTestId('figure-views')).toHaveTextContent('40'));
    expect(screen.getByTestId('figure-completion-rate')).toHaveTextContent('63%');
    expect(calls.filter((c) => c.path.endsWith('/results')).map((c) => c.query.get('source'))).toEqual([null, '21']);
    expect(within(screen.getByTestId('result-101')).getByTestId('result-figures')).toHaveTextContent('30 answers35 viewsDropout rate: 14%');
  });

  it('exports the PDF report of the chosen source through the responses’ export', async () => {
    const calls = mockFetch([
      ...routes(),
      { path: `${DETAIL(5)}/responses`, body: paged([]) },
      { method: 'POST', path: `${DETAIL(5)}/responses/export`, body: {} },
    ]);
    showSurveys('/surveys/5/results?source=21');
    await screen.findByTestId('result-101');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const modal = await screen.findByRole('dialog', { name: 'Export responses' });
    expect(within(modal).getByRole('radio', { name: 'PDF (the results report)' })).toBeChecked();
    await userEvent.click(within(modal).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true));
    expect(calls.find((c) => c.method === 'POST')!.body).toMatchObject({ format: 'pdf', questions: 'all', filters: { source: '21' } });
  });

  it('says so when the survey has no responses yet', async () => {
    mockFetch(routes(surveyResults({ views: 0, started: 0, complete: 0, engagement_rate: 0, completion_rate: 0 })));
    showSurveys('/surveys/5/results');
    expect(await screen.findByTestId('results-empty')).toHaveTextContent(surveyTexts.noResponses);
    expect(screen.queryByTestId('result-101')).not.toBeInTheDocument();
    cleanup();
    mockFetch([...routes(), { path: RESULTS, body: surveyResults({ source: 'link', views: 0, started: 0, complete: 0, engagement_rate: 0, completion_rate: 0 }) }]);
    showSurveys('/surveys/5/results?source=link');
    expect(await screen.findByTestId('results-empty')).toHaveTextContent(resultsTexts.noSourceResponses);
  });
});
