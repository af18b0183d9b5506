import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recipientsExportName } from '@gifthub/shared/campaign-registrations';
import type { TTestApp } from '../../test/test-app';
import { registrations } from '../registrations/registrations.table';
import { giftTestApp, type TApi } from '../registrations/registrations.test-helpers';
import { updateTeamRow } from '../teams/teams.repository';
import { exportRecipients, RECIPIENT_CSV_COLUMNS } from './campaign-export.service';
import { campaignWith, claim, hamperOption, invite, setAvailable, setRow } from './campaign-registrations.test-helpers';
import { csvBody } from '../../test/csv-export';

/** GET /gb-campaigns/{id}/registrations/export: content, filename, filters, formula guard, streamed in batches. */
let t: TTestApp;
let api: TApi;
let staff: string;
let manager: string;
let corner: string;
let acme: number;
let managerId: number;
let campaign: { id: number; options: number[] };
const exportOf = (id: number, token: string, query = '') => api.get(`/gb-campaigns/${id}/registrations/export${query}`, token);
const parse = (body: string) => body.trimEnd().split('\r\n');

beforeAll(async () => {
  const g = await giftTestApp();
  ({ t, api, staff, manager, corner, acme, managerId } = g);
  await setAvailable(t, api, staff, manager, acme, 1_000_000);
  campaign = await campaignWith(api, { token: manager, staff, team: acme, options: [hamperOption(g.hamper)] });
});
afterAll(() => t.close());

describe('the recipients export', () => {
  it('names the file with the campaign id and today, and writes one line per recipient with its state, dates and total', async () => {
    const invited = await invite(api, manager, campaign.id, { email: 'ed.export@example.com', first_name: 'Ed', last_name: 'Export', company: 'Export & Co' });
    const confirmed = await invite(api, manager, campaign.id, { first_name: 'Cy', last_name: 'Confirmed' });
    await claim(t, confirmed, campaign.options[0]!);
    expect((await api.put(`/gb-registrations/${confirmed}`, manager, { action: 'confirm' })).statusCode).toBe(200);
    await setRow(t, confirmed, { processedAt: new Date(), sentAt: new Date(Date.UTC(2026, 5, 1, 9, 5)), trackingUrl: 'https://track.example/9' });
    expect((await api.put(`/gb-registrations/${confirmed}`, manager, { action: 'note-update', note: 'Leave, with "care"' })).statusCode).toBe(200);
    const res = await exportOf(campaign.id, manager);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="${recipientsExportName(campaign.id, new Date())}"`);
    const lines = parse(csvBody(res));
    expect(lines[0]).toBe(RECIPIENT_CSV_COLUMNS.join(','));
    const byId = (id: number) => lines.find((l) => l.startsWith(`${id},`))!;
    expect(byId(invited)).toMatch(/^\d+,Ed,Export,ed\.export@example\.com,Export & Co,Invitation,,Invited,\d\d\/\d\d\/\d{4} \d\d:\d\d,,,,,No,,0\.00,$/);
    expect(byId(confirmed)).toContain(',Hamper,Confirmed,');
    expect(byId(confirmed)).toContain(',01/06/2026 10:05,Sent,https://track.example/9,40.14,"Leave, with ""care"""');
  });

  it('guards against formulas and takes the list\'s filters', async () => {
    const id = await invite(api, manager, campaign.id, { first_name: '=HYPERLINK("x")', last_name: '+1', email: 'f@example.com', company: '@corp' });
    const res = await exportOf(campaign.id, manager, '?search=f@example.com');
    const lines = parse(csvBody(res));
    expect(lines).toHaveLength(2);
    expect(lines[1]).toBe(`${id},"'=HYPERLINK(""x"")",'+1,f@example.com,'@corp,Invitation,,Invited,${lines[1]!.split(',')[8]},,,,,No,,0.00,`);
    const confirmedOnly = parse(csvBody(await exportOf(campaign.id, manager, '?confirmed_at=true')));
    expect(confirmedOnly.slice(1).every((l) => l.includes(',Confirmed,'))).toBe(true);
    expect(confirmedOnly.length).toBeGreaterThan(1);
  });

  it('streams: many recipients come in batches of the given size, never all at once', async () => {
    const big = await campaignWith(api, { token: manager, staff, team: acme, options: [] });
    const N = 1_234;
    const values = Array.from({ length: N }, (_, i) => ({
      teamId: acme,
      platform: 'gifting' as const,
      campaignId: big.id,
      type: 'physical' as const,
      registrationMethod: 'link' as const,
      firstName: `R${i}`,
      lastName: 'Many',
      email: `many${i}@example.com`,
      secret: `export-many-${big.id}-${i}`,
      invitedAt: new Date(),
      invitedBy: managerId,
    }));
    for (let i = 0; i < N; i += 500) await t.deps.db.insert(registrations).values(values.slice(i, i + 500));
    const out = await exportRecipients(t.deps, { id: managerId, isBbAdmin: false }, big.id, {}, 250);
    const chunks: string[] = [];
    for await (const chunk of out.lines) chunks.push(chunk);
    // The header, then one chunk per batch of at most 250 rows.
    expect(chunks).toHaveLength(1 + Math.ceil(N / 250));
    expect(chunks.slice(1).map((c) => parse(c).length)).toEqual([250, 250, 250, 250, 234]);
    const res = await exportOf(big.id, manager);
    expect(parse(csvBody(res))).toHaveLength(N + 1);
  });

  it('is Pro, shows once the campaign is active, and is the campaign team\'s only', async () => {
    expect((await exportOf(campaign.id, corner)).statusCode).toBe(404);
    const requested = await campaignWith(api, { token: manager, staff, team: acme, status: 'requested', options: [] });
    expect((await exportOf(requested.id, manager)).statusCode).toBe(409);
    await updateTeamRow(t.deps.db, acme, { plan: 'free' });
    try {
      const res = await exportOf(campaign.id, manager);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('pro_plan_required');
    } finally {
      await updateTeamRow(t.deps.db, acme, { plan: 'pro' });
    }
  });
});
