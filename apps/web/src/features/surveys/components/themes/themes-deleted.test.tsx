import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PERMANENT_DELETE } from '../../../../components/deleted-actions';
import { mockFetch, paged, resetDom, SLOW } from '../surveys-test-utils';
import { THEME_PERMANENT_DELETE } from './deleted-theme-actions';
import { EMPTY_DELETED_GALLERY } from './gallery-page';
import { EMPTY_DELETED_THEMES } from './themes-page';
import { show, theme } from './themes-test-utils';

// Spec 2 §4: deleted themes show through a deleted filter, with Restore and Delete permanently (after asking).
beforeEach(resetDom);
afterEach(cleanup);

const listed = (calls: ReturnType<typeof mockFetch>, path: string) => calls.filter((c) => c.method === 'GET' && c.path.endsWith(path));

describe('Manage Themes, Deleted themes', () => {
  it('lists the deleted themes without links, restores one and deletes one permanently after asking', SLOW, async () => {
    const calls = mockFetch([
      { path: '/teams/7/themes', reply: (c) => ({ body: paged(c.query.get('deleted') === 'true' ? [theme({ id: 9, name: 'Old Brand', active: false, deleted: true })] : [theme()]) }) },
      { method: 'POST', path: '/teams/7/themes/9/restore', body: theme({ id: 9, name: 'Old Brand', active: false }) },
      { method: 'DELETE', path: '/teams/7/themes/9/permanent', body: { ok: true } },
    ]);
    show('/surveys/themes');
    await screen.findByRole('article', { name: 'Brand' });
    await userEvent.click(screen.getByRole('switch', { name: 'Deleted themes' }));
    await waitFor(() => expect(listed(calls, '/teams/7/themes').at(-1)!.query.get('deleted')).toBe('true'));
    const card = await screen.findByRole('article', { name: 'Old Brand' });
    expect(screen.getByTestId('location')).toHaveTextContent('/surveys/themes?deleted=true');
    expect(within(card).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Active themes only' })).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Restore Old Brand' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/teams/7/themes/9/restore'))).toBe(true));

    await userEvent.click(within(card).getByRole('button', { name: 'Delete Old Brand permanently' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(PERMANENT_DELETE.body('Old Brand', THEME_PERMANENT_DELETE.library));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: PERMANENT_DELETE.confirm }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/teams/7/themes/9/permanent'))).toBe(true));
  });

  it('says when there are none; the demo team reads its bin, and Restore writes nothing there', SLOW, async () => {
    mockFetch([{ path: '/teams/7/themes', body: paged([]) }]);
    const first = show('/surveys/themes?deleted=true');
    expect(await screen.findByTestId('themes-empty')).toHaveTextContent(EMPTY_DELETED_THEMES);
    first.unmount();
    const calls = mockFetch([{ path: '/teams/7/themes', body: paged([theme({ id: 9, name: 'Old Brand', active: false, deleted: true })]) }]);
    show('/surveys/themes?deleted=true', { demo: true });
    await userEvent.click(await screen.findByRole('button', { name: 'Restore Old Brand' }));
    expect(calls.filter((c) => c.method !== 'GET')).toEqual([]);
  });
});

describe('Theme Gallery, Deleted gallery themes', () => {
  const gallery = theme({ id: 20, name: 'Winter Mixer', team_id: null, category_id: 2, category_name: 'Events', surveys_count: 0 });

  it('is for product admins: the deleted ones with Restore and Delete permanently', SLOW, async () => {
    const calls = mockFetch([
      { path: '/theme-categories', body: [{ id: 2, name: 'Events' }] },
      { path: '/themes', reply: (c) => ({ body: paged(c.query.get('deleted') === 'true' ? [{ ...gallery, active: false, deleted: true }] : [gallery]) }) },
      { method: 'POST', path: '/themes/20/restore', body: { ...gallery, active: false } },
      { method: 'DELETE', path: '/themes/20/permanent', body: { ok: true } },
    ]);
    show('/surveys/themes/gallery', { user: { is_bb_admin: true } });
    await screen.findByRole('article', { name: 'Winter Mixer' });
    await userEvent.click(screen.getByRole('switch', { name: 'Deleted gallery themes' }));
    await waitFor(() => expect(listed(calls, '/themes').at(-1)!.query.get('deleted')).toBe('true'));
    const card = await screen.findByRole('button', { name: 'Restore Winter Mixer' });
    expect(screen.queryByRole('button', { name: /Mark Draft|Edit Gallery Theme/ })).not.toBeInTheDocument();
    await userEvent.click(card);
    await waitFor(() => expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/themes/20/restore'))).toBe(true));
    await userEvent.click(screen.getByRole('button', { name: 'Delete Winter Mixer permanently' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(PERMANENT_DELETE.body('Winter Mixer', THEME_PERMANENT_DELETE.gallery));
    await userEvent.click(within(dialog).getByRole('button', { name: PERMANENT_DELETE.confirm }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/themes/20/permanent'))).toBe(true));
  });

  it('shows others no switch and never asks them for deleted themes', SLOW, async () => {
    const calls = mockFetch([
      { path: '/theme-categories', body: [] },
      { path: '/themes', body: paged([]) },
    ]);
    show('/surveys/themes/gallery?deleted=true');
    expect(await screen.findByTestId('gallery-empty')).not.toHaveTextContent(EMPTY_DELETED_GALLERY);
    expect(screen.queryByRole('switch', { name: 'Deleted gallery themes' })).not.toBeInTheDocument();
    expect(listed(calls, '/themes').every((c) => !c.query.has('deleted'))).toBe(true);
  });
});
