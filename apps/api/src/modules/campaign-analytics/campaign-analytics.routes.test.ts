import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { utcDay } from '@gifthub/shared/campaign-analytics';
import type { TTestApp } from '../../test/test-app';
import { credit } from '../billing/billing.service';
import { campaignWith, claim, HAMPER_GB_EV, HAMPER_GB_IV, hamperOption, invite, setAvailable, setRow } from '../campaign-registrations/campaign-registrations.test-helpers';
import { giftTestApp, recipient, type TApi } from '../registrations/registrations.test-helpers';
import { pdfTextItems } from '../payment-documents/payment-documents.test-helpers';

/**
 * The analytics of a campaign built by hand through the real flows (invitations, claims, approvals, a Select & Send,
 * a rejection) and the ledger (a full and a partial refund), checked to the penny against figures worked out here.
 */
let t: TTestApp;
let api: TApi;
let manager: string;
let associate: string;
let corner: string;
let campaign: { id: number; options: number[] };
let forty: string;
let team: number;

const analytics = async (query: string, token = manager) => {
  const res = await api.get(`/gb-campaigns/${campaign.id}?mode=analytics&${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().analytics;
};

/** Registers a campaign's ledger refund as the decline flow writes it (registration_id set, money back). */
const refund = (registrationId: number, iv: number, ev: number, teamId: number) =>
  t.deps.db.transaction((tx) =>
    credit(tx, { teamId, userId: null, type: 'refund', description: 'Refund', priceExVat: ev, price: iv, registrationId, amount: iv, at: new Date() }),
  );

beforeAll(async () => {
  const g = await giftTestApp();
  let staff: string;
  let acme: number;
  ({ t, api, staff, manager, associate, corner, acme } = g);
  team = acme;
  await setAvailable(t, api, staff, manager, acme, 1_000_000);
  campaign = await campaignWith(api, {
    token: manager,
    staff,
    team: acme,
    body: { type: 'sales', opportunity_value: 100, demo_value: 500, deal_value: 2000 },
    options: [hamperOption(g.hamper)],
  });
  const option = campaign.options[0]!;
  const approve = async (id: number, token = manager) => expect((await api.put(`/gb-registrations/${id}`, token, { action: 'confirm' })).statusCode).toBe(200);
  // 1: the manager's, claimed and approved (£40.14), then £10.00 (£8.33 ex VAT) refunded; opened.
  const one = await invite(api, manager, campaign.id);
  await claim(t, one, option);
  await approve(one);
  await refund(one, 1000, 833, acme);
  await setRow(t, one, { visitedAt: new Date() });
  // 2: the associate's, claimed and approved, deal closed; opened.
  const two = await invite(api, associate, campaign.id);
  await claim(t, two, option);
  await approve(two, associate);
  await setRow(t, two, { dealClosed: true, visitedAt: new Date() });
  // 3: a Select & Send by the manager (£40.14 at once), refunded in full; demo booked.
  const sent = await api.post(`/gb-campaigns/${campaign.id}/registrations`, manager, { type: 'physical', platform: 'gifting', option_id: option, ...recipient() });
  expect(sent.statusCode, sent.body).toBe(200);
  const three = sent.json().id as number;
  await refund(three, HAMPER_GB_IV, HAMPER_GB_EV, acme);
  await setRow(t, three, { demoBooked: true });
  // 4: invited 40 days ago and opened then, never claimed.
  const four = await invite(api, manager, campaign.id);
  const fortyDaysAgo = new Date(Date.now() - 40 * 86_400_000);
  forty = utcDay(fortyDaysAgo);
  await setRow(t, four, { createdAt: fortyDaysAgo, invitedAt: fortyDaysAgo, visitedAt: fortyDaysAgo });
  // 5: claimed, waiting for approval. 6: claimed and rejected.
  await claim(t, await invite(api, manager, campaign.id), option);
  const six = await invite(api, manager, campaign.id);
  await claim(t, six, option);
  expect((await api.put(`/gb-registrations/${six}`, manager, { action: 'reject' })).statusCode).toBe(200);
});
afterAll(() => t.close());

describe('GET /gb-campaigns/{id}?mode=analytics', () => {
  it('answers every figure of the hand-built campaign, money to the penny against the ledger', async () => {
    const a = await analytics('');
    expect(a).toMatchObject({ user_range: 'all', date_range: 'all-time', sends: 6, opens: 3, confirmed: 3, for_confirmation: 1, rejected: 1, demo_booked: 1, deal_closed: 1 });
    // Three charges of £40.14 (£33.45 ex VAT), less £40.14 and £10.00 refunded (£33.45 and £8.33 ex VAT).
    expect(a.spent_iv).toBe((3 * HAMPER_GB_IV - HAMPER_GB_IV - 1000) / 100);
    expect(a.spent_ev).toBe((3 * HAMPER_GB_EV - HAMPER_GB_EV - 833) / 100);
    expect(a.spent_iv).toBe(70.28);
    expect(a.spent_ev).toBe(58.57);
    // One confirmed gift (£100), one demo (£500), one deal (£2,000): £2,600 over three recipients; ÷ £58.57.
    expect(a.opportunity_influenced).toBe(2600);
    expect(a.opportunity_single).toBe(866.67);
    expect(a.opportunity_roi).toBe(44.39);
    expect(a.options).toEqual([{ id: campaign.options[0], name: 'Hamper', sends: 5 }]);
    expect(a.team.map((m: { sends: number }) => m.sends)).toEqual([5, 1]);
    const month = new Date().getUTCMonth();
    expect(a.charts.sends.data).toHaveLength(12);
    expect(a.charts.spent.data[month].spent_iv).toBe(70.28);
  });

  it('Your Sales Only counts what the caller invited or registered', async () => {
    const own = await analytics('userRange=own', associate);
    expect(own).toMatchObject({ user_range: 'own', sends: 1, confirmed: 1, deal_closed: 1, spent_iv: HAMPER_GB_IV / 100, spent_ev: HAMPER_GB_EV / 100 });
    expect(own.opportunity_influenced).toBe(2000);
    expect(own.opportunity_roi).toBe(59.79);
  });

  it('date ranges count each figure on its own day', async () => {
    const recent = await analytics('dateRange=last-30-days');
    expect(recent).toMatchObject({ sends: 5, opens: 2, spent_iv: 70.28 });
    const custom = await analytics(`dateRange=custom&dateStart=${forty}&dateEnd=${forty}`);
    expect(custom).toMatchObject({ start_date: forty, end_date: forty, sends: 1, opens: 1, confirmed: 0, spent_iv: 0, opportunity_roi: null });
  });

  it('draws a chosen month by day', async () => {
    const now = new Date();
    const a = await analytics(`sendsChart=${encodeURIComponent(JSON.stringify({ year: now.getUTCFullYear(), month: now.getUTCMonth() + 1 }))}`);
    expect(a.charts.sends.month).toBe(now.getUTCMonth() + 1);
    expect(a.charts.sends.data[now.getUTCDate() - 1].count).toBe(5);
  });

  it('refuses a custom range without its days or reversed, first message per field', async () => {
    const missing = await api.get(`/gb-campaigns/${campaign.id}?mode=analytics&dateRange=custom`, manager);
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors).toMatchObject({ dateStart: ['Start date is required.'], dateEnd: ['End date is required.'] });
    const reversed = await api.get(`/gb-campaigns/${campaign.id}?mode=analytics&dateRange=custom&dateStart=2026-03-02&dateEnd=2026-03-01`, manager);
    expect(reversed.statusCode).toBe(422);
    expect(reversed.json().errors).toEqual({ dateEnd: ['End date must not be before the start date.'] });
    expect((await api.get(`/gb-campaigns/${campaign.id}?mode=analytics&dateRange=yesterday`, manager)).statusCode).toBe(422);
  });

  it("another team's member gets 404, and the plain read has no analytics", async () => {
    expect((await api.get(`/gb-campaigns/${campaign.id}?mode=analytics`, corner)).statusCode).toBe(404);
    expect((await api.get(`/gb-campaigns/${campaign.id}/analytics.pdf`, corner)).statusCode).toBe(404);
    const plain = await api.get(`/gb-campaigns/${campaign.id}`, manager);
    expect(plain.json().analytics).toBeUndefined();
    const withAnalytics = (await api.get(`/gb-campaigns/${campaign.id}?mode=analytics`, manager)).json();
    expect(withAnalytics.statistics).toEqual(plain.json().statistics);
    expect(withAnalytics.options).toEqual(plain.json().options);
  });

  it("the campaign list's statistics are the analytics' sends, confirmed and spent (refunds taken off)", async () => {
    const a = await analytics('');
    const list = await api.get(`/teams/${team}/gb-campaigns?per_page=200`, manager);
    expect(list.statusCode, list.body).toBe(200);
    const row = list.json().data.find((c: { id: number }) => c.id === campaign.id);
    const figures = { sends: a.sends, confirmed: a.confirmed, claims_label: 'Claims', spent_ev: a.spent_ev, spent_iv: a.spent_iv };
    expect(row.statistics).toEqual(figures);
    expect(row.statistics).toEqual({ sends: 6, confirmed: 3, claims_label: 'Claims', spent_ev: 58.57, spent_iv: 70.28 });
    expect((await api.get(`/gb-campaigns/${campaign.id}`, manager)).json().statistics).toEqual(figures);
  });

  it('downloads the ROI summary as a PDF', async () => {
    const res = await api.get(`/gb-campaigns/${campaign.id}/analytics.pdf?dateRange=year-to-date`, manager);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(new RegExp(`campaign-${campaign.id}-roi-summary-\\d{4}-\\d{2}-\\d{2}\\.pdf`));
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Each chart's scale label is drawn on its title's line, above the bars (their boxes: campaign-analytics.pdf.test.ts).
    const items = await pdfTextItems(res.rawPayload);
    const titles = items.filter((i) => /^(SENDS|OPENS|SPENT \(INC VAT\)) · \d{4}$/.test(i.str));
    const scales = items.filter((i) => i.str.startsWith('max '));
    expect(titles).toHaveLength(3);
    expect(scales).toHaveLength(3);
    scales.forEach((scale, n) => {
      expect(Math.abs(scale.y + scale.height - (titles[n]!.y + titles[n]!.height))).toBeLessThan(3);
      expect(scale.x).toBeGreaterThan(titles[n]!.x + titles[n]!.width);
    });
  });
});
