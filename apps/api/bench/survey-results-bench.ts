/**
 * npm run bench:survey-results: a survey with 100,000 responses (issue 14). The real app (buildApp) on a PostgreSQL
 * server this script starts in a temp folder, seeded with the demo data; Acme's bench survey gets its responses,
 * answers and page visits from generate_series statements, so the triggers of migration 0029 keep the Results counts
 * as they do for the public page (the load time includes them). Then, through HTTP as the portal calls them:
 *
 * - GET …/surveys/{id}/results (every source, one source) and a text question's answers page: p99 under 100 ms;
 * - GET …/surveys/{id}/responses (the Responses tab's list: first page, a deep page, a source): p99 under 100 ms;
 * - POST …/responses/export format csv over all 100,000 responses, streamed over a socket: its time and the process's
 *   peak live heap above its level before (constant memory: the rows go out in batches);
 * - the PDF report of the same range (counted from the answers themselves), for the record.
 *
 * Env: BENCH_RESPONSES (default 100000), BENCH_CALLS (calls per case, default 200), BENCH_DATABASE_URL (a database of
 * your own, rows kept between runs).
 */
import http from 'node:http';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
// Tooling, not a module: the bench inserts its rows with SQL statements.
import { and, eq, sql } from 'drizzle-orm';
import { cleanups, ms, printTable, runBench, startPostgres, timeCalls, type TResult } from './bench-support';
import { buildApp } from '../src/app';
import { testConfig } from '../src/config';
import { openDatabase, type Db, type TDatabase } from '../src/db/client';
import * as schema from '../src/db/schema';
import { seed } from '../src/db/seed';

const RESPONSES = Number(process.env.BENCH_RESPONSES ?? 100_000);
const CALLS = Number(process.env.BENCH_CALLS ?? 200);
const P99_TARGET_MS = 100;
const PASSWORD = 'gifthub-demo';
const SLUG = 'bench-results';
const results: TResult[] = [];
const rowsOf = async <T>(q: Promise<unknown>) => ((await q) as { rows: T[] }).rows;
const int = (n: number) => sql.raw(String(Math.trunc(n)));
const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The bench survey's question pages: type, and the answer each response gives (from its id, r.id). */
const QUESTIONS: { type: string; name: string; options?: string[]; value: string }[] = [
  { type: 'single-choice', name: 'Which gift did you choose?', options: ['Hamper', 'Wine', 'Flowers', 'Voucher'], value: `to_jsonb((array['Hamper','Wine','Flowers','Voucher'])[1 + r.id % 4])` },
  { type: 'multiple-choice', name: 'What did you like?', options: ['Speed', 'Choice', 'Packaging'], value: `to_jsonb(array_remove(array[case when r.id % 2 = 0 then 'Speed' end, case when r.id % 3 = 0 then 'Choice' end, 'Packaging'], null))` },
  { type: 'opinion-scale', name: 'How likely are you to recommend us?', value: `to_jsonb(1 + r.id % 10)` },
  { type: 'rating', name: 'How would you rate the delivery?', value: `to_jsonb(1 + r.id % 5)` },
  { type: 'ranking', name: 'Rank these gifts', options: ['Tea', 'Chocolate', 'Candles'], value: `to_jsonb(case r.id % 3 when 0 then array['Tea','Chocolate','Candles'] when 1 then array['Chocolate','Candles','Tea'] else array['Candles','Tea','Chocolate'] end)` },
  { type: 'boolean', name: 'Would you send one yourself?', value: `to_jsonb(r.id % 3 <> 0)` },
  { type: 'short-text', name: 'One word for us?', value: `to_jsonb('Word ' || r.id)` },
  { type: 'long-text', name: 'Anything else?', value: `to_jsonb('A longer comment, number ' || r.id || ', about the gift and its delivery')` },
];

type TBench = { surveyId: number; pages: number[]; questions: number[]; sources: number[] };

/** Acme's bench survey: welcome, a page per question above, end page, three sources (made once, found again). */
async function benchSurvey(db: Db, teamId: number): Promise<TBench> {
  const { surveys, surveyPages, surveyQuestions, surveySources } = schema;
  let [s] = await db.select({ id: surveys.id }).from(surveys).where(and(eq(surveys.teamId, teamId), eq(surveys.slug, SLUG)));
  if (!s) {
    [s] = await db.insert(surveys).values({ teamId, name: 'Bench: 100,000 responses', slug: SLUG, category: 'feedback', active: true }).returning({ id: surveys.id });
    const id = s!.id;
    await db.insert(surveyPages).values({ surveyId: id, name: 'Welcome', type: 'welcome', pageLogicType: 'next_page', order: 1 });
    for (const [i, q] of QUESTIONS.entries()) {
      const [p] = await db.insert(surveyPages).values({ surveyId: id, name: q.name.slice(0, 20), type: 'question', questionType: q.type as never, pageLogicType: 'next_page', order: i + 2 }).returning({ id: surveyPages.id });
      await db.insert(surveyQuestions).values({ surveyId: id, pageId: p!.id, type: q.type as never, name: q.name, options: q.options ?? [], order: 1 });
    }
    await db.insert(surveyPages).values({ surveyId: id, name: 'End Page', type: 'final', pageLogicType: 'hide', order: QUESTIONS.length + 2 });
    await db.insert(surveySources).values(['Newsletter', 'LinkedIn', 'Campaign'].map((name) => ({ surveyId: id, name, type: 'link' as const, slug: name.toLowerCase() })));
  }
  const pages = (await db.select({ id: surveyPages.id }).from(surveyPages).where(eq(surveyPages.surveyId, s!.id)).orderBy(surveyPages.order)).map((p) => p.id);
  const questions = (await db.select({ id: surveyQuestions.id, pageId: surveyQuestions.pageId }).from(surveyQuestions).where(eq(surveyQuestions.surveyId, s!.id))).toSorted((a, b) => pages.indexOf(a.pageId) - pages.indexOf(b.pageId)).map((q) => q.id);
  const sources = (await db.select({ id: surveySources.id }).from(surveySources).where(eq(surveySources.surveyId, s!.id)).orderBy(surveySources.id)).map((x) => x.id);
  return { surveyId: s!.id, pages, questions, sources };
}

/**
 * n responses over the last 60 days, a quarter each through the own link and the three sources: 60% complete, the
 * rest stopped on a page from the welcome to the last question (reach: the index of the page they stopped on; 9 the
 * end page). Each answered the question pages before it and visited every page up to it. One statement per question
 * and per page, as bulk writes come: the statement-level triggers count each once.
 */
async function fill(db: Db, b: TBench, n: number) {
  const present = Number((await rowsOf<{ n: string }>(db.execute(sql`select count(*) as n from survey_responses where survey_id = ${b.surveyId}`)))[0]!.n);
  if (present >= n) return console.log(`survey ${b.surveyId}: ${present} responses already there; not inserted again`);
  const last = b.pages.length - 1;
  const t0 = performance.now();
  await db.execute(sql`
    insert into survey_responses (token, survey_id, source_id, complete, completed_at, last_page_id, answered_at, created_at)
    select 'bench-' || g || '-' || md5(g::text), ${int(b.surveyId)}, (${sql.raw(`array[null,${b.sources.join(',')}]::int[]`)})[1 + g % 4],
      s.reach = ${int(last)}, case when s.reach = ${int(last)} then s.at + interval '4 minutes' end,
      (${sql.raw(`array[${b.pages.join(',')}]`)})[1 + s.reach], case when s.reach > 1 then s.at + interval '1 minute' end, s.at
    from generate_series(1, ${int(n)}) as g
    cross join lateral (select case when g % 10 < 6 then ${int(last)} else (g / 10) % ${int(last)} end as reach,
      now() - interval '60 days' + g * (interval '59 days' / ${int(n)}) as at) as s`);
  const loaded = performance.now();
  // reach of a response: its last page's index (0 the welcome page).
  const reach = sql.raw(`array_position(array[${b.pages.join(',')}], r.last_page_id) - 1`);
  for (const [i, q] of QUESTIONS.entries())
    await db.execute(sql`insert into survey_answers (response_id, question_id, value, updated_at)
      select r.id, ${int(b.questions[i]!)}, ${sql.raw(q.value)}, r.created_at + interval '1 minute' from survey_responses r
      where r.survey_id = ${int(b.surveyId)} and ${reach} > ${int(i + 1)}`);
  const answered = performance.now();
  for (const [i, page] of b.pages.entries())
    await db.execute(sql`insert into survey_page_visits (response_id, page_id, at) select r.id, ${int(page)}, r.created_at from survey_responses r
      where r.survey_id = ${int(b.surveyId)} and ${reach} >= ${int(i)}`);
  const visited = performance.now();
  for (const table of ['survey_responses', 'survey_answers', 'survey_page_visits', 'survey_question_counts', 'survey_option_counts', 'survey_page_counts'])
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  const answers = Number((await rowsOf<{ n: string }>(db.execute(sql`select count(*) as n from survey_answers a join survey_responses r on r.id = a.response_id where r.survey_id = ${b.surveyId}`)))[0]!.n);
  console.log(`survey ${b.surveyId}: ${n} responses in ${ms((loaded - t0) / 1000)} s, ${answers} answers in ${ms((answered - loaded) / 1000)} s, visits in ${ms((visited - answered) / 1000)} s (triggers included)`);
  results.push({ measure: `load ${n.toLocaleString('en-GB')} responses, ${answers.toLocaleString('en-GB')} answers and their visits (counts kept by the triggers)`, value: `${ms((visited - t0) / 1000)} s`, target: 'info', pass: true });
}

/**
 * A streamed POST: its time, bytes and lines. With `memory`, the process's peak live heap above where it started,
 * sampled every 100 ms after a full collection (node --expose-gc), so garbage not yet collected does not count; that
 * run's time is not the one reported.
 */
async function streamed(port: number, path: string, token: string, body: object, memory = false) {
  const gc = memory ? global.gc : undefined;
  gc?.();
  const before = process.memoryUsage().heapUsed;
  let peak = before;
  const sample = gc
    ? setInterval(() => {
        gc();
        peak = Math.max(peak, process.memoryUsage().heapUsed);
      }, 100)
    : undefined;
  const t0 = performance.now();
  const out = await new Promise<{ status: number; bytes: number; lines: number }>((resolve, reject) => {
    const payload = JSON.stringify(body);
    const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) } }, (res) => {
      let bytes = 0;
      let lines = 0;
      res.on('data', (c: Buffer) => {
        bytes += c.length;
        for (const x of c) if (x === 10) lines++;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, bytes, lines }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(payload);
  });
  clearInterval(sample);
  return { ...out, ms: performance.now() - t0, heap: gc ? peak - before : NaN };
}

async function main() {
  console.log(`Node ${process.version}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? 'unknown'}); load average ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  let url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    const server = await startPostgres('gifthub-results-bench-pg-');
    if (!server) throw new Error('PostgreSQL is needed for the survey results benchmark.');
    url = server.url;
  }
  const database: TDatabase = await openDatabase(url);
  cleanups.push(() => database.close());
  const { db } = database;
  if (Number((await rowsOf<{ n: string }>(db.execute(sql`select count(*) as n from users`)))[0]!.n) === 0) await seed(db);
  const [acme] = await db.select({ id: schema.teams.id }).from(schema.teams).where(eq(schema.teams.slug, 'acme'));
  const b = await benchSurvey(db, acme!.id);
  await fill(db, b, RESPONSES);

  const { app } = await buildApp({ db, config: testConfig({ logLevel: 'warn' }) });
  cleanups.push(() => app.close());
  await app.listen({ port: 0, host: '127.0.0.1' });
  const port = (app.server.address() as { port: number }).port;
  const login = await app.inject({ method: 'POST', url: '/api/v1/login', payload: { email: 'manager@acme.test', password: PASSWORD } });
  const token = login.json<{ apiToken: string }>().apiToken;
  const base = `/api/v1/teams/${acme!.id}/surveys/${b.surveyId}`;
  const get = async (path: string) => {
    const res = await app.inject({ method: 'GET', url: `${base}${path}`, headers: { authorization: `Bearer ${token}` } });
    if (res.statusCode !== 200) throw new Error(`GET ${path}: ${res.statusCode} ${res.body.slice(0, 200)}`);
    return res;
  };
  const first = (await get('/results')).json<{ views: number; questions: { answers_count: number; dropout_rate: number }[] }>();
  console.log(`results: ${first.views} views; answers per question ${first.questions.map((q) => q.answers_count).join(', ')}; dropout ${first.questions.map((q) => `${q.dropout_rate}%`).join(', ')}`);
  if (first.views < RESPONSES) throw new Error(`the results count ${first.views} views, not ${RESPONSES}`);
  const text = b.questions[b.questions.length - 1]!;
  const cases: [string, string][] = [
    ['GET results, every source', '/results'],
    ['GET results, one source', `/results?source=${b.sources[0]}`],
    ['GET results, the own link', '/results?source=link'],
    ["GET a text question's answers, page 1", `/results/${text}/answers?page=1`],
    ["GET a text question's answers, page 100", `/results/${text}/answers?page=100`],
    ['GET responses, first page', '/responses'],
    ['GET responses, page 200 of 25', '/responses?page=200'],
    ['GET responses, one source, 100 per page', `/responses?source=${b.sources[1]}&per_page=100`],
    ['GET responses, complete only, oldest first', '/responses?complete=true&sort=date&direction=asc'],
  ];
  for (const [name, path] of cases) {
    try {
      await get(path);
    } catch (e) {
      console.log(`${name}: not measured (${(e as Error).message})`);
      results.push({ measure: name, value: 'not measured: the route answered an error', target: `p99 < ${P99_TARGET_MS} ms`, pass: false });
      continue;
    }
    const { p50, p99 } = await timeCalls(CALLS, () => get(path));
    console.log(`${name}: p50 ${ms(p50)} ms, p99 ${ms(p99)} ms`);
    results.push({ measure: name, value: `p50 ${ms(p50)} / p99 ${ms(p99)} ms`, target: `p99 < ${P99_TARGET_MS} ms`, pass: p99 < P99_TARGET_MS });
  }

  const range = { 'id-start': '1', 'id-end': String(Number((await rowsOf<{ n: number }>(db.execute(sql`select max(id) as n from survey_responses`)))[0]!.n)) };
  const body = { format: 'csv', questions: 'all', filters: range };
  const csv = await streamed(port, `${base}/responses/export`, token, body);
  if (csv.status !== 200) {
    console.log(`CSV export: answered ${csv.status}`);
    results.push({ measure: 'CSV export of every response', value: `not measured: answered ${csv.status}`, target: 'constant memory', pass: false });
  } else {
    const mem = await streamed(port, `${base}/responses/export`, token, body, true);
    console.log(`CSV export: ${csv.lines} lines, ${mb(csv.bytes)} in ${ms(csv.ms / 1000)} s; peak live heap +${mb(mem.heap)}`);
    results.push({ measure: `CSV export of ${(csv.lines - 1).toLocaleString('en-GB')} responses (${mb(csv.bytes)})`, value: `${ms(csv.ms / 1000)} s`, target: 'info', pass: true });
    // Constant memory: the process never holds the file (batches of rows go out as they are read).
    const known = Number.isFinite(mem.heap);
    results.push({ measure: 'CSV export: peak live heap above the start', value: known ? `+${mb(mem.heap)}` : 'run with node --expose-gc', target: '< a quarter of the file', pass: !known || mem.heap < csv.bytes / 4 });
  }
  const pdf = await streamed(port, `${base}/responses/export`, token, { format: 'pdf', questions: 'all', filters: range });
  results.push({
    measure: 'PDF report of the same range (counted from the answers)',
    value: pdf.status === 200 ? `${ms(pdf.ms / 1000)} s, ${(pdf.bytes / 1024).toFixed(0)} KB` : `not measured: answered ${pdf.status}`,
    target: 'info',
    pass: pdf.status === 200,
  });
  printTable(results);
  console.log(`load average after: ${os.loadavg().map((l) => l.toFixed(1)).join(' ')}`);
  if (results.some((r) => !r.pass)) process.exitCode = 1;
}

await runBench(main);
