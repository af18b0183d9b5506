/**
 * npm run bench:surveys: a survey's public page under a crowd (issue 13). The real app (buildApp) listens on
 * 127.0.0.1 in a child process (its own event loop, as in production) on a PostgreSQL server this script starts in a
 * temp folder (BENCH_DB=pglite: the embedded PGlite in memory), seeded with the demo data. 50 respondents at once answer
 * Acme's published survey with the most questions over HTTP for ~10 s, as the public page does: each response is made
 * (POST /surveys/{team}/{slug}/responses), then every question is answered in turn with a valid answer
 * (PUT …/responses/{id}/answers), then the next respondent takes the seat with a new response.
 *
 * Each response comes from its own address (X-Forwarded-For, with TRUST_PROXY=1 as behind the production proxy), so
 * the per-address limits of the public routes apply as they would to separate people, unchanged.
 * The server-side time of each answer is taken inside the server process, from the request's arrival to the response's
 * last byte handed to the socket (Node's request and finish events, around everything Fastify does: its
 * reply.elapsedTime and a little more). At the end the database must hold exactly the answers sent (rows counted).
 * Exits non-zero when a target is missed. Figures in RESULTS.md.
 *
 * Env: BENCH_DB=postgres|pglite (default postgres), BENCH_DATABASE_URL (a database of your own), BENCH_DURATION
 * (seconds, default 10), BENCH_RESPONDENTS (default 50), LOG_LEVEL (default info: the access log, to a file).
 */
import { fork } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { answerError, type TAnswerValue } from '@gifthub/shared/survey-answers';
import type { TPublicSurvey } from '@gifthub/shared/surveys';
import { cleanups, ms, percentile, printTable, runBench, sleep, startPostgres, tempDir, type TResult } from './bench-support';

const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
const RESPONDENTS = Number(process.env.BENCH_RESPONDENTS ?? 50);
const WARM_UP_S = 2;
/** The paced run: a respondent's mean pause before each call (people take seconds per question). */
const THINK_MS = Number(process.env.BENCH_THINK_MS ?? 500);
const P50_TARGET_MS = 10;
const PASSWORD = 'gifthub-demo';

type TQuestion = TPublicSurvey['pages'][number]['questions'][number];
/** What the server process answers over IPC. */
type TServerMessage = { type: 'ready'; port: number } | { type: 'times'; times: number[] } | { type: 'counts'; responses: number; answers: number; valid: number };
type TParentMessage = { type: 'reset' } | { type: 'times' } | { type: 'counts'; surveyId: number; since: string };

// ---------- the server process ----------

async function serve() {
  const [{ sql }, { buildApp }, { testConfig }, { openDatabase }, { seed }] = await Promise.all([
    import('drizzle-orm'),
    import('../src/app'),
    import('../src/config'),
    import('../src/db/client'),
    import('../src/db/seed'),
  ]);
  const database = await openDatabase(process.env.BENCH_SURVEY_DB!);
  const first = async <T>(q: Promise<unknown>) => ((await q) as { rows: T[] }).rows[0]!;
  if (Number((await first<{ n: number }>(database.db.execute(sql`select count(*) as n from users`))).n) === 0) await seed(database.db);
  const config = testConfig({ dataDir: process.env.BENCH_SURVEY_DATA!, logLevel: process.env.LOG_LEVEL ?? 'info' });
  const { app } = await buildApp({ db: database.db, config });
  let times: number[] = [];
  // Around everything Fastify does for PUT …/answers: routing, the rate limit, validation, the service, serialising.
  app.server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (req.method !== 'PUT' || !req.url?.endsWith('/answers')) return;
    const t0 = performance.now();
    res.once('finish', () => times.push(performance.now() - t0));
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const send = (m: TServerMessage) => process.send!(m);
  process.on('message', (m: TParentMessage) => {
    // reset answers the times it drops (the warm-up's).
    if (m.type === 'reset' || m.type === 'times') send({ type: 'times', times });
    if (m.type === 'reset') times = [];
    if (m.type !== 'counts') return;
    void first<{ responses: number; answers: number; valid: number }>(
        database.db.execute(sql`
          select (select count(*) from survey_responses where survey_id = ${m.surveyId} and created_at >= ${m.since}) as responses,
            count(a.id) as answers, count(a.id) filter (where a.valid) as valid
          from survey_answers a join survey_responses r on r.id = a.response_id
          where r.survey_id = ${m.surveyId} and r.created_at >= ${m.since}`),
      ).then((c) => send({ type: 'counts', responses: Number(c.responses), answers: Number(c.answers), valid: Number(c.valid) }));
  });
  process.on('disconnect', () => void app.close().then(() => database.close()).finally(() => process.exit(0)));
  send({ type: 'ready', port: (app.server.address() as { port: number }).port });
}

type TChild = { port: number; ask: <T extends TServerMessage['type']>(m: TParentMessage, answer: T) => Promise<Extract<TServerMessage, { type: T }>> };

async function startServer(dbUrl: string): Promise<TChild> {
  const logFile = path.join(tempDir('gifthub-survey-bench-log-'), 'output.log');
  const out = openSync(logFile, 'w');
  const child = fork(fileURLToPath(import.meta.url), ['serve'], {
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, TRUST_PROXY: '1', BENCH_SURVEY_DB: dbUrl, BENCH_SURVEY_DATA: tempDir('gifthub-survey-bench-data-') },
    stdio: ['ignore', out, out, 'ipc'],
  });
  closeSync(out);
  cleanups.push(
    () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => (clearTimeout(timer), resolve()));
        child.disconnect();
      }),
  );
  const next = <T extends TServerMessage['type']>(type: T, timeoutMs: number) =>
    new Promise<Extract<TServerMessage, { type: T }>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`the server did not answer ${type} in ${timeoutMs / 1000} s:\n${readFileSync(logFile, 'utf8').slice(-3000)}`)), timeoutMs);
      const onExit = (code: number | null) => reject(new Error(`the server exited with ${code}:\n${readFileSync(logFile, 'utf8').slice(-3000)}`));
      child.once('exit', onExit);
      const onMessage = (m: TServerMessage) => {
        if (m.type !== type) return;
        clearTimeout(timer);
        child.off('message', onMessage).off('exit', onExit);
        resolve(m as Extract<TServerMessage, { type: T }>);
      };
      child.on('message', onMessage);
    });
  // Migrations and the demo seed take a while, much longer when other work shares the cores.
  const { port } = await next('ready', 300_000);
  return { port, ask: (m, answer) => (child.send(m), next(answer, 60_000)) };
}

// ---------- the respondents ----------

const agent = new http.Agent({ keepAlive: true, maxSockets: RESPONDENTS + 5 });

/** One HTTP call on a kept-alive connection: its status, JSON body and time on the client. */
function call(port: number, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) {
  return new Promise<{ status: number; json: unknown; ms: number }>((resolve, reject) => {
    const payload = body === undefined ? undefined : JSON.stringify(body);
    const t0 = performance.now();
    const req = http.request(
      { host: '127.0.0.1', port, method, path: `/api/v1${url}`, agent, headers: { ...(payload ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } : {}), ...headers } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown = text;
          try {
            json = JSON.parse(text);
          } catch {
            // not JSON: kept as text for the error message
          }
          resolve({ status: res.statusCode ?? 0, json, ms: performance.now() - t0 });
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

async function api<T>(port: number, method: string, url: string, token?: string, body?: unknown): Promise<T> {
  const res = await call(port, method, url, body, token ? { authorization: `Bearer ${token}` } : {});
  if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${JSON.stringify(res.json).slice(0, 300)}`);
  return res.json as T;
}

/** Acme's published survey with the most questions, as its manager's list shows them, and its public page's data. */
async function findSurvey(port: number) {
  const { apiToken } = await api<{ apiToken: string }>(port, 'POST', '/login', undefined, { email: 'manager@acme.test', password: PASSWORD });
  const teams = await api<{ id: number; slug: string }[]>(port, 'GET', '/current-user/teams', apiToken);
  const acme = teams.find((t) => t.slug === 'acme')!;
  const list = await api<{ data: { slug: string; active: boolean; questions_count: number }[] }>(port, 'GET', `/teams/${acme.id}/surveys?per_page=50`, apiToken);
  const chosen = list.data.filter((s) => s.active).sort((a, b) => b.questions_count - a.questions_count)[0];
  if (!chosen) throw new Error('Acme has no published survey in the seed');
  const survey = await api<TPublicSurvey>(port, 'GET', `/surveys/acme/${chosen.slug}`);
  return { path: `/surveys/acme/${chosen.slug}`, survey, questions: survey.pages.flatMap((p) => p.questions) };
}

/** A valid answer to the question, varied by n (checked with the API's own rules before it is sent). */
function answerFor(q: TQuestion, n: number): TAnswerValue {
  const pick = <T>(xs: readonly T[]) => xs[n % xs.length]!;
  const byType: Record<TQuestion['type'], () => TAnswerValue> = {
    'opinion-scale': () => (q.start_from_zero ? 0 : 1) + (n % (q.max_value ?? 10)),
    rating: () => 1 + (n % (q.max_value ?? 5)),
    'single-choice': () => pick(q.options),
    'multiple-choice': () => [pick(q.options)],
    ranking: () => [...q.options.slice(n % q.options.length), ...q.options.slice(0, n % q.options.length)],
    boolean: () => n % 2 === 0,
    email: () => `respondent${n}@example.com`,
    'phone-number': () => `+44 7700 900${String(100 + (n % 900))}`,
    date: () => `2026-12-${String(1 + (n % 28)).padStart(2, '0')}`,
    website: () => `https://www.client${n % 100}.co.uk`,
    number: () => String(n % 250),
    'short-text': () => pick(['Great service', 'Quick delivery', 'Lovely gifts', 'Easy to use']),
    'long-text': () => `Respondent ${n}: the gifts arrived on time and the team loved them. Keep the hampers coming.`,
  };
  const value = byType[q.type]();
  const error = answerError(q, value);
  if (error) throw new Error(`the bench's answer ${JSON.stringify(value)} to a ${q.type} question is refused: ${error}`);
  return value;
}

type TTally = { creates: number[]; answers: number[]; errors: string[] };
type TTarget = Awaited<ReturnType<typeof findSurvey>>;

/**
 * Respondents in a seat one after another until `until`: a response, then each question answered in turn, with a
 * pause of 0 to 2 × thinkMs (random) before each call when thinkMs is set.
 */
async function seat(port: number, target: TTarget, until: number, thinkMs: number, next: () => number, tally: TTally) {
  const think = () => (thinkMs ? sleep(Math.random() * 2 * thinkMs) : undefined);
  while (performance.now() < until) {
    const n = next();
    // Each response from an address of its own (10.x.y.z): per-address limits as for separate people.
    const headers = { 'x-forwarded-for': `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
    const made = await call(port, 'POST', `${target.path}/responses`, {}, headers);
    if (made.status !== 200) {
      tally.errors.push(`create ${made.status} ${JSON.stringify(made.json).slice(0, 200)}`);
      continue;
    }
    tally.creates.push(made.ms);
    const id = (made.json as { id: string }).id;
    for (const q of target.questions) {
      await think();
      if (performance.now() >= until) break;
      const res = await call(port, 'PUT', `${target.path}/responses/${id}/answers`, { question_id: q.id, value: answerFor(q, n) }, headers);
      if (res.status === 200) tally.answers.push(res.ms);
      else tally.errors.push(`answer ${res.status} ${JSON.stringify(res.json).slice(0, 200)}`);
    }
    await think();
  }
}

/** RESPONDENTS seats for `seconds`; the server's times of the answers are collected apart (reset before). */
async function crowd(server: TChild, target: TTarget, seconds: number, thinkMs: number, next: () => number) {
  await server.ask({ type: 'reset' }, 'times');
  const tally: TTally = { creates: [], answers: [], errors: [] };
  const t0 = performance.now();
  const until = t0 + seconds * 1000;
  await Promise.all(Array.from({ length: RESPONDENTS }, () => seat(server.port, target, until, thinkMs, next, tally)));
  const elapsed = (performance.now() - t0) / 1000;
  const { times } = await server.ask({ type: 'times' }, 'times');
  return { ...tally, seconds: elapsed, server: [...times].sort((a, b) => a - b), client: [...tally.answers].sort((a, b) => a - b) };
}

type TPhase = Awaited<ReturnType<typeof crowd>>;

/** A phase's rows: answers saved per second, server-side and client-side p50 / p99 (the p50 target when given). */
function phaseRows(name: string, p: TPhase, p50Target: boolean): TResult[] {
  const server50 = percentile(p.server, 50);
  return [
    { measure: `${name}: answers saved per second (responses made ${(p.creates.length / p.seconds).toFixed(0)}/s)`, value: (p.answers.length / p.seconds).toFixed(0), target: 'reported', pass: true },
    {
      measure: `${name}: server-side p50 / p99 ms per answer (${p.server.length})`,
      value: `${ms(server50)} / ${ms(percentile(p.server, 99))}`,
      target: p50Target ? `p50 < ${P50_TARGET_MS}` : 'reported',
      pass: !p50Target || server50 < P50_TARGET_MS,
    },
    { measure: `${name}: client-side p50 / p99 ms per answer`, value: `${ms(percentile(p.client, 50))} / ${ms(percentile(p.client, 99))}`, target: 'reported', pass: true },
  ];
}

// ---------- the bench ----------

async function main() {
  const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');
  console.log(`Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}); load average ${load()}`);
  const pglite = process.env.BENCH_DB === 'pglite';
  let url = process.env.BENCH_DATABASE_URL ?? (pglite ? 'memory://' : undefined);
  if (!url) {
    const pg = await startPostgres('gifthub-survey-bench-pg-');
    if (!pg) throw new Error('PostgreSQL is needed (or BENCH_DB=pglite).');
    url = pg.url;
  }
  const since = new Date(Date.now() - 1000).toISOString();
  const server = await startServer(url);
  const target = await findSurvey(server.port);
  console.log(`Survey ${target.path} on ${pglite ? 'PGlite' : 'PostgreSQL'}: ${target.questions.length} questions (${target.questions.map((q) => q.type).join(', ')})`);
  console.log(`${RESPONDENTS} respondents at once: ${WARM_UP_S} s warm-up, ${DURATION_S} s flat out, ${DURATION_S} s pausing 0-${2 * THINK_MS} ms before each call`);

  let counter = 0;
  const next = () => ++counter;
  const phases = [await crowd(server, target, WARM_UP_S, 0, next), await crowd(server, target, DURATION_S, 0, next), await crowd(server, target, DURATION_S, THINK_MS, next)];
  const [, flat, paced] = phases as [TPhase, TPhase, TPhase];
  const counts = await server.ask({ type: 'counts', surveyId: target.survey.survey.id, since }, 'counts');
  const sent = phases.reduce((n, p) => n + p.answers.length, 0);
  const made = phases.reduce((n, p) => n + p.creates.length, 0);
  const errors = phases.flatMap((p) => p.errors);
  for (const e of errors.slice(0, 5)) console.log(`error: ${e}`);
  const results: TResult[] = [
    ...phaseRows(`flat out, ${RESPONDENTS} respondents`, flat, false),
    ...phaseRows(`${RESPONDENTS} respondents pausing ~${THINK_MS} ms`, paced, true),
    { measure: 'responses made', value: String(made), target: `= ${counts.responses} in the database`, pass: made === counts.responses },
    { measure: 'answers sent and accepted', value: String(sent), target: `= ${counts.answers} rows (${counts.valid} valid)`, pass: sent === counts.answers && sent === counts.valid },
    { measure: 'errors (non-200 answers, 429 included)', value: String(errors.length), target: '= 0', pass: errors.length === 0 },
  ];
  console.log(`\nA survey's answers under ${RESPONDENTS} respondents; load average at the end ${load()}`);
  printTable(results);
  if (results.some((r) => !r.pass)) process.exitCode = 1;
}

if (process.argv[2] === 'serve') await serve();
else await runBench(main);
