import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchTexts } from '@gifthub/shared/campaign-batches';
import { CSV_TEMPLATE_HEADERS, csvTexts } from '@gifthub/shared/campaign-csv';
import { campaignRegistrationTexts } from '@gifthub/shared/campaign-registrations';
import type { TProduct } from '@gifthub/shared/catalogue';
import { texts as giftTexts } from '@gifthub/shared/gifts';
import { texts } from '@gifthub/shared/messages';
import { claimTexts } from '@gifthub/shared/claim-texts';
import type { TTestApp } from '../../test/test-app';
import { tableRows } from '../../db/table-rows';
import { giftTestApp, outbox, type TApi } from '../registrations/registrations.test-helpers';
import { updateTeamRow } from '../teams/teams.repository';
import { available, campaignWith, HAMPER_GB_IV, hamperOption, multipart, MULTIPART_TYPE, setAvailable, setStatus } from './campaign-registrations.test-helpers';

/** Multi Send and Multi Invite by CSV and their lists (spec 1 §2, §5, §6, §7). */
let t: TTestApp;
let api: TApi;
let staff: string;
let manager: string;
let associate: string;
let demo: string;
let acme: number;
let associateId: number;
let hamper: TProduct;
let campaign: { id: number; options: number[] };

const upload = (kind: 'csv' | 'csv-link', token: string, csv: string | null, fields: Record<string, string>, o: { dry?: boolean; key?: string; id?: number; file?: { name: string; type: string } } = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/gb-campaigns/${o.id ?? campaign.id}/registrations/bulk/${kind}${o.dry ? '?dry_run=true' : ''}`,
    headers: { ...t.as(token), 'content-type': MULTIPART_TYPE, ...(o.key ? { 'idempotency-key': o.key } : {}) },
    payload: multipart(csv, fields, o.file),
  });

let n = 0;
const inviteCsv = (rows: number, bad: string[] = []) =>
  [CSV_TEMPLATE_HEADERS.invite.join(','), ...Array.from({ length: rows }, (_, i) => `lead${++n}.${i}@example.com,Lena,Lead${i}`), ...bad].join('\n');
const sendLine = (i: number, over = '') => over || `send${++n}.${i}@example.com,Sam,Sender${i},1 High Street,,Leeds,,LS1 4AP,GB,`;
const sendCsv = (lines: string[]) => [CSV_TEMPLATE_HEADERS.send.join(','), ...lines].join('\n');

beforeAll(async () => {
  ({ t, api, staff, manager, associate, demo, acme, hamper, associateId } = await giftTestApp());
  await setAvailable(t, api, staff, manager, acme, 1_000_000);
  campaign = await campaignWith(api, { token: manager, staff, team: acme, options: [hamperOption(hamper)] });
});
afterAll(() => t.close());

describe('Multi Invite (bulk/csv-link)', () => {
  it('a dry run answers the rows, every error by line and field and the most it can cost, and writes nothing', async () => {
    const csv = inviteCsv(3, ['bad-email,Ann,Lee', 'x@example.com,Zoë,Lee', 'y@example.com,,Lee']);
    const before = await tableRows(t.deps.db);
    const res = await upload('csv-link', manager, csv, { batch_label: 'Spring leads' }, { dry: true });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      dry_run: true,
      rows: 6,
      errors_total: 3,
      errors: [
        { line: 5, field: 'email', message: 'E-mail must be valid.' },
        { line: 6, field: 'first_name', message: csvTexts.characters('First Name') },
        { line: 7, field: 'first_name', message: 'First Name is required.' },
      ],
      // Charged at confirmation: at most the dearest gift (£30 + £4.20 + £12 FR shipping + £1.20 notecard) per valid row.
      charged: 'on-confirmation',
      balance_covered: true,
      created: 0,
      batch: null,
    });
    expect(res.json().total).toBeCloseTo(3 * 47.4, 2);
    expect(await tableRows(t.deps.db)).toEqual(before);
  });

  it('a run with a bad line writes nothing and answers 422 with the report', async () => {
    const before = await tableRows(t.deps.db);
    const res = await upload('csv-link', manager, inviteCsv(4, ['no-at-sign,Ann,Lee']), { batch_label: 'Refused' });
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toMatchObject({ code: 'validation_failed', message: csvTexts.hasErrors(1), report: { errors: [{ line: 6, field: 'email' }], created: 0 } });
    expect(await tableRows(t.deps.db)).toEqual(before);
  });

  it('creates every row as multiple-link in one list, e-mails each, charges nothing now; a retry with the same key writes once', async () => {
    const before = await available(api, manager, acme);
    const csv = inviteCsv(5);
    const first = await upload('csv-link', manager, csv, { batch_label: 'Summer leads', invitation_message: 'Pick a thank-you!' }, { key: 'bulk-invite-1' });
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body).toMatchObject({ dry_run: false, rows: 5, created: 5, errors: [], batch: { label: 'Summer leads', method: 'multiple-link', total: 5, registered: 0, confirmed: 0, sent: 0 } });
    expect(body.batch.shared_secret).toMatch(/^[A-Za-z0-9_-]{32}$/);
    const again = await upload('csv-link', manager, csv, { batch_label: 'Summer leads', invitation_message: 'Pick a thank-you!' }, { key: 'bulk-invite-1' });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    const list = (await api.get(`/gb-campaigns/${campaign.id}/registrations?per_page=50&sort=id&direction=desc`, manager)).json().data as { registration_method: string; batch_label: string; email: string }[];
    const rows = list.filter((r) => r.batch_label === 'Summer leads');
    expect(rows).toHaveLength(5);
    expect(new Set(rows.map((r) => r.registration_method))).toEqual(new Set(['multiple-link']));
    expect(await available(api, manager, acme)).toBe(before);
    const mail = (await outbox(t, staff, rows[0]!.email))[0]!;
    expect(mail).toMatchObject({ kind: 'campaign-invitation' });
    expect(mail.text).toContain('Pick a thank-you!');
  });

  it('adds to an existing list with shared_secret (Add More Leads), refusing e-mails already on it', async () => {
    const made = (await upload('csv-link', manager, inviteCsv(2), { batch_label: 'Autumn leads' })).json();
    const secret = made.batch.shared_secret as string;
    const known = `lead${n}.1@example.com`;
    const dup = await upload('csv-link', manager, [CSV_TEMPLATE_HEADERS.invite.join(','), `${known},Lena,Again`].join('\n'), { batch_label: 'ignored', shared_secret: secret }, { dry: true });
    expect(dup.json().errors).toEqual([{ line: 2, field: 'email', message: csvTexts.onList }]);
    const more = await upload('csv-link', manager, inviteCsv(3), { batch_label: 'ignored', shared_secret: secret });
    expect(more.statusCode, more.body).toBe(200);
    expect(more.json().batch).toMatchObject({ label: 'Autumn leads', total: 5, shared_secret: secret });
    // A Multi Invite list takes no Multi Send rows.
    const wrong = await upload('csv', manager, sendCsv([sendLine(0)]), { batch_label: 'x', shared_secret: secret, option_id: String(campaign.options[0]) });
    expect(wrong.statusCode).toBe(409);
    expect(wrong.json().message).toBe(batchTexts.wrongKind('send'));
  });

  it('checks the balance for the whole batch: each row at its most', async () => {
    await setAvailable(t, api, staff, manager, acme, 4740 * 2);
    const dry = (await upload('csv-link', manager, inviteCsv(3), { batch_label: 'Too many' }, { dry: true })).json();
    expect(dry).toMatchObject({ balance_covered: false, errors: [] });
    const res = await upload('csv-link', manager, inviteCsv(3), { batch_label: 'Too many' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(campaignRegistrationTexts.balanceLow);
    expect((await upload('csv-link', manager, inviteCsv(2), { batch_label: 'Enough' })).statusCode).toBe(200);
    await setAvailable(t, api, staff, manager, acme, 1_000_000);
  });
});

describe('Multi Send (bulk/csv)', () => {
  it('sends a confirmed gift per line, paid now from the balance, a ledger spend each; lines that cannot ship are reported', async () => {
    const option = String(campaign.options[0]);
    const dry = await upload('csv', manager, sendCsv([sendLine(1), `fr${++n}@example.com,Fay,Far,1 Rue,,Paris,,75001,FR,+33 1 23`, `es${++n}@example.com,Eva,Sol,1 Calle,,Madrid,,28001,ES,+34 91 123`]), { batch_label: 'VIPs', option_id: option }, { dry: true });
    expect(dry.json()).toMatchObject({ rows: 3, charged: 'now', errors: [{ line: 4, field: 'country', message: giftTexts.noShipping }] });
    const before = await available(api, manager, acme);
    const res = await upload('csv', manager, sendCsv([sendLine(1), sendLine(2)]), { batch_label: 'VIPs', option_id: option, send_email: 'true' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ created: 2, total: (2 * HAMPER_GB_IV) / 100, batch: { method: 'multiple', total: 2, registered: 2, confirmed: 2, sent: 0 } });
    expect(await available(api, manager, acme)).toBe(before - 2 * HAMPER_GB_IV);
  });

  it('requires the Gift Box Option, a CSV file and the list label', async () => {
    const none = await upload('csv', manager, sendCsv([sendLine(1)]), { batch_label: 'x' });
    expect(none.json().errors).toEqual({ option_id: [batchTexts.optionRequired] });
    const noFile = await upload('csv', manager, null, { batch_label: '', option_id: String(campaign.options[0]) });
    expect(noFile.json().errors).toEqual({ file: [csvTexts.fileRequired], batch_label: ['List Label is required.'] });
    const xlsx = await upload('csv', manager, 'x', { batch_label: 'x', option_id: String(campaign.options[0]) }, { file: { name: 'list.xlsx', type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' } });
    expect(xlsx.json().errors).toEqual({ file: [csvTexts.notCsv] });
  });
});

describe('who may upload', () => {
  it('use-balance is required, with the spec text', async () => {
    const perms = { 'use-balance': false, 'use-cards': true, 'team-finance': true, 'view-others-orders': true };
    expect((await api.put(`/teams/${acme}/members/${associateId}`, manager, { name: 'Adam Associate', permissions: perms })).statusCode).toBe(200);
    const res = await upload('csv-link', associate, inviteCsv(1), { batch_label: 'x' });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(texts.noTeamCredit);
    expect((await api.put(`/teams/${acme}/members/${associateId}`, manager, { name: 'Adam Associate', permissions: { ...perms, 'use-balance': true } })).statusCode).toBe(200);
    expect((await upload('csv-link', associate, inviteCsv(1), { batch_label: 'x' }, { dry: true })).statusCode).toBe(200);
  });

  it('corporation 5 has neither Multi Send nor Multi Invite; the demo and other teams are refused', async () => {
    await updateTeamRow(t.deps.db, acme, { corporationId: 5 });
    const invite = await upload('csv-link', manager, inviteCsv(1), { batch_label: 'x' });
    expect([invite.statusCode, invite.json().message]).toEqual([403, campaignRegistrationTexts.noMultiInvite]);
    const send = await upload('csv', manager, sendCsv([sendLine(1)]), { batch_label: 'x', option_id: String(campaign.options[0]) });
    expect([send.statusCode, send.json().message]).toEqual([403, batchTexts.noMultiSend]);
    await updateTeamRow(t.deps.db, acme, { corporationId: null });
    expect((await upload('csv-link', demo, inviteCsv(1), { batch_label: 'x' })).json().code).toBe('demo_read_only');
  });

  it('a paused or leaked campaign takes no upload, as single invitations', async () => {
    const paused = await campaignWith(api, { token: manager, staff, team: acme, options: [hamperOption(hamper)], status: 'leaked' });
    const res = await upload('csv-link', manager, inviteCsv(1), { batch_label: 'x' }, { id: paused.id });
    expect([res.statusCode, res.json().message]).toEqual([409, campaignRegistrationTexts.leaked]);
    await setStatus(api, staff, paused.id, 'active');
  });
});

describe('lists (batch)', () => {
  it('reads and renames a list (max 100); another campaign or an unknown secret is 404', async () => {
    const made = (await upload('csv-link', manager, inviteCsv(2), { batch_label: 'Winter leads' })).json();
    const url = `/gb-campaigns/${campaign.id}/registrations/batch/${made.batch.shared_secret}`;
    expect((await api.get(url, manager)).json()).toMatchObject({ label: 'Winter leads', method: 'multiple-link', total: 2, registered: 0 });
    const renamed = await api.put(url, manager, { label: 'Winter VIP leads' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().label).toBe('Winter VIP leads');
    expect((await api.put(url, manager, { label: 'x'.repeat(101) })).json().errors).toEqual({ label: ['List Label maximal length is 100'] });
    expect((await api.put(url, demo, { label: 'Nope' })).json().code).toBe('demo_read_only');
    expect((await api.get(`/gb-campaigns/${campaign.id}/registrations/batch/${'A'.repeat(32)}`, manager)).statusCode).toBe(404);
    const other = await campaignWith(api, { token: manager, staff, team: acme, options: [hamperOption(hamper)] });
    expect((await api.get(`/gb-campaigns/${other.id}/registrations/batch/${made.batch.shared_secret}`, manager)).statusCode).toBe(404);
  });
});

describe('the batch link (registration_page?invite={secret})', () => {
  it('lets an e-mail on the list claim its invitation once; an e-mail not on it claims nothing', async () => {
    const made = (await upload('csv-link', manager, inviteCsv(2), { batch_label: 'Link leads' })).json();
    const secret = made.batch.shared_secret as string;
    const slug = (await api.get(`/gb-campaigns/${campaign.id}`, manager)).json().slug as string;
    const url = `/public/campaigns/acme/${slug}/invite/${secret}/claim`;
    const address = { first_name: 'Lena', last_name: 'Lead', address_line_1: '3 Mill Road', city: 'Bath', postcode: 'BA1 1AA', country: 'GB', phone: '07700 900777' };
    const email = `lead${n}.1@example.com`;
    const claimed = await api.post(url, null, { ...address, email: email.toUpperCase(), option_id: campaign.options[0] });
    expect(claimed.statusCode, claimed.body).toBe(200);
    expect(claimed.json()).toMatchObject({ state: 'claimed' });
    const again = await api.post(url, null, { ...address, email, option_id: campaign.options[0] });
    expect([again.statusCode, again.json().message]).toEqual([409, claimTexts.alreadyClaimed]);
    const stranger = await api.post(url, null, { ...address, email: 'stranger@example.com', option_id: campaign.options[0] });
    expect([stranger.statusCode, stranger.json().message]).toEqual([422, batchTexts.notOnList]);
    expect((await api.get(`/gb-campaigns/${campaign.id}/registrations/batch/${secret}`, manager)).json()).toMatchObject({ total: 2, registered: 1 });
  });
});
