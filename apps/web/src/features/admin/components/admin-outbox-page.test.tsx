import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { outboxTexts, type TOutboxMessage } from '@gifthub/shared/admin';
import { Providers, makeQueryClient } from '../../../app/providers';
import { mockFetch, SLOW } from '../../../test/session';
import { AdminOutboxPage } from './admin-outbox-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const message = (id: number, status: TOutboxMessage['status'], extra: Partial<TOutboxMessage> = {}): TOutboxMessage => ({
  id,
  to: `person${id}@example.test`,
  subject: `Your invitation ${id}`,
  text: 'Hello',
  html: null,
  kind: 'member-invitation',
  status,
  attempts: status === 'sent' ? 1 : 0,
  last_error: null,
  next_attempt_at: null,
  created_at: '2026-12-01T10:00:00.000Z',
  sent_at: status === 'sent' ? '2026-12-01T10:00:01.000Z' : null,
  ...extra,
});
const page = (data: TOutboxMessage[]) => ({ data, meta: { total: data.length, current_page: 1, last_page: 1, per_page: 20 } });

describe('AdminOutboxPage', SLOW, () => {
  it('filters by status, shows a failed e-mail with its last error, and resends it with a confirmation', async () => {
    let failed = message(7, 'failed', { attempts: 15, last_error: '550 5.1.1 No such user here' });
    const calls = mockFetch([
      { path: '/admin/outbox', reply: (c) => ({ body: page(c.query.get('status') === 'failed' ? [failed].filter((m) => m.status === 'failed') : [message(5, 'sent'), failed]) }) },
      {
        method: 'POST',
        path: '/admin/outbox/7/resend',
        reply: () => {
          failed = { ...failed, status: 'queued', attempts: 0, next_attempt_at: '2026-12-07T10:00:00.000Z' };
          return { body: failed };
        },
      },
    ]);
    render(
      <Providers client={makeQueryClient()}>
        <MemoryRouter>
          <AdminOutboxPage />
        </MemoryRouter>
      </Providers>,
    );
    const user = userEvent.setup({ delay: null });
    expect(await screen.findByText('Your invitation 5')).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Failed' }));
    await waitFor(() => expect(screen.queryByText('Your invitation 5')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.path.endsWith('/admin/outbox')).at(-1)!.query.get('status')).toBe('failed');
    const row = screen.getByText('Your invitation 7').closest('tr')!;
    expect(within(row).getByText('failed')).toBeInTheDocument();
    expect(within(row).getByText('15 attempts')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Show the body of Your invitation 7' }));
    expect(screen.getByTestId('outbox-error')).toHaveTextContent('Failed: 550 5.1.1 No such user here');

    await user.click(within(row).getByRole('button', { name: 'Resend Your invitation 7 to person7@example.test' }));
    expect(await screen.findByText(outboxTexts.resent)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([expect.stringMatching(/\/admin\/outbox\/7\/resend$/)]);
    // Refetched: no longer failed, so gone from the failed filter.
    await waitFor(() => expect(screen.queryByText('Your invitation 7')).not.toBeInTheDocument());
    expect(screen.getByText('No failed e-mails.')).toBeInTheDocument();
  });
});
