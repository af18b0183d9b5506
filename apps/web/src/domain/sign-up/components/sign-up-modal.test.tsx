import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useQuery } from '@tanstack/react-query';
import type { TTeam } from '@gifthub/shared/teams';
import type { TCurrentUser } from '@gifthub/shared/users';
import type { TPlan } from '@gifthub/shared/plans';
import { Providers, makeQueryClient } from '../../../app/providers';
import { SessionContext, buildSession, teamQuery, userTeamsQuery } from '../../../lib/session';
import { makeTeam, makeUser } from '../../../test/session';
import { AREAS } from '@gifthub/shared/areas';
import { SignUpModal } from './sign-up-modal';
import { PRO_BENEFITS, proBenefits } from './sign-up-parts';

type TCall = { url: string; method: string; body: Record<string, unknown> | undefined };
let calls: TCall[];
let reply: (call: TCall) => { status: number; body: unknown };

beforeEach(() => {
  calls = [];
  reply = () => ({ status: 200, body: { team_id: 9, plan: 'free' } });
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      const call = { url, method: init.method ?? 'GET', body: init.body ? JSON.parse(String(init.body)) : undefined };
      calls.push(call);
      const r = reply(call);
      return new Response(JSON.stringify(r.body), { status: r.status, headers: { 'content-type': 'application/json' } });
    }),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const team = (plan: TPlan, extra: Partial<TTeam> = {}): TTeam =>
  makeTeam({ name: 'Corner Shop', slug: 'corner-shop', plan, pending_upgrade: plan === 'trial', balance: 0, credit_limit: 0, credit_available: 0, total_available: 0, domains: [], features: { oms: false, fulfilment: false, surveys: false, fulfilment_import: false, fulfilment_fees: false }, ...extra });
const user: TCurrentUser = makeUser('manager', { user_id: 3, name: 'Owner', email: 'owner@corner.test', team_name: 'Corner Shop', email_preferences: [], permissions: { ...makeUser('manager').permissions, admin: false } });

/** The team's plan as the shell reads it (its banner and its team list), from the queries it keeps. */
function ShellPlan({ teamId }: { teamId: number }) {
  const shown = useQuery(teamQuery(teamId));
  const listed = useQuery(userTeamsQuery());
  return <output data-testid="shell-plan">{`${shown.data?.plan} · ${listed.data?.map((t) => t.plan).join()}`}</output>;
}

function renderModal(t?: TTeam) {
  const client = makeQueryClient();
  const onClose = vi.fn();
  const modal = <SignUpModal opened onClose={onClose} />;
  // The shell has already loaded the team and the team list (fresh, so nothing is fetched until the upgrade).
  if (t) {
    client.setQueryData(teamQuery(t.id).queryKey, t);
    client.setQueryData(userTeamsQuery().queryKey, [{ id: t.id, name: t.name, slug: t.slug, plan: t.plan, logo_url: null, role: 'manager' }]);
  }
  render(
    <Providers client={client}>
      {t ? (
        <SessionContext.Provider value={buildSession(t.id, t, user, [])}>
          {modal}
          <ShellPlan teamId={t.id} />
        </SessionContext.Provider>
      ) : (
        modal
      )}
    </Providers>,
  );
  return { client, onClose, ue: userEvent.setup({ delay: null }) };
}

/** Pastes instead of typing key by key: same change events, far fewer renders. */
async function fill(ue: ReturnType<typeof userEvent.setup>, input: HTMLElement, text: string) {
  await ue.click(input);
  await ue.paste(text);
}

async function fillAccount(ue: ReturnType<typeof userEvent.setup>) {
  await fill(ue, screen.getByLabelText(/^Name/), 'Pat Smith');
  await fill(ue, screen.getByLabelText(/^Team Name/), 'Smith & Co');
  await fill(ue, screen.getByLabelText(/^Email/), 'pat@smith.test');
  await fill(ue, screen.getByLabelText(/^Password$|^Password \*/), 'secret1');
  await fill(ue, screen.getByLabelText(/^Password confirmation/), 'secret1');
}

async function pick(ue: ReturnType<typeof userEvent.setup>, label: RegExp, option: string) {
  await ue.click(screen.getByLabelText(label, { selector: 'input' }));
  await ue.click(await waitFor(() => within(document.body).getByText(option, { selector: '[role="option"] span' })));
}

describe('the Pro card', () => {
  it('lists the benefits of open areas and puts the rest under Coming soon, by the areas list', () => {
    const closed = Object.fromEntries(Object.keys(AREAS).map((a) => [a, false])) as typeof AREAS;
    expect(proBenefits({ ...closed, billing: true, settings: true })).toEqual({
      now: ['Team balance and credit', 'Unlimited team members'],
      soon: ['Gifting campaigns and invitations', 'Bespoke corporate products', 'Surveys and audience'],
    });
    expect(proBenefits({ ...closed, billing: true, settings: true, campaigns: true }).now).toContain('Gifting campaigns and invitations');
  });

  it('shows no link into an area and marks each area not open yet as coming soon', async () => {
    renderModal();
    await screen.findByRole('button', { name: 'Choose Pro' });
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).queryAllByRole('link')).toEqual([]);
    const soon = PRO_BENEFITS.filter((b) => !AREAS[b.area]).map((b) => b.text);
    if (soon.length) expect(within(dialog).getByTestId('pro-coming-soon')).toHaveTextContent(soon.join(''));
    else expect(within(dialog).queryByTestId('pro-coming-soon')).toBeNull();
  });
});

describe('SignUpModal signed out', { timeout: 30_000 }, () => {
  it('pro path: account step, then form-pro with its validation, then sign-up and the done step', async () => {
    const { ue } = renderModal();
    reply = () => ({ status: 200, body: { team_id: 9, plan: 'trial' } });
    await ue.click(await screen.findByRole('button', { name: 'Choose Pro' }));
    expect(await screen.findByTestId('step-form')).toHaveTextContent('Step 1 of 2');
    await fillAccount(ue);
    await ue.click(screen.getByRole('button', { name: 'Continue' }));

    const pro = await screen.findByTestId('step-form-pro');
    await ue.click(within(pro).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Phone Number is required.')).toBeInTheDocument();
    expect(screen.getByText('Team Size is required.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await fill(ue, screen.getByLabelText(/^Phone Number/), '020 7946 0000');
    await pick(ue, /^Team Size/, '10 or more');
    await ue.click(within(pro).getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Team Size is required.')).toBeInTheDocument();
    await fill(ue, screen.getByLabelText(/^Exact team size/), '25');
    await ue.click(screen.getByLabelText('Corporate Gifting'));
    await ue.click(screen.getByLabelText('Yes'));
    await ue.click(within(pro).getByRole('button', { name: 'Create account' }));

    expect(await screen.findByTestId('step-upgrade-done')).toHaveTextContent('A representative will contact you');
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/v1/team-sign-up', method: 'POST' });
    expect(calls[0]!.body).toEqual({
      accountPlan: 'pro',
      name: 'Pat Smith',
      teamName: 'Smith & Co',
      email: 'pat@smith.test',
      password: 'secret1',
      passwordConfirm: 'secret1',
      phone: '020 7946 0000',
      size: '10+',
      sizeOther: 25,
      targetUse: ['Corporate Gifting'],
      brandedGifts: true,
    });
  });

  it('free path: skips form-pro and sends no pro details', async () => {
    const { ue } = renderModal();
    await ue.click(await screen.findByRole('button', { name: 'Choose On Demand' }));
    expect(await screen.findByTestId('step-form')).toHaveTextContent('Step 1 of 1');
    await fillAccount(ue);
    await pick(ue, /^How did you hear about us/, 'Google');
    await ue.click(screen.getByRole('button', { name: 'Create account' }));

    const done = await screen.findByTestId('step-upgrade-done');
    expect(done).toHaveTextContent('Your account has been created');
    expect(done).not.toHaveTextContent('representative');
    expect(screen.queryByTestId('step-form-pro')).not.toBeInTheDocument();
    expect(calls[0]!.body).toEqual({ accountPlan: 'free', name: 'Pat Smith', teamName: 'Smith & Co', email: 'pat@smith.test', password: 'secret1', passwordConfirm: 'secret1', reference: 'Google' });
  });

  it('shows the account validation messages and does not call the API', async () => {
    const { ue } = renderModal();
    await ue.click(await screen.findByRole('button', { name: 'Choose On Demand' }));
    await fill(ue, await screen.findByLabelText(/^Email/), 'not-an-email');
    await fill(ue, screen.getByLabelText(/^Password$|^Password \*/), 'abc');
    await fill(ue, screen.getByLabelText(/^Password confirmation/), 'abd');
    await ue.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Team Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Email must be valid.')).toBeInTheDocument();
    expect(screen.getByText('Password minimal length is 6')).toBeInTheDocument();
    expect(screen.getByText('Password confirmation must match.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('on failure returns to the step with the rejected field and shows the server message', async () => {
    const { ue } = renderModal();
    reply = () => ({ status: 422, body: { message: 'Email is already registered. Please log in.', code: 'validation', errors: { email: ['Email is already registered. Please log in.'] } } });
    await ue.click(await screen.findByRole('button', { name: 'Choose Pro' }));
    await fillAccount(ue);
    await ue.click(screen.getByRole('button', { name: 'Continue' }));
    await fill(ue, await screen.findByLabelText(/^Phone Number/), '0123');
    await pick(ue, /^Team Size/, '3');
    await ue.click(screen.getByRole('button', { name: 'Create account' }));

    const form = await screen.findByTestId('step-form');
    expect(within(form).getByRole('alert')).toHaveTextContent('Email is already registered. Please log in.');
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('pat@smith.test');
  });
});

describe('SignUpModal signed in', { timeout: 30_000 }, () => {
  it('a trial team opens at trial-pending', async () => {
    renderModal(team('trial'));
    expect(await screen.findByTestId('step-trial-pending')).toHaveTextContent('pending');
  });

  it('a pro team opens at already-pro', async () => {
    renderModal(team('pro'));
    expect(await screen.findByTestId('step-already-pro')).toHaveTextContent('It seems that you are already signed in.');
  });

  it('a free team requests the upgrade: start, form-pro, then the team queries are refreshed', async () => {
    const { ue } = renderModal(team('free'));
    expect(screen.getByTestId('shell-plan')).toHaveTextContent('free · free');
    reply = (c) => ({ status: 200, body: c.url.endsWith('/current-user/teams') ? [{ id: 7, name: 'Corner Shop', slug: 'corner-shop', plan: 'trial', logo_url: null, role: 'manager' }] : team('trial') });
    await ue.click(await screen.findByRole('button', { name: 'Request Pro upgrade' }));
    expect(await screen.findByTestId('step-form-pro')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Team Name/)).not.toBeInTheDocument();
    await fill(ue, screen.getByLabelText(/^Phone Number/), '0123');
    await pick(ue, /^Team Size/, '5');
    await pick(ue, /^How did you hear about us/, 'Other');
    await fill(ue, screen.getByLabelText(/^Please tell us where/), 'A trade fair');
    await ue.click(screen.getByRole('button', { name: 'Request upgrade' }));

    expect(await screen.findByTestId('step-upgrade-done')).toHaveTextContent('Your Pro plan request has been sent');
    expect(calls[0]).toMatchObject({ url: '/api/v1/teams/7/request-plan-upgrade', method: 'POST' });
    expect(calls[0]!.body).toEqual({ phone: '0123', size: '5', targetUse: [], reference: 'Other', referenceOther: 'A trade fair' });
    // The shell's team and team list are fetched again and show the trial.
    await waitFor(() => expect(screen.getByTestId('shell-plan')).toHaveTextContent('trial · trial'));
    expect(calls.slice(1).map((c) => `${c.method} ${c.url}`).sort()).toEqual(['GET /api/v1/current-user/teams', 'GET /api/v1/teams/7']);
  });

  it('preview mode signs up a new team like a visitor', async () => {
    const { ue } = renderModal(team('pro', { id: 132, name: 'Demo Team', is_demo: true }));
    expect(await screen.findByRole('button', { name: 'Choose Pro' })).toBeInTheDocument();
    await ue.click(screen.getByRole('button', { name: 'Choose On Demand' }));
    expect(await screen.findByTestId('step-form')).toBeInTheDocument();
  });
});
