import type { TTestApp } from './test-app';

/** The id of one of the signed-in user's teams, by slug. */
export async function teamIdOf(t: TTestApp, token: string, slug: string): Promise<number> {
  const res = await t.app.inject({ method: 'GET', url: '/api/v1/current-user/teams', headers: t.as(token) });
  const team = (res.json() as { id: number; slug: string }[]).find((x) => x.slug === slug);
  if (!team) throw new Error(`no team ${slug}`);
  return team.id;
}

/**
 * The demo seed's people signed in — staff, Acme's manager and associate, Corner Shop's owner and the demo
 * user — with the ids the tests use: Acme, Acme Europe and Corner Shop, and Acme's manager and associate.
 */
export async function signInSeedUsers(t: TTestApp) {
  const emails = ['staff@gifthub.test', 'manager@acme.test', 'associate@acme.test', 'owner@corner.test', 'demo@gifthub.test'];
  const [staff, manager, associate, corner, demo] = (await Promise.all(emails.map((e) => t.login(e)))) as [string, string, string, string, string];
  const [acme, europe, cornerId] = await Promise.all([teamIdOf(t, manager, 'acme'), teamIdOf(t, manager, 'acme-europe'), teamIdOf(t, corner, 'corner-shop')]);
  const res = await t.app.inject({ method: 'GET', url: `/api/v1/teams/${acme}/members?per_page=50`, headers: t.as(manager) });
  const members = res.json().data as { user_id: number; email: string }[];
  const userId = (email: string) => members.find((m) => m.email === email)!.user_id;
  return { staff, manager, associate, corner, demo, acme, europe, cornerId, managerId: userId('manager@acme.test'), associateId: userId('associate@acme.test') };
}
