import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import type { TBatch, TBulkReport } from '@gifthub/shared/campaign-batches';
import { csvTexts } from '@gifthub/shared/campaign-csv';
import { msg, texts } from '@gifthub/shared/messages';
import { SLOW, mockFetch, renderWithSession } from '../../../../test/session';
import { RecipientsSection } from '../recipients/recipients-section';
import { BUTTONS } from '../recipients/recipients-toolbar';
import { campaign, option, recipient, recipientsPage } from '../recipients/recipients-test-utils';
import { LIST_DETAIL_TITLE } from './list-detail-modal';

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
});

const active = campaign({ status: 'active', options: [option()] });
const SECRET = 'A'.repeat(32);
const batch = (over: Partial<TBatch> = {}): TBatch => ({ label: 'Summer leads', shared_secret: SECRET, created: '2026-11-20T10:00:00.000Z', method: 'multiple-link', total: 3, registered: 1, confirmed: 1, sent: 0, ...over });
const report = (over: Partial<TBulkReport> = {}): TBulkReport => ({ dry_run: true, rows: 3, errors: [], errors_total: 0, total: 142.2, charged: 'on-confirmation', balance_covered: true, created: 0, batch: null, ...over });
const csvFile = (text: string, name = 'leads.csv') => new File([text], name, { type: 'text/csv' });
const dialog = () => screen.getByRole('dialog', { name: 'Create A New Invitation - Multiple' });

async function openInvite() {
  renderWithSession(<RecipientsSection campaign={active} />);
  await userEvent.click(await screen.findByRole('button', { name: BUTTONS.inviteMultiple }));
  return screen.findByRole('dialog', { name: 'Create A New Invitation - Multiple' });
}

describe('the multi modal', () => {
  it('checks the form, shows the dry run report by line and field, then creates the list and shows its details', SLOW, async () => {
    let bad = true;
    const calls = mockFetch([
      { path: '/gb-campaigns/1/registrations', body: recipientsPage([]) },
      {
        method: 'POST',
        path: '/gb-campaigns/1/registrations/bulk/csv-link',
        reply: (c) =>
          c.query.get('dry_run') === 'true'
            ? { body: bad ? report({ errors: [{ line: 3, field: 'email', message: 'E-mail must be valid.' }], errors_total: 1 }) : report() }
            : { body: report({ dry_run: false, created: 3, batch: batch({ registered: 0, confirmed: 0 }) }) },
      },
    ]);
    const d = await openInvite();
    await userEvent.click(within(d).getByRole('button', { name: 'Check File' }));
    expect(within(d).getByText(csvTexts.fileRequired)).toBeInTheDocument();
    expect(within(d).getByText(msg.required('List Label'))).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);

    await userEvent.upload(within(d).getByLabelText('CSV File'), csvFile('email,first_name,last_name\nann@example.com,Ann,Lee\nbad,Bo,Hart\n'));
    expect(within(d).getByTestId('multi-file-name')).toHaveTextContent('leads.csv');
    await userEvent.click(within(d).getByRole('textbox', { name: /^List Label/ }));
    await userEvent.paste('Summer leads');
    await userEvent.click(within(d).getByRole('button', { name: 'Check File' }));
    const table = await within(d).findByTestId('multi-error-table');
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/3\s*email\s*E-mail must be valid\./);
    expect(within(d).getByRole('button', { name: 'Create 3 Invitations' })).toBeDisabled();
    const dry = calls.find((c) => c.method === 'POST')!;
    expect(dry.query.get('dry_run')).toBe('true');
    expect(dry.headers['idempotency-key']).toBeUndefined();
    const form = dry.body as FormData;
    expect(form.get('batch_label')).toBe('Summer leads');
    expect(form.get('send_email')).toBe('true');
    expect((form.get('file') as File).name).toBe('leads.csv');

    bad = false;
    await userEvent.click(within(d).getByRole('button', { name: 'Back' }));
    await userEvent.click(within(d).getByRole('button', { name: 'Check File' }));
    expect(await within(d).findByTestId('multi-total')).toHaveTextContent('£142.20');
    await userEvent.click(within(d).getByRole('button', { name: 'Create 3 Invitations' }));
    expect(await within(dialog()).findByText('3 invitations have been created.')).toBeInTheDocument();
    expect(within(dialog()).getByTestId('multi-batch-link')).toHaveTextContent(`?invite=${SECRET}`);
    const run = calls.filter((c) => c.method === 'POST').at(-1)!;
    expect(run.query.get('dry_run')).toBeNull();
    expect(run.headers['idempotency-key']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('refuses a file that is not a CSV before sending it', SLOW, async () => {
    const calls = mockFetch([{ path: '/gb-campaigns/1/registrations', body: recipientsPage([]) }]);
    const d = await openInvite();
    await userEvent.upload(within(d).getByLabelText('CSV File'), new File(['x'], 'leads.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }), { applyAccept: false });
    expect(await within(d).findByText(csvTexts.notCsv)).toBeInTheDocument();
    await userEvent.click(within(d).getByRole('button', { name: 'Check File' }));
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('Multi Send needs the Gift Box Option; without use-balance the buttons are not offered', SLOW, async () => {
    mockFetch([{ path: '/gb-campaigns/1/registrations', body: recipientsPage([]) }]);
    renderWithSession(<RecipientsSection campaign={active} />);
    await userEvent.click(await screen.findByRole('button', { name: BUTTONS.sendMultiple }));
    const d = await screen.findByRole('dialog', { name: 'Select & Send - Multiple Recipients' });
    await userEvent.click(within(d).getByRole('button', { name: 'Check File' }));
    expect(within(d).getByText(msg.required('Gift Box Option'))).toBeInTheDocument();
    cleanup();
    renderWithSession(<RecipientsSection campaign={active} />, { deny: ['use-balance'] });
    expect(await screen.findByTestId('invitations-reason')).toHaveTextContent(texts.noTeamCredit);
    expect(screen.queryByRole('button', { name: BUTTONS.sendMultiple })).not.toBeInTheDocument();
  });
});

describe('the List Detail modal', () => {
  it('opens from the list label of a row, shows the figures, renames the list and adds more leads', SLOW, async () => {
    const calls = mockFetch([
      { path: '/gb-campaigns/1/registrations', body: recipientsPage([recipient({ registration_method: 'multiple-link', batch_label: 'Summer leads', shared_secret: SECRET })]) },
      { path: `/gb-campaigns/1/registrations/batch/${SECRET}`, body: batch() },
      { method: 'PUT', path: `/gb-campaigns/1/registrations/batch/${SECRET}`, reply: (c) => ({ body: batch({ label: (c.body as { label: string }).label }) }) },
    ]);
    renderWithSession(<RecipientsSection campaign={active} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Summer leads' }));
    const d = await screen.findByRole('dialog', { name: LIST_DETAIL_TITLE });
    expect(await within(d).findByTestId('list-total')).toHaveTextContent('3');
    expect(within(d).getByTestId('list-confirmed')).toHaveTextContent('1');
    const label = within(d).getByRole('textbox', { name: /^List Label/ });
    await userEvent.clear(label);
    await userEvent.click(within(d).getByRole('button', { name: 'Rename' }));
    expect(within(d).getByText(msg.required('List Label'))).toBeInTheDocument();
    await userEvent.click(label);
    await userEvent.paste('VIP leads');
    await userEvent.click(within(d).getByRole('button', { name: 'Rename' }));
    expect(await within(d).findByText('The list has been renamed.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({ label: 'VIP leads' });
    await userEvent.click(within(d).getByRole('button', { name: 'Add More Leads' }));
    const multi = await screen.findByRole('dialog', { name: 'Create A New Invitation - Multiple' });
    expect(within(multi).getByRole('textbox', { name: /^List Label/ })).toHaveValue('VIP leads');
    expect(within(multi).getByRole('textbox', { name: /^List Label/ })).toBeDisabled();
  });
});
