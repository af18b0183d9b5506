import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TProduct } from '@gifthub/shared/catalogue';
import { WEBHOOK_SIGNATURE_HEADER } from '@gifthub/shared/integrations';
import { WEBHOOK_ENDPOINTS_MAX, WEBHOOK_RETRY_DELAYS_MS, webhookTexts } from '@gifthub/shared/webhooks';
import { openSecret } from '../../lib/secrets';
import { signInSeedUsers } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { JOB_HANDLERS } from '../../background-jobs';
import { createJobWorker, listJobsOfKind, type TJobWorker } from '../jobs/jobs.service';
import { apiOf, physicalProduct, type TApi } from '../registrations/registrations.test-helpers';
import { ENDPOINT_IN_FLIGHT_MAX, emitWebhookEvent } from './webhook-events.service';
import { WEBHOOK_SECRET_SEAL } from './webhooks.service';
import * as repo from './webhooks.repository';
import { startReceiver, verifySignature } from './webhooks.test-helpers';

/**
 * Signed webhooks end to end on a fake clock: endpoints (secret once, sealed), the gift lifecycle emitting in its
 * transaction, the job runner sending signed requests to a receiver on the loopback, retries with backoff until a
 * day has passed, replay of the same event id, and another team's endpoints and deliveries answering 404.
 */
const base = Date.UTC(2026, 11, 2, 9, 0, 0);
let offset = 0;
const clock = { now: () => new Date(base + offset) };
let t: TTestApp;
let api: TApi;
let worker: TJobWorker;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let users: Awaited<ReturnType<typeof signInSeedUsers>>;
let hamper: TProduct;

const del = (url: string, token: string) => t.app.inject({ method: 'DELETE', url: `/api/v1${url}`, headers: t.as(token) });
const addEndpoint = async (team: number, url: string, events: string[], token = users.manager) => {
  const res = await api.post(`/teams/${team}/webhooks`, token, { url, events });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { id: number; url: string; events: string[]; secret: string; created_at: string };
};
const deliveriesOf = async (endpointId: number) => (await repo.listDeliveries(t.deps.db, endpointId, 1, 100)).rows;
/** Moves the clock on and lets the job worker run what fell due (each delivery is a job of its own). */
const advance = async (ms: number) => {
  offset += ms;
  await worker.runDue();
};
const tick = advance;
const deliveryWorker = (workerId: string, concurrency: number) => createJobWorker(t.deps, { handlers: JOB_HANDLERS, workerId, concurrency });

beforeAll(async () => {
  t = await createTestApp({ clock });
  api = apiOf(t);
  users = await signInSeedUsers(t);
  hamper = await physicalProduct(t);
  receiver = await startReceiver();
  worker = createJobWorker(t.deps, { handlers: JOB_HANDLERS });
});
afterAll(async () => {
  await worker.stop();
  await receiver.close();
  await t.close();
});

describe('webhook endpoints', () => {
  it('answer the signing secret once, keep it sealed, and list without it', async () => {
    const made = await api.post(`/teams/${users.acme}/webhooks`, users.manager, { url: receiver.url('/once'), events: ['gift.claimed', 'gift.claimed', 'balance.low'] });
    expect(made.statusCode, made.body).toBe(200);
    expect(made.headers['cache-control']).toBe('no-store');
    const body = made.json();
    expect(body.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(body.events).toEqual(['gift.claimed', 'balance.low']);
    const list = await api.get(`/teams/${users.acme}/webhooks`, users.manager);
    expect(list.json().data).toContainEqual({ id: body.id, url: receiver.url('/once'), events: ['gift.claimed', 'balance.low'], created_at: body.created_at });
    expect(list.body).not.toContain(body.secret);
    const row = (await repo.findEndpoint(t.deps.db, users.acme, body.id))!;
    expect(row.secretSealed).not.toContain(body.secret);
    expect(openSecret(row.secretSealed, t.deps.config.tokenKey, WEBHOOK_SECRET_SEAL)).toBe(body.secret);
    expect((await del(`/teams/${users.acme}/webhooks/${body.id}`, users.manager)).statusCode).toBe(200);
    expect((await api.get(`/teams/${users.acme}/webhooks`, users.manager)).json().data.map((e: { id: number }) => e.id)).not.toContain(body.id);
  });

  it('refuse bad input with the first message per field', async () => {
    const bad = async (payload: object) => (await api.post(`/teams/${users.acme}/webhooks`, users.manager, payload)).json().errors;
    expect(await bad({ url: 'ftp://example.com/x', events: ['gift.claimed'] })).toEqual({ url: [webhookTexts.urlInvalid] });
    expect(await bad({ url: 'not a url', events: [] })).toEqual({ url: [webhookTexts.urlInvalid], events: [webhookTexts.eventsRequired] });
    expect(Object.keys(await bad({ url: 'https://example.com/x', events: ['gift.exploded'] }))).toEqual([expect.stringMatching(/^events/)]);
  });

  it('are for members who edit team settings, on Pro, never in the demo', async () => {
    const body = { url: receiver.url('/x'), events: ['gift.claimed'] };
    expect((await api.post(`/teams/${users.acme}/webhooks`, users.associate, body)).statusCode).toBe(403);
    expect((await api.post(`/teams/${users.cornerId}/webhooks`, users.corner, body)).statusCode).toBe(403);
    const demoTeam = (await api.get('/current-user/teams', users.demo)).json()[0].id as number;
    expect((await api.post(`/teams/${demoTeam}/webhooks`, users.demo, body)).statusCode).toBe(403);
    expect((await api.get(`/teams/${demoTeam}/webhooks`, users.demo)).statusCode).toBe(200);
  });

  it(`are at most ${WEBHOOK_ENDPOINTS_MAX} a team`, async () => {
    const team = users.europe;
    const ids: number[] = [];
    for (let i = 0; i < WEBHOOK_ENDPOINTS_MAX; i++) ids.push((await addEndpoint(team, receiver.url(`/many/${i}`), ['survey.response_completed'])).id);
    const over = await api.post(`/teams/${team}/webhooks`, users.manager, { url: receiver.url('/many/x'), events: ['gift.claimed'] });
    expect(over.statusCode).toBe(409);
    expect(over.json().message).toBe(webhookTexts.tooMany);
    for (const id of ids) await del(`/teams/${team}/webhooks/${id}`, users.manager);
  });
});

describe('deliveries', () => {
  it('go out from the job runner, signed, when a gift is claimed', async () => {
    const endpoint = await addEndpoint(users.acme, receiver.url('/claims'), ['gift.claimed', 'gift.declined']);
    const link = await api.post(`/teams/${users.acme}/gb-registrations/invite/link?platform=marketplace`, users.manager, { type: 'physical', product_id: hamper.id });
    expect(link.statusCode, link.body).toBe(200);
    const { registration_id, invite_link } = link.json();
    const claim = await t.app.inject({
      method: 'POST',
      url: `/api/v1/public/gifts/${invite_link.split('/').pop()}/claim`,
      payload: { first_name: 'Rosa', last_name: 'Recipient', email: 'rosa@example.com', address_line_1: '2 Park Lane', city: 'York', postcode: 'YO1 7HH', phone: '07700 900456' },
    });
    expect(claim.statusCode, claim.body).toBe(200);
    // Nothing is sent from the request.
    expect(receiver.at('/claims')).toHaveLength(0);
    const [pending] = await deliveriesOf(endpoint.id);
    expect(pending).toMatchObject({ eventType: 'gift.claimed', status: 'pending', attempts: 0 });

    await advance(10_000);
    const [got] = receiver.at('/claims');
    expect(got).toBeDefined();
    const sig = verifySignature(got!.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] as string, got!.body, endpoint.secret);
    expect(sig.ok).toBe(true);
    expect(sig.t).toBe(Math.floor(clock.now().getTime() / 1000));
    expect(verifySignature(got!.headers[WEBHOOK_SIGNATURE_HEADER.toLowerCase()] as string, got!.body, 'whsec_other').ok).toBe(false);
    expect(got!.headers['content-type']).toBe('application/json');
    expect(got!.headers['gifthub-event']).toBe('gift.claimed');
    expect(got!.headers['gifthub-event-id']).toBe(pending!.eventId);
    expect(got!.headers['gifthub-delivery']).toBe(String(pending!.id));
    const payload = JSON.parse(got!.body);
    expect(Object.keys(payload)).toEqual(['id', 'type', 'created', 'data']);
    expect(payload).toMatchObject({ id: pending!.eventId, type: 'gift.claimed', data: { id: registration_id, status: 'claimed', first_name: 'Rosa', email: 'rosa@example.com', product_name: hamper.name } });
    expect(payload.id).toMatch(/^evt_/);
    const [done] = await deliveriesOf(endpoint.id);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 1, lastStatusCode: 200 });

    const log = await api.get(`/teams/${users.acme}/webhooks/${endpoint.id}/deliveries`, users.manager);
    expect(log.json()).toMatchObject({ data: [{ id: pending!.id, event_id: pending!.eventId, event_type: 'gift.claimed', status: 'succeeded', attempts: 1, last_status_code: 200 }], meta: { total: 1 } });
    await del(`/teams/${users.acme}/webhooks/${endpoint.id}`, users.manager);
  });

  it('are retried with backoff, failed after about a day, and replayed with the same event id', async () => {
    const endpoint = await addEndpoint(users.europe, receiver.url('/down'), ['balance.low']);
    receiver.answer('/down', 500);
    const eventId = await t.deps.db.transaction((tx) => emitWebhookEvent(tx, { teamId: users.europe, type: 'balance.low', data: { team_id: users.europe }, at: clock.now() }));
    const start = offset;
    await tick(0);
    expect(receiver.at('/down')).toHaveLength(1);
    for (const [i, wait] of WEBHOOK_RETRY_DELAYS_MS.entries()) {
      await tick(wait - 1_000);
      expect(receiver.at('/down'), `no attempt before the wait ${i + 1} ends`).toHaveLength(i + 1);
      await tick(1_000);
      expect(receiver.at('/down')).toHaveLength(i + 2);
    }
    const [failed] = await deliveriesOf(endpoint.id);
    expect(failed).toMatchObject({ eventId, status: 'failed', attempts: WEBHOOK_RETRY_DELAYS_MS.length + 1, lastStatusCode: 500, nextAttemptAt: null });
    expect(offset - start).toBeLessThan(24 * 3_600_000);
    expect(offset - start).toBeGreaterThan(20 * 3_600_000);
    await tick(24 * 3_600_000);
    expect(receiver.at('/down')).toHaveLength(WEBHOOK_RETRY_DELAYS_MS.length + 1);

    // Replay: a fresh series of the same event, sent by the next run.
    receiver.answer('/down', 204);
    const token = await t.login('manager@acme.test');
    const replay = await api.post(`/teams/${users.europe}/webhooks/deliveries/${failed!.id}/replay`, token);
    expect(replay.statusCode, replay.body).toBe(200);
    expect(replay.json()).toMatchObject({ id: failed!.id, event_id: eventId, status: 'pending', attempts: 0 });
    await tick(10_000);
    const again = receiver.at('/down');
    expect(again).toHaveLength(WEBHOOK_RETRY_DELAYS_MS.length + 2);
    expect(again.at(-1)!.headers['gifthub-event-id']).toBe(eventId);
    expect(JSON.parse(again.at(-1)!.body).id).toBe(eventId);
    expect(verifySignature(again.at(-1)!.headers['gifthub-signature'] as string, again.at(-1)!.body, endpoint.secret).ok).toBe(true);
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: 'succeeded', attempts: 1, lastStatusCode: 204 });

    // Another team's endpoint and delivery are not found.
    expect((await api.get(`/teams/${users.acme}/webhooks/${endpoint.id}/deliveries`, token)).statusCode).toBe(404);
    expect((await api.post(`/teams/${users.acme}/webhooks/deliveries/${failed!.id}/replay`, token)).statusCode).toBe(404);
    expect((await del(`/teams/${users.acme}/webhooks/${endpoint.id}`, token)).statusCode).toBe(404);
    const corner = await t.login('owner@corner.test');
    expect((await api.get(`/teams/${users.europe}/webhooks`, corner)).statusCode).toBeGreaterThanOrEqual(403);
    await del(`/teams/${users.europe}/webhooks/${endpoint.id}`, token);
    users = { ...users, manager: token };
  });

  it('a replay while an attempt is still in flight is not lost to that attempt', async () => {
    const endpoint = await addEndpoint(users.acme, receiver.url('/slow'), ['balance.low']);
    await t.deps.db.transaction((tx) => emitWebhookEvent(tx, { teamId: users.acme, type: 'balance.low', data: { team_id: users.acme }, at: clock.now() }));
    const release = receiver.hold('/slow');
    const run = tick(0);
    await expect.poll(() => receiver.at('/slow').length).toBe(1);
    const [inFlight] = await deliveriesOf(endpoint.id);
    const replay = await api.post(`/teams/${users.acme}/webhooks/deliveries/${inFlight!.id}/replay`, users.manager);
    expect(replay.statusCode, replay.body).toBe(200);
    release();
    await run;
    // The first attempt's answer came after the replay, so it settled nothing: the replay's fresh series was still
    // due, and the delivery's job (woken by the replay) sent it again.
    expect(receiver.at('/slow')).toHaveLength(2);
    expect((await deliveriesOf(endpoint.id))[0]).toMatchObject({ status: 'succeeded', attempts: 1 });
    await del(`/teams/${users.acme}/webhooks/${endpoint.id}`, users.manager);
  });

  it('are not made when the change that emitted them rolls back', async () => {
    const endpoint = await addEndpoint(users.europe, receiver.url('/rollback'), ['gift.declined']);
    let eventId = '';
    await expect(
      t.deps.db.transaction(async (tx) => {
        eventId = await emitWebhookEvent(tx, { teamId: users.europe, type: 'gift.declined', data: {}, at: clock.now() });
        expect(await repo.listDeliveries(tx, endpoint.id, 1, 10)).toMatchObject({ total: 1 });
        throw new Error('the change fails');
      }),
    ).rejects.toThrow('the change fails');
    expect(eventId).toMatch(/^evt_/);
    expect(await deliveriesOf(endpoint.id)).toEqual([]);
    // Events the endpoint did not choose, and other teams' events, make nothing either.
    await emitWebhookEvent(t.deps.db, { teamId: users.europe, type: 'gift.claimed', data: {}, at: clock.now() });
    await emitWebhookEvent(t.deps.db, { teamId: users.acme, type: 'gift.declined', data: {}, at: clock.now() });
    expect(await deliveriesOf(endpoint.id)).toEqual([]);
    await worker.runDue();
    expect(receiver.at('/rollback')).toHaveLength(0);
  });

  it('go out from every process at once, and a slow receiver holds up only its own deliveries', async () => {
    const slow = await addEndpoint(users.acme, receiver.url('/stuck'), ['balance.low']);
    const fast = await addEndpoint(users.acme, receiver.url('/quick'), ['gift.declined']);
    const release = receiver.hold('/stuck');
    const emit = (type: 'balance.low' | 'gift.declined') => t.deps.db.transaction((tx) => emitWebhookEvent(tx, { teamId: users.acme, type, data: {}, at: clock.now() }));
    const events: string[] = [];
    for (let i = 0; i < 6; i++) events.push(await emit('balance.low'));
    await emit('gift.declined');
    // Process A has three slots: three of the slow receiver's deliveries wait on it.
    const a = deliveryWorker('process-a', 3);
    const b = deliveryWorker('process-b', 8);
    const runA = a.runDue();
    await expect.poll(() => receiver.at('/stuck').length).toBe(3);
    // Process B takes the rest at the same time: one more to the slow receiver (its cap), and the other endpoint's.
    const runB = b.runDue();
    await expect.poll(() => receiver.at('/quick').length).toBe(1);
    await expect.poll(() => receiver.at('/stuck').length).toBe(ENDPOINT_IN_FLIGHT_MAX);
    const holders = async () => (await listJobsOfKind(t.deps.db, 'webhook-delivery')).flatMap((j) => (j.lockedBy ? [j.lockedBy] : [])).sort();
    await expect.poll(holders).toEqual(['process-a', 'process-a', 'process-a', 'process-b']);
    expect((await deliveriesOf(fast.id))[0]).toMatchObject({ status: 'succeeded', attempts: 1 });
    release();
    await Promise.all([runA, runB]);
    // The two put off by the cap go on their next run; every event arrives once.
    await tick(2_000);
    const ids = receiver.at('/stuck').map((r) => r.headers['gifthub-event-id']);
    expect(ids.sort()).toEqual([...events].sort());
    expect((await deliveriesOf(slow.id)).every((d) => d.status === 'succeeded' && d.attempts === 1)).toBe(true);
    await del(`/teams/${users.acme}/webhooks/${slow.id}`, users.manager);
    await del(`/teams/${users.acme}/webhooks/${fast.id}`, users.manager);
  });
});
