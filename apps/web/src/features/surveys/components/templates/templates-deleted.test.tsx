import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PERMANENT_DELETE } from '../../../../components/deleted-actions';
import { TEMPLATE_PERMANENT_DELETE } from './deleted-template-actions';
import { TEMPLATES_BANNER_COOKIE } from './template-labels';
import { EMPTY_DELETED_TEMPLATES } from './templates-page';
import { SLOW, mockFetch, resetDom, showTemplates, template } from './templates-test-utils';

// Spec 2 §4: deleted templates show through a deleted filter (product admins), with Restore and Delete permanently.
beforeEach(() => {
  resetDom();
  document.cookie = `${TEMPLATES_BANNER_COOKIE}=1; path=/`;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const listCalls = (calls: ReturnType<typeof mockFetch>) => calls.filter((c) => c.method === 'GET' && c.path.endsWith('/templates'));

describe('the template gallery, Deleted templates', () => {
  it('lists the deleted templates for admins, without Preview, Activate or drag, restores one and deletes one permanently after asking', SLOW, async () => {
    const calls = mockFetch([
      { path: '/api/v1/templates', reply: (c) => ({ body: { data: c.query.get('deleted') === 'true' ? [template(8, { name: 'Old Intake', deleted: true })] : [template(1), template(2)] } }) },
      { method: 'POST', path: '/api/v1/templates/8/restore', body: template(8, { name: 'Old Intake' }) },
      { method: 'DELETE', path: '/api/v1/templates/8/permanent', body: { ok: true } },
    ]);
    showTemplates('/surveys/templates', { role: 'bb_admin' });
    await screen.findByRole('heading', { name: 'Template 1' });
    await userEvent.click(screen.getByRole('switch', { name: 'Deleted templates' }));
    await waitFor(() => expect(listCalls(calls).at(-1)!.query.get('deleted')).toBe('true'));
    const card = await screen.findByRole('article', { name: 'Old Intake' });
    expect(screen.getByTestId('location')).toHaveTextContent('/surveys/templates?deleted=true');
    expect(within(card).queryByRole('button', { name: /Preview|Activate Template|Move template/ })).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Restore Old Intake' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/templates/8/restore'))).toBe(true));

    await userEvent.click(within(card).getByRole('button', { name: 'Delete Old Intake permanently' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(PERMANENT_DELETE.body('Old Intake', TEMPLATE_PERMANENT_DELETE));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: PERMANENT_DELETE.confirm }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/templates/8/permanent'))).toBe(true));
  });

  it('says when the bin is empty', SLOW, async () => {
    mockFetch([{ path: '/api/v1/templates', body: { data: [] } }]);
    showTemplates('/surveys/templates?deleted=true', { role: 'bb_admin' });
    expect(await screen.findByText(EMPTY_DELETED_TEMPLATES)).toBeInTheDocument();
  });

  it('shows members no switch and never asks for deleted templates, whatever the address says', SLOW, async () => {
    const calls = mockFetch([{ path: '/api/v1/templates', body: { data: [template(1)] } }]);
    showTemplates('/surveys/templates?deleted=true');
    await screen.findByRole('heading', { name: 'Template 1' });
    expect(screen.queryByRole('switch', { name: 'Deleted templates' })).not.toBeInTheDocument();
    expect(listCalls(calls).every((c) => !c.query.has('deleted'))).toBe(true);
  });
});
