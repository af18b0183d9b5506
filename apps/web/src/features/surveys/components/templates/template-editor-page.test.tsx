import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TEMPLATE_DELETE_CONFIRM } from '@gifthub/shared/survey-templates';
import { page } from '../questions/questions-test-utils';
import { DETAIL, showSurveys, survey } from '../surveys-test-utils';
import { SLOW, fill, mockFetch, resetDom, showTemplates, template } from './templates-test-utils';

beforeEach(() => {
  resetDom();
  window.localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const BASE = '/api/v1/templates/4';

describe('the template editor for product admins', () => {
  it('edits the pages with the questions editor on the template: Add New Page posts to the template, no Activate', SLOW, async () => {
    const tpl = template(4);
    const added = page(50, 4, 'context', { survey_id: tpl.survey_id });
    const calls = mockFetch([
      { path: BASE, reply: () => ({ body: calls.some((c) => c.method === 'POST') ? { ...tpl, pages: [...tpl.pages!, added] } : tpl }) },
      { method: 'POST', path: `${BASE}/pages`, body: added },
    ]);
    showTemplates('/surveys/templates/4', { role: 'bb_admin' });
    expect(await screen.findByRole('heading', { name: 'Template 4', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Editor Mode' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Preview Mode' })).toBeInTheDocument();
    expect(screen.getAllByTestId('survey-page-item')).toHaveLength(3);
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    expect(within(screen.getByTestId('template-labels')).getByText('Active')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add New Page' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add New Survey Page' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Statement' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.path).toBe(`${BASE}/pages`));
    await waitFor(() => expect(screen.getAllByTestId('survey-page-item')).toHaveLength(4));
  });

  it('offers no campaign action on a template page (a template has no team)', SLOW, async () => {
    const tpl = template(4, { pages: [page(41, 1, 'context')] });
    mockFetch([{ path: BASE, body: tpl }]);
    showTemplates('/surveys/templates/4', { role: 'bb_admin' });
    await userEvent.click(await screen.findByRole('textbox', { name: 'Logic type' }));
    expect(await screen.findByRole('option', { name: 'Go to a specific page', hidden: true })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: /campaign/i, hidden: true })).not.toBeInTheDocument();
  });

  it("wears a gallery theme chosen in the Theme tab (PUT /templates/{id} with theme_id)", SLOW, async () => {
    const tpl = template(4);
    const gallery = { id: 61, name: 'Corporate Navy', active: true, styles: tpl.theme };
    const calls = mockFetch([
      { path: BASE, body: tpl },
      { path: '/api/v1/themes', body: { data: [gallery, { ...gallery, id: 62, name: 'Poster Bold', active: false }], meta: { total: 2, page: 1, per_page: 100, last_page: 1 } } },
      { method: 'PUT', path: BASE, body: { ...tpl, theme_id: 61 } },
    ]);
    showTemplates('/surveys/templates/4', { role: 'bb_admin' });
    await userEvent.click(await screen.findByRole('tab', { name: 'Theme' }));
    await userEvent.click(await screen.findByRole('textbox', { name: 'Theme' }));
    // Drafts of the gallery are not offered.
    expect(screen.queryByRole('option', { name: 'Poster Bold', hidden: true })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'Corporate Navy', hidden: true }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ theme_id: 61 }));
  });

  it('saves Template Settings (name, category, description, status) and deletes after asking', SLOW, async () => {
    const tpl = template(4, { status: 'draft' });
    const calls = mockFetch([
      { path: BASE, body: tpl },
      { method: 'PUT', path: BASE, body: { ...tpl, name: 'Pulse', status: 'active' } },
      { method: 'DELETE', path: BASE, body: { ok: true } },
      { path: '/api/v1/templates', body: { data: [] } },
    ]);
    showTemplates('/surveys/templates/4', { role: 'bb_admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Template Settings' }));
    let dialog = await screen.findByRole('dialog', { name: 'Template Settings' });
    await fill(within(dialog).getByRole('textbox', { name: 'Template name' }), '');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Template name is required.')).toBeInTheDocument();
    await fill(within(dialog).getByRole('textbox', { name: 'Template name' }), 'Pulse');
    await userEvent.click(within(dialog).getByRole('textbox', { name: 'Status' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Active', hidden: true }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Pulse', category: 'feedback', description: 'What template 4 asks.', status: 'active' }));
    expect(await screen.findByRole('heading', { name: 'Pulse', level: 1 })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Template Settings' }));
    dialog = await screen.findByRole('dialog', { name: 'Template Settings' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(TEMPLATE_DELETE_CONFIRM)).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Delete template' })).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/surveys\/templates$/));
    expect(calls.some((c) => c.method === 'DELETE' && c.path === BASE)).toBe(true);
  });
});

describe('the template for team members', () => {
  it('shows its pages and Activate, which makes the survey and opens it; no settings', SLOW, async () => {
    const calls = mockFetch([{ path: BASE, body: template(4) }, { method: 'POST', path: `${BASE}/activate`, body: { id: 88 } }]);
    showTemplates('/surveys/templates/4');
    expect(await screen.findByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Template Settings' })).not.toBeInTheDocument();
    expect(screen.queryByText('Active')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Activate' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/surveys/88/new'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ team_id: 7 });
  });

  it('goes back to the gallery when the template is not there', SLOW, async () => {
    mockFetch([{ path: BASE, status: 404, body: { message: 'Template not found.', code: 'not_found' } }, { path: '/api/v1/templates', body: { data: [] } }]);
    showTemplates('/surveys/templates/4');
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/surveys\/templates$/));
  });
});

describe('a survey just made from a template (surveys-details-new)', () => {
  it('opens its settings on the first visit only (remembered in local storage)', SLOW, async () => {
    mockFetch([{ path: DETAIL(5), body: survey() }, { path: `${DETAIL(5)}/sources`, body: { data: [] } }]);
    const first = showSurveys('/surveys/5/new');
    expect(await screen.findByRole('dialog', { name: 'Survey Settings' })).toBeInTheDocument();
    await userEvent.click(within(screen.getByRole('dialog', { name: 'Survey Settings' })).getByRole('button', { name: 'Cancel' }));
    first.unmount();
    showSurveys('/surveys/5/new');
    expect(await screen.findByRole('heading', { name: 'Customer Feedback', level: 1 })).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Survey Settings' })).not.toBeInTheDocument();
  });
});
