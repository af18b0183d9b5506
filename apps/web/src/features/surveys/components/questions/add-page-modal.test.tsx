import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PAGE_CHOICE_GROUPS } from '@gifthub/shared/survey-rules';
import { DELETE_PAGE_TEXT } from './page-settings-modal';
import { BASE, fill, mockFetch, page, renderTab, resetDom, survey } from './questions-test-utils';

beforeEach(resetDom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const welcome = page(1, 1, 'welcome');
const email = page(2, 2, 'email');

describe('Add New Survey Page', () => {
  it('shows the four groups with all their choices and creates a page of the chosen type after the selected page', async () => {
    const calls = mockFetch([{ method: 'POST', path: `${BASE}/pages`, body: page(3, 2, 'rating') }, { path: BASE, body: survey([welcome, page(3, 2, 'rating'), { ...email, order: 3 }]) }]);
    renderTab(survey([welcome, email]));
    await userEvent.click(screen.getByRole('button', { name: 'Add New Page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Survey Page' });
    expect(within(dialog).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(['Rating & Ranking', 'Text & Contact Info', 'Single & Multiple Choice', 'Static & Context pages']);
    for (const group of PAGE_CHOICE_GROUPS) {
      const region = within(dialog).getByRole('region', { name: group.label });
      expect(within(region).getAllByRole('button').map((b) => b.textContent)).toEqual(group.choices.map((c) => c.label));
    }
    expect(within(dialog).getAllByRole('button')).toHaveLength(16 + 1); // the choices and the modal's close button

    await userEvent.click(within(dialog).getByRole('button', { name: 'Rating' }));
    expect(within(dialog).getByRole('textbox', { name: 'Page Name' })).toHaveValue('Rating');
    expect(within(dialog).getByRole('textbox', { name: 'Page type' })).toHaveValue('Rating');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ type: 'question', question_type: 'rating', name: 'Rating', after_order: 1 }));
    // The survey is read again and the new page is selected.
    await waitFor(() => expect(screen.getByRole('heading', { level: 2, name: 'Rating' })).toBeInTheDocument());
    expect(screen.getAllByTestId('survey-page-item').map((li) => li.textContent)).toEqual(['1Welcome', '2Rating', '3Email']);
  });

  it('creates a static page with its own name, and shows the server message when refused', async () => {
    const calls = mockFetch([{ method: 'POST', path: `${BASE}/pages`, status: 422, body: { message: 'A survey has at most 200 pages.', code: 'validation', errors: {} } }]);
    renderTab(survey([]));
    await userEvent.click(screen.getByRole('button', { name: 'Add New Page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Survey Page' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Survey End' }));
    await fill(within(dialog).getByRole('textbox', { name: 'Page Name' }), 'Goodbye');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('A survey has at most 200 pages.');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ type: 'final', question_type: null, name: 'Goodbye' });
  });
});

describe('page settings modal', () => {
  const openSettings = async (name: string) => {
    await userEvent.click(screen.getByRole('button', { name: `Page settings of ${name}` }));
    return screen.findByRole('dialog', { name: 'Page Settings' });
  };

  it('requires the Page Name and saves the new name', async () => {
    const calls = mockFetch([{ method: 'PUT', path: `${BASE}/pages/2`, body: { ...email, name: 'Contact' } }]);
    renderTab(survey([welcome, email]));
    const dialog = await openSettings('Email');
    const name = within(dialog).getByRole('textbox', { name: 'Page Name' });
    await fill(name, '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Page Name is required.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);

    await fill(name, 'Contact');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Contact' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Page Settings' })).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Page settings of Contact' })).toBeInTheDocument();
  });

  it("unpublishes a survey's page with its Published switch (respondents skip it; it stays in the builder)", async () => {
    const calls = mockFetch([{ method: 'POST', path: `${BASE}/pages/2/unpublish`, body: { ...email, active: false } }, { path: BASE, body: survey([welcome, { ...email, active: false }]) }]);
    renderTab(survey([welcome, email]));
    const dialog = await openSettings('Email');
    const published = within(dialog).getByRole('switch', { name: 'Published' });
    expect(published).toBeChecked();
    await userEvent.click(published);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path === `${BASE}/pages/2/unpublish`)).toBe(true));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Page Settings' })).not.toBeInTheDocument());
    // Still in the list, marked.
    expect(await screen.findByTestId('page-unpublished')).toBeInTheDocument();
  });

  it('duplicates the page', async () => {
    const copy = { ...email, id: 3, order: 3, name: 'Email (copy)' };
    const calls = mockFetch([{ method: 'POST', path: `${BASE}/pages/2/duplicate`, body: copy }, { path: BASE, body: survey([welcome, email, copy]) }]);
    renderTab(survey([welcome, email]));
    const dialog = await openSettings('Email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Duplicate Page' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/pages/2/duplicate'))).toBe(true));
    expect(await screen.findByRole('heading', { level: 2, name: 'Email (copy)' })).toBeInTheDocument();
  });

  it('asks before deleting the page', async () => {
    const calls = mockFetch([{ method: 'DELETE', path: `${BASE}/pages/2`, body: { ok: true } }, { path: BASE, body: survey([welcome]) }]);
    renderTab(survey([welcome, email]));
    const dialog = await openSettings('Email');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete Page' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete Page' });
    expect(confirm).toHaveTextContent(DELETE_PAGE_TEXT);
    expect(calls.filter((c) => c.method === 'DELETE')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete Page' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual([`${BASE}/pages/2`]));
    await waitFor(() => expect(screen.getAllByTestId('survey-page-item')).toHaveLength(1));
  });
});
