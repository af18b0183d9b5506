import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { texts } from '@gifthub/shared/messages';
import type { TTeam } from '@gifthub/shared/teams';
import type { TCurrentUser } from '@gifthub/shared/users';
import { Providers, makeQueryClient } from '../../../app/providers';
import { SessionContext, buildSession } from '../../../lib/session';
import { ContactModal } from './contact-modal';

let bodies: Record<string, unknown>[];
let status: number;
beforeEach(() => {
  bodies = [];
  status = 200;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit = {}) => {
      bodies.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(status === 200 ? { ok: true } : { message: 'Server error', code: 'error' }), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const user = { user_id: 3, name: 'Owner Person', email: 'owner@corner.test', is_demo: false, is_bb_admin: false, show_tutorial: false, permissions: {} } as unknown as TCurrentUser;
const team = { id: 7, name: 'Corner Shop', plan: 'free', is_demo: false } as unknown as TTeam;

function renderModal(location: 'login' | 'app', signedIn = false) {
  const modal = <ContactModal opened onClose={() => {}} location={location} />;
  render(<Providers client={makeQueryClient()}>{signedIn ? <SessionContext.Provider value={buildSession(7, team, user, [])}>{modal}</SessionContext.Provider> : modal}</Providers>);
  return userEvent.setup({ delay: null });
}

async function fill(ue: ReturnType<typeof userEvent.setup>, label: RegExp, text: string) {
  await ue.click(screen.getByLabelText(label, { selector: 'input, textarea' }));
  await ue.paste(text);
}

async function pickSubject(ue: ReturnType<typeof userEvent.setup>, option: string) {
  await ue.click(screen.getByLabelText(/^Subject/, { selector: 'input' }));
  await ue.click(await waitFor(() => within(document.body).getByText(option, { selector: '[role="option"] span' })));
}

describe('ContactModal', { timeout: 30_000 }, () => {
  it('signed out: offers the login subjects, requires an e-mail, and shows the success text', async () => {
    const ue = renderModal('login');
    await ue.click(await screen.findByRole('button', { name: 'Send message' }));
    expect(await screen.findByText('Subject is required.')).toBeInTheDocument();
    expect(screen.getByText('Message is required.')).toBeInTheDocument();
    expect(screen.getByText('Email is required.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await ue.click(screen.getByLabelText(/^Subject/, { selector: 'input' }));
    const options = await waitFor(() => Array.from(document.querySelectorAll('[role="option"]')).map((o) => o.textContent));
    expect(options).toContain('Login issue');
    expect(options).not.toContain('Vouchers');
    await ue.click(within(document.body).getByText('Login issue', { selector: '[role="option"] span' }));
    await fill(ue, /^Email/, 'someone@example.test');
    await fill(ue, /^Message/, 'I cannot log in.');
    await ue.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText(texts.contactSuccess)).toBeInTheDocument();
    expect(bodies[0]).toEqual({ user_id: 0, subject: 'login-issue', name: '', email: 'someone@example.test', phone: '', message: 'I cannot log in.', location: 'login' });
  });

  it('signed in: prefilled from the session, no e-mail needed, and the failure text on error', async () => {
    status = 500;
    const ue = renderModal('app', true);
    expect(await screen.findByLabelText(/^Name/)).toHaveValue('Owner Person');
    await ue.clear(screen.getByLabelText(/^Email/));
    await pickSubject(ue, 'Vouchers');
    await fill(ue, /^Message/, 'Where is my voucher?');
    await ue.click(screen.getByRole('button', { name: 'Send message' }));

    expect(await screen.findByText(texts.contactFailure)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ user_id: 3, subject: 'voucher', name: 'Owner Person', email: '', location: 'app' });
  });
});
