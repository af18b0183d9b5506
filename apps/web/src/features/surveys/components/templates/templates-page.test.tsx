import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { surveyTexts } from '@gifthub/shared/survey-rules';
import { TEMPLATES_BANNER_COOKIE } from './template-labels';
import { SLOW, fill, mockFetch, resetDom, showTemplates, template } from './templates-test-utils';

const rect = (left: number) => ({ x: left, y: 0, top: 0, left, right: left + 300, bottom: 400, width: 300, height: 400, toJSON: () => ({}) });
beforeEach(() => {
  resetDom();
  document.cookie = `${TEMPLATES_BANNER_COOKIE}=; max-age=0; path=/`;
  // The test DOM has no layout: each card gets a box to the right of the one before, for the keyboard sensor.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const card = this.closest('[data-testid="template-card"]');
    if (!card) return rect(0) as DOMRect;
    return rect([...card.parentElement!.children].indexOf(card) * 320) as DOMRect;
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const list = (...ts: ReturnType<typeof template>[]) => ({ data: ts });
const cards = () => screen.getAllByTestId('template-card').map((c) => within(c).getByRole('heading').textContent);

describe('the template gallery', () => {
  it('shows each template with its page, category and description; members see no status, no Create, no handle', SLOW, async () => {
    mockFetch([{ path: '/api/v1/templates', body: list(template(1, { name: 'Customer Feedback (NPS)' }), template(2, { name: 'Event Registration', category: 'registration' })) }]);
    showTemplates('/surveys/templates');
    expect(await screen.findByRole('heading', { name: 'Customer Feedback (NPS)' })).toBeInTheDocument();
    const card = screen.getAllByTestId('template-card')[1]!;
    expect(within(card).getByText('Registration')).toBeInTheDocument();
    expect(within(card).getByText('What template 2 asks.')).toBeInTheDocument();
    expect(within(card).getByTestId('template-thumbnail')).toHaveTextContent('Welcome to template 2');
    expect(screen.queryByText('Active')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create A New Template' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Move template/ })).not.toBeInTheDocument();
  });

  it('filters by category in the address and asks the API for that category', SLOW, async () => {
    const calls = mockFetch([{ path: '/api/v1/templates', body: list(template(1)) }]);
    showTemplates('/surveys/templates');
    const filter = await screen.findByRole('textbox', { name: 'Category' });
    expect(filter).toHaveValue('All Categories');
    await userEvent.click(filter);
    await userEvent.click(await screen.findByRole('option', { name: 'Event', hidden: true }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/surveys/templates?category=event'));
    await waitFor(() => expect(calls.at(-1)!.query.get('category')).toBe('event'));
    expect(calls.at(-1)!.query.get('get-pages')).toBe('true');
  });

  it('hides its banner for good once closed (cookie)', SLOW, async () => {
    mockFetch([{ path: '/api/v1/templates', body: list(template(1)) }]);
    const first = showTemplates('/surveys/templates');
    await userEvent.click(await screen.findByRole('button', { name: 'Hide the templates banner' }));
    expect(screen.queryByTestId('templates-banner')).not.toBeInTheDocument();
    expect(document.cookie).toContain(`${TEMPLATES_BANNER_COOKIE}=1`);
    first.unmount();
    showTemplates('/surveys/templates');
    await screen.findByRole('heading', { name: 'Template 1' });
    expect(screen.queryByTestId('templates-banner')).not.toBeInTheDocument();
  });

  it('previews a template and activates it for the team, opening the new survey (surveys-details-new)', SLOW, async () => {
    const calls = mockFetch([{ path: '/api/v1/templates', body: list(template(1), template(2)) }, { method: 'POST', path: '/api/v1/templates/2/activate', body: { id: 77 } }]);
    showTemplates('/surveys/templates');
    await userEvent.click(await screen.findByRole('button', { name: 'Preview Template 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Preview: Template 2' });
    expect(within(dialog).getByText('Page 1 of 3')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Next page' }));
    expect(within(dialog).getByText('Page 2 of 3')).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: 'Edit Template' })).not.toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activate This Template' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/surveys/77/new'));
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ team_id: 7 });
  });
});

describe('the gallery for product admins', () => {
  it('shows the status and Edit Template, and reorders the cards with the keyboard', SLOW, async () => {
    const after = list(template(2, { position: 1, status: 'draft' }), template(1, { position: 2 }), template(3));
    // The gallery as the server keeps it: in its new order once the PATCH has come.
    const calls = mockFetch([
      { path: '/api/v1/templates', reply: () => ({ body: calls.some((c) => c.method === 'PATCH') ? after : list(template(1), template(2, { status: 'draft' }), template(3)) }) },
      { method: 'PATCH', path: '/api/v1/templates', body: after },
    ]);
    showTemplates('/surveys/templates', { role: 'bb_admin' });
    await screen.findByRole('heading', { name: 'Template 1' });
    expect(within(screen.getAllByTestId('template-card')[1]!).getByText('Draft')).toBeInTheDocument();
    expect(cards()).toEqual(['Template 1', 'Template 2', 'Template 3']);

    const handle = screen.getByRole('button', { name: 'Move template Template 1' });
    handle.focus();
    fireEvent.keyDown(handle, { key: ' ', code: 'Space' });
    await waitFor(() => expect(handle).toHaveAttribute('aria-pressed', 'true'));
    fireEvent.keyDown(document.activeElement ?? handle, { key: 'ArrowRight', code: 'ArrowRight' });
    fireEvent.keyDown(document.activeElement ?? handle, { key: ' ', code: 'Space' });
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual([
        { id: 2, order: 1 },
        { id: 1, order: 2 },
        { id: 3, order: 3 },
      ]),
    );
    await waitFor(() => expect(cards()).toEqual(['Template 2', 'Template 1', 'Template 3']));

    await userEvent.click(screen.getByRole('button', { name: 'Preview Template 3' }));
    expect(await screen.findByRole('link', { name: 'Edit Template' })).toHaveAttribute('href', '/surveys/templates/3');
  });

  it('creates a template (name required) and opens its editor; a refusal says Validation Failed with the server message', SLOW, async () => {
    const message = 'There can be at most 500 templates.';
    const calls = mockFetch([{ path: '/api/v1/templates', body: list(template(1)) }, { method: 'POST', path: '/api/v1/templates', status: 422, body: { message, code: 'validation', errors: { name: [message] } } }]);
    showTemplates('/surveys/templates', { role: 'bb_admin' });
    await userEvent.click(await screen.findByRole('button', { name: 'Create A New Template' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create A New Template' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Template' }));
    expect(await within(dialog).findByText('Template name is required.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await fill(within(dialog).getByRole('textbox', { name: 'Template name' }), 'Staff Pulse');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Template' }));
    expect(await screen.findByText(surveyTexts.validationFailed)).toBeInTheDocument();
    expect(screen.getAllByText(message).length).toBeGreaterThanOrEqual(2);

    mockFetch([{ path: '/api/v1/templates', body: list(template(1)) }, { method: 'POST', path: '/api/v1/templates', body: { id: 31 } }]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Create Template' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/surveys/templates/31'));
  });
});
