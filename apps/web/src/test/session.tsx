import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router';
import { vi } from 'vitest';
import { defaultPermissions, type TPermission, type TRole } from '@gifthub/shared/permissions';
import type { TPlan } from '@gifthub/shared/plans';
import type { TTeam } from '@gifthub/shared/teams';
import { resolveActionPage } from '@gifthub/shared/action-pages';
import type { TCurrentUser } from '@gifthub/shared/users';
import { Providers, makeQueryClient } from '../app/providers';
import { SessionContext, buildSession } from '../lib/session';
import { UiContext, type TUi } from '../lib/ui';

// Component-test helpers: the real providers inside a signed-in session, and fetch faked at the boundary.

export const makeTeam = (over: Partial<TTeam> = {}): TTeam => ({
  id: 7,
  name: 'Acme Ltd',
  slug: 'acme',
  plan: 'pro',
  pending_upgrade: false,
  balance: 500_000,
  credit_limit: 100_000,
  credit_available: 100_000,
  total_available: 600_000,
  logo_url: null,
  hero_url: null,
  action_logo_url: null,
  action_page: resolveActionPage(null),
  preview_url: '/pick-a-gift/acme/preview?key=0123456789abcdef0123456789abcdef',
  domains: ['acme.test'],
  managers: [],
  corporation_id: null,
  oms_customer_id: null,
  integrations: [],
  notecard_url: null,
  features: { oms: false, fulfilment: false, surveys: true, fulfilment_import: false, fulfilment_fees: false },
  is_demo: false,
  ...over,
});

export const makeUser = (role: TRole, over: Partial<TCurrentUser> = {}): TCurrentUser => ({
  user_id: 11,
  name: 'Maria Manager',
  email: 'maria@acme.test',
  team_id: 7,
  team_name: 'Acme Ltd',
  logo_url: null,
  role,
  permissions: defaultPermissions(role),
  is_bb_admin: role === 'bb_admin',
  show_tutorial: false,
  email_preferences: ['billing'],
  is_demo: false,
  ...over,
});

export type TSessionOpts = {
  role?: TRole;
  plan?: TPlan;
  grant?: TPermission[];
  deny?: TPermission[];
  demo?: boolean;
  team?: Partial<TTeam>;
  user?: Partial<TCurrentUser>;
  /** The route the screen opens at. */
  url?: string;
  /** Also render the router's current path and search in an <output data-testid="location">. */
  showLocation?: boolean;
};

/** Shows the router's current location, so tests can read the query a screen keeps. */
function LocationProbe() {
  const loc = useLocation();
  return <output data-testid="location">{`${loc.pathname}${loc.search}`}</output>;
}

export function renderWithSession(ui: ReactNode, opts: TSessionOpts = {}) {
  const role = opts.role ?? 'manager';
  const team = makeTeam({ plan: opts.plan ?? 'pro', is_demo: opts.demo ?? false, ...opts.team });
  const base = makeUser(role, opts.user);
  const permissions = { ...base.permissions };
  for (const p of opts.grant ?? []) permissions[p] = true;
  for (const p of opts.deny ?? []) permissions[p] = false;
  const session = buildSession(team.id, team, { ...base, permissions }, []);
  const uiCtx: TUi = { openContact: vi.fn(), openSignUp: vi.fn(), openTeamSwitcher: vi.fn() };
  const client = makeQueryClient();
  const result = render(
    <Providers client={client}>
      <MemoryRouter initialEntries={[opts.url ?? '/']}>
        <SessionContext.Provider value={session}>
          <UiContext.Provider value={uiCtx}>
            {ui}
            {opts.showLocation && <LocationProbe />}
          </UiContext.Provider>
        </SessionContext.Provider>
      </MemoryRouter>
    </Providers>,
  );
  return { ...result, session, ui: uiCtx, client };
}

export type TFetchCall = { method: string; url: string; path: string; query: URLSearchParams; body: unknown; headers: Record<string, string> };
type TAnswer = { status?: number; body: unknown };
type TRoute = { method?: string; path: string | RegExp; status?: number; body?: unknown; reply?: (call: TFetchCall) => TAnswer | Promise<TAnswer> };

/** Replaces fetch with canned JSON answers by method and path (the last matching route wins); records every call. */
export function mockFetch(routes: TRoute[]) {
  const calls: TFetchCall[] = [];
  const fn = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = String(input);
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : (init.body ?? null);
    const [path, qs] = url.split('?') as [string, string | undefined];
    const headers = Object.fromEntries(Object.entries((init.headers ?? {}) as Record<string, string>).map(([k, v]) => [k.toLowerCase(), v]));
    const call = { method, url, path, query: new URLSearchParams(qs ?? ''), body, headers };
    calls.push(call);
    const route = [...routes].reverse().find((r) => (r.method ?? 'GET') === method && (typeof r.path === 'string' ? path.endsWith(r.path) : r.path.test(path)));
    if (!route) return new Response(JSON.stringify({ message: 'Not found', code: 'not_found' }), { status: 404, headers: { 'content-type': 'application/json' } });
    // A reply may take its time (a slow server).
    const answer = route.reply ? await route.reply(call) : { status: route.status, body: route.body };
    return new Response(JSON.stringify(answer.body), { status: answer.status ?? 200, headers: { 'content-type': 'application/json' } });
  });
  vi.stubGlobal('fetch', fn);
  return calls;
}

/** Types a value in one input event (char-by-char typing is slow in the test DOM under load). */
export async function fill(el: HTMLElement, text: string) {
  const user = userEvent.setup();
  await user.clear(el);
  if (text) {
    await user.click(el);
    await user.paste(text);
  }
}

/** Component tests render real Mantine screens; give them room on a busy machine. */
export const SLOW = { timeout: 30_000 };
