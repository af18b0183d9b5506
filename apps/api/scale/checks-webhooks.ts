// The scale test's webhook checks: deliveries per second with one and with two processes, and a process killed with
// kill -9 while it holds deliveries in flight, the other sending them within a minute. Events are survey responses
// completed on Acme's seeded survey (public calls: two requests an event), sent to one endpoint made through the API.
import type { TCheckResult } from './checks-start';
import { expectJson, seconds, until } from './http';
import { query } from './postgres';
import { socketOwner } from './receivers';
import { acmeManager, type TStack } from './stack';

const SURVEY = '/api/v1/surveys/acme/client-satisfaction-2026';
const endpoints = new WeakMap<TStack, number>();

/** The endpoint (made once per stack through POST /teams/{id}/webhooks); its secret goes to the receiver. */
async function endpointOf(s: TStack) {
  const known = endpoints.get(s);
  if (known) return known;
  const { auth, teamId } = await acmeManager(s);
  const created = await expectJson<{ id: number; secret: string }>(s.nginx.url, {
    method: 'POST',
    path: `/api/v1/teams/${teamId}/webhooks`,
    headers: auth,
    json: { url: s.hooks.url, events: ['survey.response_completed'] },
  });
  s.hooks.state.secret = created.secret;
  endpoints.set(s, created.id);
  return created.id;
}

/** `n` survey responses created and completed through nginx, eight at a time; the event ids the endpoint got. */
async function emitEvents(s: TStack, endpointId: number, n: number) {
  const [{ last }] = (await query<{ last: number }>(s.pg.url, 'select coalesce(max(id), 0)::int as last from webhook_deliveries where endpoint_id = $1', [endpointId])) as [{ last: number }];
  let next = 0;
  const worker = async () => {
    while (next < n) {
      next += 1;
      const { id } = await expectJson<{ id: string }>(s.nginx.url, { method: 'POST', path: `${SURVEY}/responses`, json: {} });
      await expectJson(s.nginx.url, { method: 'POST', path: `${SURVEY}/responses/${id}/complete` });
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
  const rows = await query<{ event_id: string }>(s.pg.url, 'select event_id from webhook_deliveries where endpoint_id = $1 and id > $2 order by id', [endpointId, last]);
  if (rows.length !== n) throw new Error(`${n} responses completed, but ${rows.length} deliveries were made`);
  return rows.map((r) => r.event_id);
}

const allDelivered = (s: TStack, ids: string[]) => ids.every((id) => (s.hooks.state.delivered.get(id) ?? 0) >= 1);

/** Deliveries per second of `ids` from `since` to the receiver's last answer among them. */
function rate(s: TStack, ids: string[], since: number) {
  const wanted = new Set(ids);
  const last = Math.max(...s.hooks.state.deliveredAt.filter((d) => wanted.has(d.eventId)).map((d) => d.at));
  return ids.length / ((last - since) / 1000);
}

const THROUGHPUT_EVENTS = 60;
const RECEIVER_MS = 200;

/**
 * 60 events to a receiver taking 200 ms each, sent by two processes, then by one (api-b stopped, then started again).
 * The receiver is paused while the events are made (a few seconds, under the senders' 10 s timeout), so all 60 are
 * pending or in flight when it resumes: the rate is the senders', not that of the requests making the events.
 */
export async function webhookThroughput(s: TStack): Promise<TCheckResult> {
  const endpointId = await endpointOf(s);
  s.hooks.state.delayMs = RECEIVER_MS;
  const measure = async () => {
    s.hooks.state.paused = true;
    const ids = await emitEvents(s, endpointId, THROUGHPUT_EVENTS);
    const resumedAt = Date.now();
    s.hooks.state.mostInflight = s.hooks.state.inflight.size;
    s.hooks.resume();
    const { ms } = await until(`${THROUGHPUT_EVENTS} webhook deliveries`, 120_000, () => allDelivered(s, ids), 50);
    return { perSecond: rate(s, ids, resumedAt), ms, most: s.hooks.state.mostInflight };
  };
  const two = await measure();
  await s.b.stop();
  const one = await measure();
  s.b.start();
  await s.b.waitReady();
  const figures = `${THROUGHPUT_EVENTS} events, receiver ${RECEIVER_MS} ms each: two processes ${two.perSecond.toFixed(1)}/s (all sent ${seconds(two.ms)} after the receiver resumed, at most ${two.most} in flight), one process ${one.perSecond.toFixed(1)}/s (${seconds(one.ms)}, at most ${one.most}); bad signatures ${s.hooks.state.badSignatures}`;
  if (s.hooks.state.badSignatures) throw new Error(figures);
  return { figures, numbers: { webhooksPerSecondTwo: two.perSecond, webhooksPerSecondOne: one.perSecond } };
}

const KILL_EVENTS = 30;
const SLOW_RECEIVER_MS = 3_000;
const TAKEOVER_LIMIT_MS = 60_000;

/**
 * A slow receiver (3 s an answer) and 30 events: once a process holds deliveries in flight (the sender's socket
 * found in /proc), it is killed with SIGKILL; every event id must then be answered at least once, with a signature
 * Stripe's library accepts, within a minute; the killed process is started again.
 */
export async function webhookKill(s: TStack): Promise<TCheckResult> {
  const endpointId = await endpointOf(s);
  s.hooks.state.delayMs = SLOW_RECEIVER_MS;
  const ids = await emitEvents(s, endpointId, KILL_EVENTS);
  const pids = () => s.processes.map((p) => p.pid());
  const { value: victim } = await until('a process holding webhook deliveries in flight', 60_000, () => {
    const owners = [...s.hooks.state.inflight].map((f) => ({ f, pid: socketOwner(pids(), f.remotePort) }));
    const byProcess = s.processes.map((p) => ({ p, held: owners.filter((o) => o.pid === p.pid()).map((o) => o.f.eventId) }));
    const most = byProcess.sort((x, y) => y.held.length - x.held.length)[0]!;
    return most.held.length ? most : undefined;
  }, 50);
  const cutBefore = s.hooks.state.cut.length;
  const killedAt = Date.now();
  await victim.p.kill9();
  const held = victim.held.filter((id) => !s.hooks.state.delivered.has(id));
  // The receiver sees the killed sender's connections close before it answers them.
  await until('the killed process\'s connections to close', 10_000, () => s.hooks.state.cut.length > cutBefore, 20);
  // Waited for beyond the minute allowed, so a slow takeover is measured, not only failed.
  await until(`the other process to deliver the ${held.length} events the killed one held`, 3 * TAKEOVER_LIMIT_MS, () => allDelivered(s, held), 100);
  await until(`all ${KILL_EVENTS} events delivered`, 3 * TAKEOVER_LIMIT_MS - (Date.now() - killedAt), () => allDelivered(s, ids), 100);
  // When the receiver first answered each event; the latest of those among `wanted`, from the kill.
  const firstAt = (id: string) => Math.min(...s.hooks.state.deliveredAt.filter((d) => d.eventId === id).map((d) => d.at));
  const answered = (wanted: string[]) => Math.max(...wanted.map(firstAt)) - killedAt;
  const takeoverMs = answered(held);
  const afterKill = answered(ids);
  victim.p.start();
  await victim.p.waitReady();
  const twice = ids.filter((id) => (s.hooks.state.delivered.get(id) ?? 0) > 1).length;
  s.hooks.state.delayMs = 0;
  const figures = `${victim.p.name} killed holding ${held.length} deliveries in flight (${s.hooks.state.cut.length - cutBefore} connections cut); taken over and delivered ${seconds(takeoverMs)} after the kill; all ${KILL_EVENTS} events delivered ${seconds(afterKill)} after it (${twice} delivered twice); bad signatures ${s.hooks.state.badSignatures}; restarted`;
  if (s.hooks.state.badSignatures || afterKill > TAKEOVER_LIMIT_MS) throw new Error(`${figures} (allowed: ${seconds(TAKEOVER_LIMIT_MS)})`);
  return { figures, numbers: { takeoverMs } };
}
