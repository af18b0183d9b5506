import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { surveyTexts } from '@gifthub/shared/survey-rules';
import { DETAIL, LIST, fill, mockFetch, paged, resetDom, showSurveys, survey } from './surveys-test-utils';

beforeEach(resetDom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const routes = [
  { path: DETAIL(), body: survey() },
  { path: `${DETAIL()}/sources`, body: { data: [] } },
  { path: LIST, body: paged([]) },
];
const openSettings = async () => {
  await userEvent.click(await screen.findByRole('button', { name: 'Settings' }));
  return screen.findByRole('dialog', { name: 'Survey Settings' });
};

describe('SurveySettingsModal', () => {
  it('saves the name and category and shows them', async () => {
    const calls = mockFetch([...routes, { method: 'PUT', path: DETAIL(), body: survey({ name: 'Client Feedback', category: 'lead' }) }]);
    showSurveys('/surveys/5');
    const dialog = await openSettings();
    expect(within(dialog).getByRole('textbox', { name: 'Survey name' })).toHaveValue('Customer Feedback');
    expect(within(dialog).getByRole('textbox', { name: 'Category' })).toHaveValue('Feedback');
    await fill(within(dialog).getByRole('textbox', { name: 'Survey name' }), 'Client Feedback');
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Category' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Lead', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Client Feedback', category: 'lead' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Client Feedback' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Survey Settings' })).not.toBeInTheDocument());
  });

  it('requires the name, and shows a refused save in the form', async () => {
    const message = 'Survey name is too long.';
    const calls = mockFetch([...routes, { method: 'PUT', path: DETAIL(), status: 422, body: { message, code: 'validation', errors: { name: [message] } } }]);
    showSurveys('/surveys/5');
    const dialog = await openSettings();
    await fill(within(dialog).getByRole('textbox', { name: 'Survey name' }), '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Survey name is required.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
    await fill(within(dialog).getByRole('textbox', { name: 'Survey name' }), 'Another');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(message);
    expect(within(dialog).getByRole('textbox', { name: 'Survey name' })).toHaveAttribute('aria-invalid', 'true');
  });

  it('Delete asks "Are you sure you want to delete this survey?" and then goes to /surveys', async () => {
    const calls = mockFetch([...routes, { method: 'DELETE', path: DETAIL(), body: { ok: true } }]);
    showSurveys('/surveys/5');
    const dialog = await openSettings();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete survey' });
    expect(confirm).toHaveTextContent(surveyTexts.deleteConfirm);
    expect(surveyTexts.deleteConfirm).toBe('Are you sure you want to delete this survey?');
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/surveys$/));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`/api/v1${DETAIL()}`]);
  });
});
