import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProduct } from '@gifthub/shared/catalogue';
import { WEBHOOK_BALANCE_LOW_PENCE } from '@gifthub/shared/webhooks';
import { signInSeedUsers } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { credit, getBalance, spend } from '../billing/billing.service';
import { apiOf, physicalProduct, type TApi } from '../registrations/registrations.test-helpers';
import { surveyApi } from '../surveys/surveys.test-helpers';
import * as repo from './webhooks.repository';

/**
 * The events come from the real lifecycle: decline, the fulfilment steps, the ledger's low-balance crossing and a
 * survey response's completion. The campaign events (approve, expiry) are in webhook-lifecycle-campaigns.test.ts.
 */
let t: TTestApp;
let api: TApi;
let users: Awaited<ReturnType<typeof signInSeedUsers>>;
let hamper: TProduct;

const eventsOf = async (endpointId: number) =>
  (await repo.listDeliveries(t.deps.db, endpointId, 1, 100)).rows.map((d) => ({ type: d.eventType, data: (d.payload as { data: Record<string, unknown> }).data })).reverse();
const addEndpoint = async (team: number, events: string[]) => {
  const res = await api.post(`/teams/${team}/webhooks`, users.manager, { url: 'https://hooks.example.com/in', events });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
};
const link = async () => {
  const res = await api.post(`/teams/${users.acme}/gb-registrations/invite/link?platform=marketplace`, users.manager, { type: 'physical', product_id: hamper.id });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { registration_id: number; invite_link: string };
};
const publicPost = (path: string, payload: object) => t.app.inject({ method: 'POST', url: `/api/v1/public/gifts/${path}`, payload });
const address = { first_name: 'Flo', last_name: 'Follow', email: 'flo@example.com', address_line_1: '4 Mill Road', city: 'Hull', postcode: 'HU1 1AA', phone: '07700 900111' };

beforeAll(async () => {
  t = await createTestApp();
  api = apiOf(t);
  users = await signInSeedUsers(t);
  hamper = await physicalProduct(t);
});
afterAll(() => t.close());

describe('lifecycle events', () => {
  it('gift.declined when the recipient declines; gift.sent and gift.delivered from the fulfilment steps', async () => {
    const endpoint = await addEndpoint(users.acme, ['gift.claimed', 'gift.declined', 'gift.sent', 'gift.delivered', 'gift.returned']);
    const declined = await link();
    expect((await publicPost(`${declined.invite_link.split('/').pop()}/decline`, {})).statusCode).toBe(200);

    const kept = await link();
    expect((await publicPost(`${kept.invite_link.split('/').pop()}/claim`, address)).statusCode).toBe(200);
    const step = async (body: object) => expect((await api.put(`/admin/fulfilment/${kept.registration_id}`, users.staff, body)).statusCode).toBe(200);
    await step({ action: 'processed' });
    await step({ action: 'sent', carrier: 'Royal Mail', tracking_url: 'https://track.example.com/RM1' });
    await step({ action: 'delivered' });

    const events = await eventsOf(endpoint);
    expect(events.map((e) => [e.type, e.data.id, e.data.status])).toEqual([
      ['gift.declined', declined.registration_id, 'declined'],
      ['gift.claimed', kept.registration_id, 'claimed'],
      ['gift.sent', kept.registration_id, 'sent'],
      ['gift.delivered', kept.registration_id, 'delivered'],
    ]);
    expect(events[2]!.data).toMatchObject({ carrier: 'Royal Mail', tracking_url: 'https://track.example.com/RM1', first_name: 'Flo' });
  });

  it('balance.low once when a debit crosses below the threshold, and again only after a new crossing', async () => {
    const endpoint = await addEndpoint(users.europe, ['balance.low']);
    const debit = (amount: number) =>
      t.deps.db.transaction((tx) => spend(tx, { teamId: users.europe, userId: null, type: 'adjustment', description: 'webhook test', amount, at: new Date() }));
    await t.deps.db.transaction((tx) => credit(tx, { teamId: users.europe, userId: null, type: 'adjustment', description: 'webhook test', amount: 2 * WEBHOOK_BALANCE_LOW_PENCE, at: new Date() }));
    const { total_available } = await getBalance(t.deps.db, users.europe);
    // Down to just above the threshold: nothing; then below it: one event; further debits below it: nothing more.
    await debit(total_available - WEBHOOK_BALANCE_LOW_PENCE - 100);
    expect(await eventsOf(endpoint)).toEqual([]);
    await debit(200);
    await debit(50);
    const events = await eventsOf(endpoint);
    expect(events).toHaveLength(1);
    // A top-up above it and a new drop is a new crossing.
    await t.deps.db.transaction((tx) => credit(tx, { teamId: users.europe, userId: null, type: 'adjustment', description: 'webhook test', amount: 1_000, at: new Date() }));
    await debit(1_000);
    expect(await eventsOf(endpoint)).toHaveLength(2);
    expect(events[0]).toMatchObject({ type: 'balance.low', data: { team_id: users.europe, total_available: (WEBHOOK_BALANCE_LOW_PENCE - 100) / 100, threshold: WEBHOOK_BALANCE_LOW_PENCE / 100 } });
  });

  it('survey.response_completed once per response, from Complete or a page that ends the survey; not while answering', async () => {
    const endpoint = await addEndpoint(users.acme, ['survey.response_completed']);
    const other = await addEndpoint(users.acme, ['gift.claimed', 'gift.approved', 'invitation.expired', 'balance.low']);
    const surveys = surveyApi(t);
    const id = await surveys.create(users.acme, users.manager, { name: 'Webhook feedback' });
    const question = await surveys.addPage(users.acme, id, users.manager, 'question', 'rating');
    const final = await surveys.addPage(users.acme, id, users.manager, 'final');
    const { slug } = await surveys.publish(users.acme, id, users.manager);
    const pub = (path: string, payload: object = {}) => t.app.inject({ method: 'POST', url: `/api/v1/surveys/acme/${slug}${path}`, payload });
    const start = async () => (await pub('/responses')).json().id as string;
    const completedAt = async (token: string) =>
      (await t.deps.db.query.surveyResponses.findFirst({ where: (r, { eq }) => eq(r.token, token) }))!.completedAt!.toISOString();

    // Answering and moving between question pages is not completing.
    const viaButton = await start();
    expect((await pub(`/responses/${viaButton}/visits`, { page_id: question.id })).statusCode).toBe(200);
    const answered = await t.app.inject({ method: 'PUT', url: `/api/v1/surveys/acme/${slug}/responses/${viaButton}/answers`, payload: { question_id: question.questions[0]!.id, value: 4 } });
    expect(answered.statusCode, answered.body).toBe(200);
    expect(await eventsOf(endpoint)).toEqual([]);
    // Complete: one event; a second Complete is refused and sends nothing.
    expect((await pub(`/responses/${viaButton}/complete`)).statusCode).toBe(200);
    expect((await pub(`/responses/${viaButton}/complete`)).statusCode).toBe(409);
    // The final page hides the button, so entering it completes; entering it again, or Complete after, sends nothing.
    const viaPage = await start();
    expect((await pub(`/responses/${viaPage}/visits`, { page_id: final.id })).statusCode).toBe(200);
    expect((await pub(`/responses/${viaPage}/visits`, { page_id: final.id })).statusCode).toBe(200);
    expect((await pub(`/responses/${viaPage}/complete`)).statusCode).toBe(409);
    expect((await pub(`/responses/${viaButton}/visits`, { page_id: final.id })).statusCode).toBe(200);
    // Two visits of the final page and a Complete at once (a double tap, a retry): one of them completes, one event.
    const raced = await start();
    const answers = await Promise.all([
      pub(`/responses/${raced}/visits`, { page_id: final.id }),
      pub(`/responses/${raced}/visits`, { page_id: final.id }),
      pub(`/responses/${raced}/complete`),
    ]);
    expect(answers.map((a) => a.statusCode).filter((code) => code === 200).length).toBeGreaterThanOrEqual(2);

    const survey = { type: 'survey.response_completed', data: { survey_id: id, survey_name: 'Webhook feedback' } };
    expect(await eventsOf(endpoint)).toEqual([
      { ...survey, data: { ...survey.data, response_id: viaButton, completed_at: await completedAt(viaButton) } },
      { ...survey, data: { ...survey.data, response_id: viaPage, completed_at: await completedAt(viaPage) } },
      { ...survey, data: { ...survey.data, response_id: raced, completed_at: await completedAt(raced) } },
    ]);
    expect(await eventsOf(other)).toEqual([]);
  });
});
