import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { responsesTexts, type TResponseDetail, type TResponseRow } from '@gifthub/shared/survey-responses';
import { page, question } from '../questions/questions-test-utils';
import { SurveyDetailPage } from '../survey-detail-page';
import { DETAIL, LIST, mockFetch, paged, renderWithSession, resetDom, SLOW, source, survey } from '../surveys-test-utils';
import { validateResponsesExport } from './export-modal';
import { hiddenColumnsKey } from './responses-model';

beforeEach(resetDom);
afterEach(cleanup);

const pages = [
  page(1, 1, 'single-choice', { questions: [question('single-choice', { id: 11, page_id: 1, name: 'Drink', options: ['Tea', 'Coffee'] })] }),
  page(2, 2, 'multiple-choice', { questions: [question('multiple-choice', { id: 12, page_id: 2, name: 'Colours', options: ['Red', 'Green'] })] }),
  page(3, 3, 'short-text', { questions: [question('short-text', { id: 13, page_id: 3, name: 'Comments' })] }),
];
const s = survey({ pages });
const RESPONSES = `${DETAIL()}/responses`;
const row = (id: number, over: Partial<TResponseRow> = {}): TResponseRow => ({
  id,
  created_at: '2026-11-20T10:00:00Z',
  completed_at: null,
  complete: true,
  source: null,
  answers: { '11': { value: 'Tea', valid: true }, '12': { value: ['Red', 'Green'], valid: true }, '13': { value: 'Lovely', valid: true } },
  notes_count: 0,
  ...over,
});
const rows = [row(901, { notes_count: 2 }), row(900, { complete: false, source: { id: 21, name: 'Newsletter' }, answers: { '11': { value: 'Coffee', valid: true } } })];
const detail: TResponseDetail = {
  ...row(901),
  source_metadata: null,
  notes: [{ id: 1, content: 'Called back', added_by: { id: 3, name: 'Mary Manager' }, created_at: '2026-11-21T09:30:00Z' }],
};

function show(url: string, list: TResponseRow[] = rows) {
  const calls = mockFetch([
    { path: DETAIL(), body: s },
    { path: `${DETAIL()}/sources`, body: { data: [source()] } },
    { path: LIST, body: paged([s]) },
    { path: RESPONSES, body: paged(list, list.length, 1, 25) },
    { path: `${RESPONSES}/901`, body: detail },
    { method: 'POST', path: `${RESPONSES}/901/notes`, body: { id: 2, content: 'Sent a voucher', added_by: { id: 3, name: 'Mary Manager' }, created_at: '2026-11-22T09:30:00Z' } },
  ]);
  renderWithSession(
    <Routes>
      <Route path="/surveys/:id/:tab" element={<SurveyDetailPage />} />
      <Route path="/surveys/:id/responses/question/:questionId/:answer" element={<SurveyDetailPage tab="responses" />} />
      <Route path="/surveys/:id/responses/:responseId" element={<SurveyDetailPage tab="responses" />} />
    </Routes>,
    { url, showLocation: true },
  );
  return calls;
}
const location = () => screen.getByTestId('location').textContent;
const listCalls = (calls: ReturnType<typeof mockFetch>) => calls.filter((c) => c.method === 'GET' && c.path.endsWith(RESPONSES));

describe('ResponsesTab', () => {
  it('lists responses with their answers, source and completion; headers sort none, ascending, descending, none', SLOW, async () => {
    const calls = show('/surveys/5/responses');
    const table = await screen.findByTestId('responses-table');
    expect(await within(table).findAllByTestId('response-row')).toHaveLength(2);
    expect(within(table).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['ID', 'Date', 'Drink', 'Colours', 'Comments', 'Source', 'Complete', 'Notes']);
    const [first, second] = within(table).getAllByTestId('response-row');
    expect(first).toHaveTextContent('Red, Green');
    expect(first).toHaveTextContent(responsesTexts.ownLink);
    expect(second).toHaveTextContent('Newsletter');
    expect(second).toHaveTextContent('Incomplete');
    const drink = () => within(table).getByRole('button', { name: 'Drink' });
    await userEvent.click(drink());
    await waitFor(() => expect(location()).toBe('/surveys/5/responses?sort=q11&direction=asc'));
    await waitFor(() => expect(Object.fromEntries(listCalls(calls).at(-1)!.query)).toMatchObject({ sort: 'answer', direction: 'asc', sort_question: '11' }));
    await userEvent.click(drink());
    await waitFor(() => expect(location()).toBe('/surveys/5/responses?sort=q11&direction=desc'));
    await userEvent.click(drink());
    await waitFor(() => expect(location()).toBe('/surveys/5/responses'));
  });

  it('filters by an answer through the filtered address, and by source', SLOW, async () => {
    const calls = show('/surveys/5/responses');
    await screen.findAllByTestId('response-row');
    await userEvent.click(screen.getByRole('textbox', { name: 'Question' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Drink', hidden: true }));
    await userEvent.click(screen.getByRole('textbox', { name: 'Answer' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Tea', hidden: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    await waitFor(() => expect(location()).toBe('/surveys/5/responses/question/11/Tea'));
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('answer')).toBe('11:Tea'));
    expect(screen.getByTestId('responses-active-filters')).toHaveTextContent('Drink: Tea');
    await userEvent.click(screen.getByRole('textbox', { name: 'Source' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Newsletter', hidden: true }));
    await waitFor(() => expect(location()).toBe('/surveys/5/responses/question/11/Tea?source=21'));
    await userEvent.click(screen.getByRole('button', { name: responsesTexts.clearAll }));
    await waitFor(() => expect(location()).toBe('/surveys/5/responses'));
  });

  it("says 'No responses match your filters' with a clear-all, and 'No responses yet' for a source without any", SLOW, async () => {
    show('/surveys/5/responses/question/11/Juice?complete=true', []);
    expect(await screen.findByText(responsesTexts.noMatch)).toBeInTheDocument();
    await userEvent.click(within(screen.getByTestId('responses-list-empty').closest('td')!).getByRole('button', { name: responsesTexts.clearAll }));
    await waitFor(() => expect(location()).toBe('/surveys/5/responses'));
    cleanup();
    show('/surveys/5/responses?source=21', []);
    expect(await screen.findByText(responsesTexts.noneYet)).toBeInTheDocument();
  });

  it('hides a column and remembers it for the survey', SLOW, async () => {
    show('/surveys/5/responses');
    const table = await screen.findByTestId('responses-table');
    await userEvent.click(screen.getByRole('button', { name: 'Columns' }));
    await userEvent.click(await within(await screen.findByTestId('responses-columns')).findByRole('checkbox', { name: 'Colours', hidden: true }));
    await waitFor(() => expect(within(table).queryByRole('button', { name: 'Colours' })).not.toBeInTheDocument());
    expect(JSON.parse(window.localStorage.getItem(hiddenColumnsKey(5))!)).toEqual(['q12']);
    cleanup();
    show('/surveys/5/responses');
    const again = await screen.findByTestId('responses-table');
    await within(again).findAllByTestId('response-row');
    expect(within(again).queryByRole('button', { name: 'Colours' })).not.toBeInTheDocument();
    expect(within(again).getByRole('button', { name: 'Drink' })).toBeInTheDocument();
  });

  it('opens a response in the side panel with its address, lists and adds notes, and closes back to the list', SLOW, async () => {
    const calls = show('/surveys/5/responses/question/11/Tea');
    await userEvent.click(await screen.findByRole('button', { name: 'Open response 901' }));
    await waitFor(() => expect(location()).toBe('/surveys/5/responses/901?question=11&answer=Tea'));
    const drawer = await screen.findByRole('dialog', { name: 'Response #901' });
    expect(await within(drawer).findByText('Called back')).toBeInTheDocument();
    expect(within(drawer).getByText(/Mary Manager · 21\/11\/2026/)).toBeInTheDocument();
    expect(within(drawer).getByTestId('response-answers')).toHaveTextContent('ColoursRed, Green');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add note' }));
    expect(await within(drawer).findByText('Note is required.')).toBeInTheDocument();
    await userEvent.type(within(drawer).getByRole('textbox', { name: 'Add a note' }), 'Sent a voucher');
    await userEvent.click(within(drawer).getByRole('button', { name: 'Add note' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ content: 'Sent a voucher' }));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(location()).toBe('/surveys/5/responses/question/11/Tea'));
  });

  it('exports with the chosen questions, range and format, and the list filters', SLOW, async () => {
    const calls = show('/surveys/5/responses?source=21');
    await screen.findAllByTestId('response-row');
    await userEvent.click(screen.getByRole('button', { name: 'Export' }));
    const modal = await screen.findByRole('dialog', { name: 'Export responses' });
    await userEvent.click(within(modal).getByRole('radio', { name: 'Aggregable questions only' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Export' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path.endsWith(`${RESPONSES}/export`))).toBe(true));
    const body = calls.find((c) => c.method === 'POST')!.body as { format: string; questions: string; filters: Record<string, string> };
    expect(body.format).toBe('csv');
    expect(body.questions).toBe('aggregate');
    expect(body.filters.source).toBe('21');
    expect(body.filters['date-end']).toBe(new Date().toISOString().slice(0, 10));
  });

  it('checks the range with the shared export rules', () => {
    const base = { questions: 'all' as const, format: 'csv' as const, idStart: 1, idEnd: 5 };
    expect(validateResponsesExport({ ...base, mode: 'date', dateStart: '2024-03-02', dateEnd: '2024-03-01' }, 1)).toEqual({ dateEnd: 'End date must not be before the start date.' });
    expect(validateResponsesExport({ ...base, mode: 'date', dateStart: '2019-12-31', dateEnd: '2024-03-01' }, 1)).toEqual({ dateStart: 'Start date must be on or after 01/01/2020.' });
    expect(validateResponsesExport({ ...base, mode: 'id', dateStart: null, dateEnd: null, idStart: 6 }, 1)).toEqual({ idEnd: 'End ID must not be less than the start ID.' });
    expect(validateResponsesExport({ ...base, questions: 'visible', mode: 'id', dateStart: null, dateEnd: null }, 0).questions).toBeDefined();
  });
});
