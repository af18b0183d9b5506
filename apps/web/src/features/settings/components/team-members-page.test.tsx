import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultPermissions } from '@gifthub/shared/permissions';
import type { TMember } from '@gifthub/shared/members';
import { getCookie } from '../../../lib/cookies';
import { TeamMembersPage } from './team-members-page';
import { SLOW, fill, mockFetch, renderWithSession } from './settings-test-utils';

// Mantine's combobox scrolls the selected option into view; the test DOM has no layout.
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  document.cookie = 'WSPerPage-team-members=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
});

const member = (user_id: number, role: TMember['role'], over: Partial<TMember> = {}): TMember => ({
  user_id,
  name: `Person ${user_id}`,
  email: `p${user_id}@acme.test`,
  status: 'active',
  role,
  permissions: defaultPermissions(role),
  ...over,
});
const ME = member(11, 'manager', { name: 'Maria Manager' });
const ASSOCIATE = member(12, 'associate', { name: 'Adam Associate' });
const STAFF = member(13, 'bb_admin', { name: 'Sam Staff' });
/** The options of the invite form's Role list (the per-page choice has a list of its own). */
const roleOptions = async () => {
  const input = screen.getByRole('textbox', { name: 'Role' });
  const listbox = await waitFor(() => {
    const el = document.getElementById(input.getAttribute('aria-controls') ?? '');
    if (!el) throw new Error('the Role list is not open');
    return el;
  });
  return within(listbox).getAllByRole('option', { hidden: true }).map((o) => o.textContent);
};
const list = (data: TMember[], total = data.length) => ({ data, meta: { total, current_page: 1, per_page: 10, last_page: Math.ceil(total / 10) || 1 } });

describe('TeamMembersPage', SLOW, () => {
  it('shows the pro gate on the free plan and loads nothing', () => {
    const calls = mockFetch([]);
    renderWithSession(<TeamMembersPage />, { plan: 'free' });
    expect(screen.getByTestId('pro-gate')).toHaveTextContent('Adding, editing or removing team members');
    expect(screen.queryByTestId('members-table')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('lists members with actions except for the Account Manager and oneself', async () => {
    mockFetch([{ path: '/teams/7/members', body: list([ME, ASSOCIATE, STAFF], 23) }]);
    renderWithSession(<TeamMembersPage />);
    const staffRow = await screen.findByTestId('member-13');
    expect(within(staffRow).getByText('Account Manager')).toBeInTheDocument();
    expect(within(staffRow).queryByRole('button')).not.toBeInTheDocument();
    const assocRow = screen.getByTestId('member-12');
    expect(within(assocRow).getByRole('button', { name: 'Edit Adam Associate' })).toBeInTheDocument();
    expect(within(assocRow).getByRole('button', { name: 'Remove Adam Associate' })).toBeInTheDocument();
    expect(within(screen.getByTestId('member-11')).queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.getByText('Showing 1–3 of 23')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
  });

  it('asks for the page size from the cookie and remembers a new choice', async () => {
    document.cookie = 'WSPerPage-team-members=20; path=/';
    const calls = mockFetch([{ path: '/teams/7/members', body: list([ME]) }]);
    renderWithSession(<TeamMembersPage />);
    await screen.findByTestId('member-11');
    expect(calls[0]?.url).toContain('per_page=20');
    await userEvent.click(screen.getByRole('textbox', { name: 'Per page' }));
    await userEvent.click(await screen.findByRole('option', { name: '50', hidden: true }));
    await waitFor(() => expect(calls.some((c) => c.url.includes('per_page=50'))).toBe(true));
    expect(getCookie('WSPerPage-team-members')).toBe('50');
  });

  it('validates the invitation with the spec messages, then sends it', async () => {
    const calls = mockFetch([
      { path: '/teams/7/members', body: list([ME]) },
      { method: 'POST', path: '/teams/7/members', body: member(20, 'associate', { name: '', email: 'newbie@acme.test', status: 'invited' }) },
    ]);
    renderWithSession(<TeamMembersPage />);
    const invite = screen.getByRole('button', { name: 'Invite Member' });
    await userEvent.click(invite);
    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Role is required.')).toBeInTheDocument();

    await fill(screen.getByRole('textbox', { name: 'Email' }), 'a@b.c');
    await userEvent.click(invite);
    expect(await screen.findByText('Email minimal length is 6')).toBeInTheDocument();
    await fill(screen.getByRole('textbox', { name: 'Email' }), 'someone.acme.test');
    await userEvent.click(invite);
    expect(await screen.findByText('Email must be valid.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);

    await fill(screen.getByRole('textbox', { name: 'Email' }), 'newbie@acme.test');
    await userEvent.click(screen.getByRole('textbox', { name: 'Role' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Team Associate', hidden: true }));
    await userEvent.click(invite);
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'newbie@acme.test', role: 'associate' }));
  });

  it('offers a manager both roles to invite', async () => {
    mockFetch([{ path: '/teams/7/members', body: list([ME]) }]);
    renderWithSession(<TeamMembersPage />);
    await userEvent.click(screen.getByRole('textbox', { name: 'Role' }));
    expect(await roleOptions()).toEqual(['Team Manager', 'Team Associate']);
  });

  it("offers an associate only the associate role, chosen already, and sends it", async () => {
    const calls = mockFetch([
      { path: '/teams/7/members', body: list([ASSOCIATE]) },
      { method: 'POST', path: '/teams/7/members', body: member(21, 'associate', { name: '', email: 'helper@acme.test', status: 'invited' }) },
    ]);
    renderWithSession(<TeamMembersPage />, { role: 'associate', grant: ['edit-team-members'], user: { user_id: 12, name: 'Adam Associate' } });
    const role = screen.getByRole('textbox', { name: 'Role' });
    expect(role).toHaveValue('Team Associate');
    await userEvent.click(role);
    expect(await roleOptions()).toEqual(['Team Associate']);
    await userEvent.keyboard('{Escape}');
    await fill(screen.getByRole('textbox', { name: 'Email' }), 'helper@acme.test');
    await userEvent.click(screen.getByRole('button', { name: 'Invite Member' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ email: 'helper@acme.test', role: 'associate' }));
    // After the invitation the form is ready for the next one, still as an associate.
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue(''));
    expect(screen.getByRole('textbox', { name: 'Role' })).toHaveValue('Team Associate');
  });

  it("offers an associate with edit-team-members neither Edit nor Remove on a Team Manager's row", async () => {
    mockFetch([{ path: '/teams/7/members', body: list([ME, ASSOCIATE, member(15, 'associate', { name: 'Ola Other' })]) }]);
    renderWithSession(<TeamMembersPage />, { role: 'associate', grant: ['edit-team-members'], user: { user_id: 12, name: 'Adam Associate' } });
    const managerRow = await screen.findByTestId('member-11');
    expect(within(managerRow).queryByRole('button')).not.toBeInTheDocument();
    expect(within(screen.getByTestId('member-15')).getByRole('button', { name: 'Edit Ola Other' })).toBeInTheDocument();
  });

  it('shows an associate no permissions in the edit modal and sends only the name', async () => {
    const other = member(15, 'associate', { name: 'Ola Other' });
    const calls = mockFetch([
      { path: '/teams/7/members', body: list([ASSOCIATE, other]) },
      { path: '/teams/7/members/15', body: other },
      { method: 'PUT', path: '/teams/7/members/15', body: other },
    ]);
    renderWithSession(<TeamMembersPage />, { role: 'associate', grant: ['edit-team-members'], user: { user_id: 12, name: 'Adam Associate' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Ola Other' }));
    const form = await screen.findByTestId('edit-member-form');
    expect(within(form).queryByTestId('member-permissions')).not.toBeInTheDocument();
    expect(within(form).queryAllByRole('checkbox')).toHaveLength(0);
    await fill(within(form).getByRole('textbox', { name: 'Name' }), 'Ola From Sales');
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Ola From Sales' }));
  });

  it('edits an associate with permission checkboxes', async () => {
    const calls = mockFetch([
      { path: '/teams/7/members', body: list([ME, ASSOCIATE]) },
      { path: '/teams/7/members/12', body: ASSOCIATE },
      { method: 'PUT', path: '/teams/7/members/12', body: ASSOCIATE },
    ]);
    renderWithSession(<TeamMembersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Adam Associate' }));
    const form = await screen.findByTestId('edit-member-form');
    const finance = within(form).getByRole('checkbox', { name: /Team finance/ });
    expect(finance).toBeEnabled();
    expect(finance).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: /Edit team members/ })).not.toBeChecked();
    await userEvent.click(finance);
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => {
      const put = calls.find((c) => c.method === 'PUT');
      expect(put?.body).toMatchObject({ name: 'Adam Associate', permissions: { 'team-finance': false, 'use-balance': true } });
    });
  });

  it('shows a manager all permissions checked and locked, and sends only the name', async () => {
    const other = member(14, 'manager', { name: 'Mo Manager' });
    const calls = mockFetch([
      { path: '/teams/7/members', body: list([ME, other]) },
      { path: '/teams/7/members/14', body: other },
      { method: 'PUT', path: '/teams/7/members/14', body: other },
    ]);
    renderWithSession(<TeamMembersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Mo Manager' }));
    const form = await screen.findByTestId('edit-member-form');
    expect(within(form).getByTestId('manager-permissions-note')).toHaveTextContent('Team Managers always have full permissions.');
    for (const box of within(form).getAllByRole('checkbox')) {
      expect(box).toBeDisabled();
      expect(box).toBeChecked();
    }
    await userEvent.click(within(form).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ name: 'Mo Manager' }));
  });

  it('removes a member after confirmation', async () => {
    const calls = mockFetch([
      { path: '/teams/7/members', body: list([ME, ASSOCIATE]) },
      { method: 'DELETE', path: '/teams/7/members/12', body: { ok: true } },
    ]);
    renderWithSession(<TeamMembersPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Adam Associate' }));
    const dialog = await screen.findByRole('dialog');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.url.endsWith('/teams/7/members/12'))).toBe(true));
  });
});
