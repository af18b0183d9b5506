import { expect } from 'vitest';
import type { TProduct } from '@gifthub/shared/catalogue';
import type { TTestApp } from '../../test/test-app';
import { findRegistration, updateRegistration } from '../registrations/registrations.repository';
import type { TRegistrationRow } from '../registrations/registrations.table';
import type { TApi } from '../registrations/registrations.test-helpers';
import { updateTeamRow } from '../teams/teams.repository';

/** Shared by the campaign recipients' tests: an active campaign with options, claims, balances. */

let n = 0;
export const uniq = (name: string) => `${name} ${Date.now().toString(36)}${++n}`;

/** A physical option of the hamper: £30 gift + £4.20 pick and pack + £5.94 GB shipping = £40.14 inc VAT (£33.45 ex). */
export const hamperOption = (hamper: TProduct, over: Record<string, unknown> = {}) => ({
  name: 'Hamper',
  type: 'physical',
  product_id: hamper.id,
  shipping_costs: [
    { countries: ['GB'], shipping_ev_cost: 4.95, shipping_iv_cost: 5.94 },
    { countries: ['FR', 'DE'], shipping_ev_cost: 10, shipping_iv_cost: 12 },
  ],
  pp_ev_cost: 3.5,
  pp_iv_cost: 4.2,
  ...over,
});
export const HAMPER_GB_IV = 4014;
export const HAMPER_GB_EV = 3345;

type TCampaignSetup = { token: string; staff: string; team: number; body?: Record<string, unknown>; status?: 'active' | 'paused' | 'leaked' | 'completed' | 'requested'; options?: Record<string, unknown>[] };

/** A campaign requested by the team, activated by staff with its options (then moved to status when asked). */
export async function campaignWith(api: TApi, p: TCampaignSetup): Promise<{ id: number; options: number[] }> {
  const res = await api.post(`/teams/${p.team}/gb-campaigns`, p.token, { type: 'year-round', reward_type: 'physical', privacy: 'invite', name: uniq('Thank You'), ...p.body });
  expect(res.statusCode, res.body).toBe(200);
  const id = (res.json() as { id: number }).id;
  const options: number[] = [];
  for (const o of p.options ?? []) {
    const made = await api.post(`/admin/gb-campaigns/${id}/options`, p.staff, o);
    expect(made.statusCode, made.body).toBe(200);
    options.push(made.json().id);
  }
  const status = p.status ?? 'active';
  if (status !== 'requested') {
    expect((await api.put(`/admin/gb-campaigns/${id}/status`, p.staff, { status: 'active' })).statusCode).toBe(200);
    if (status !== 'active') expect((await api.put(`/admin/gb-campaigns/${id}/status`, p.staff, { status })).statusCode).toBe(200);
  }
  return { id, options };
}

/** Staff moves a campaign to a status. */
export async function setStatus(api: TApi, staff: string, id: number, status: string) {
  const res = await api.put(`/admin/gb-campaigns/${id}/status`, staff, { status });
  expect(res.statusCode, res.body).toBe(200);
}

/** An invitation by link; answers the registration id. */
export async function invite(api: TApi, token: string, campaignId: number, body: Record<string, unknown> = {}) {
  const res = await api.post(`/gb-campaigns/${campaignId}/registrations/invite/link`, token, { email: `rita+${++n}@example.com`, first_name: 'Rita', last_name: `Recipient${n}`, ...body });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().registration_id as number;
}

/** The recipient claims on the campaign page (the claim page's own module): registered with an option and its price. */
export async function claim(t: TTestApp, id: number, optionId: number | null, totalIv = HAMPER_GB_IV, totalEv = HAMPER_GB_EV): Promise<TRegistrationRow> {
  return (await updateRegistration(t.deps.db, id, {
    registeredAt: new Date(),
    optionId,
    optionName: optionId ? 'Hamper' : null,
    totalIv: optionId ? totalIv : 0,
    totalEv: optionId ? totalEv : 0,
    addressLine1: '1 High Street',
    city: 'Leeds',
    postcode: 'LS1 4AP',
    country: 'GB',
  }))!;
}

/** Sets a row's columns directly (fulfilment steps, states the tests drive to). */
export const setRow = async (t: TTestApp, id: number, values: Parameters<typeof updateRegistration>[2]) => (await updateRegistration(t.deps.db, id, values))!;
export const rowOf = async (t: TTestApp, id: number) => (await findRegistration(t.deps.db, id))!;

/** Sets a team's ledger to exactly `pence` available with no credit (staff adjustment of the difference). */
export async function setAvailable(t: TTestApp, api: TApi, staff: string, token: string, team: number, pence: number) {
  await updateTeamRow(t.deps.db, team, { creditLimit: 0 });
  const b = (await api.get(`/teams/${team}/balance`, token)).json();
  const now = Math.round(b.balance * 100) - Math.round(b.credit_used * 100);
  const diff = pence - now;
  if (diff !== 0) {
    const res = await api.post(`/admin/billing/teams/${team}/adjustments`, staff, { amount: diff / 100, reason: 'Test balance' });
    expect(res.statusCode, res.body).toBe(200);
  }
}

export const available = async (api: TApi, token: string, team: number) => Math.round((await api.get(`/teams/${team}/balance`, token)).json().total_available * 100);

const BOUNDARY = '----gifthub-bulk-boundary';
/** The content type of a `multipart()` body. */
export const MULTIPART_TYPE = `multipart/form-data; boundary=${BOUNDARY}`;
/** A multipart body (a Multi Send or Multi Invite upload): the form's fields, then the CSV as the `file` part. */
export function multipart(csv: string | null, fields: Record<string, string>, file = { name: 'list.csv', type: 'text/csv' }) {
  const parts = Object.entries(fields).map(([k, v]) => Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  if (csv !== null) parts.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n${csv}\r\n`));
  parts.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  return Buffer.concat(parts);
}
