// The scale test's limit checks: an API key's 120 a minute holds across both processes, and a forged
// X-Forwarded-For sent through nginx does not move a per-address limit.
import { randomBytes } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import { API_KEY_RATE_LIMIT } from '@gifthub/shared/api-keys';
import type { TCheckResult } from './checks-start';
import { expectJson, request, seconds } from './http';
import { acmeManager, CLIENT_ADDRESS, type TStack } from './stack';

const tally = (statuses: number[]) => {
  const t = new Map<number, number>();
  for (const s of statuses) t.set(s, (t.get(s) ?? 0) + 1);
  return [...t].sort((a, b) => a[0] - b[0]).map(([s, n]) => `${n} × ${s || 'no answer'}`).join(', ');
};

/**
 * A new key sends 150 requests in 10 s, in turn straight to api-a, straight to api-b and through nginx: exactly its
 * limit (120) succeed, the rest answer 429, and RateLimit-Limit says 120 on every process.
 */
export async function apiKeyLimit(s: TStack): Promise<TCheckResult> {
  const { auth, teamId } = await acmeManager(s);
  const { key } = await expectJson<{ key: string }>(s.nginx.url, { method: 'POST', path: `/api/v1/teams/${teamId}/api_keys`, headers: auth, json: { name: `scale ${randomBytes(3).toString('hex')}`, role: 'read-only' } });
  const targets = [s.a.url, s.b.url, s.nginx.url];
  const total = 150;
  const spacing = 10_000 / total;
  const start = Date.now();
  const sent: Promise<{ status: number; limit: string | undefined; target: number }>[] = [];
  for (let i = 0; i < total; i++) {
    // Paced over 10 s, each sent without waiting for the one before.
    const due = start + i * spacing - Date.now();
    if (due > 0) await delay(due);
    const target = i % targets.length;
    sent.push(
      request(targets[target]!, { path: `/api/v1/teams/${teamId}/gb-registrations?per_page=1`, headers: { authorization: `Bearer ${key}` } }).then((a) => ({
        status: a.status,
        limit: a.headers['ratelimit-limit'] as string | undefined,
        target,
      })),
    );
  }
  const answers = await Promise.all(sent);
  const took = Date.now() - start;
  const ok = answers.filter((a) => a.status === 200).length;
  const limited = answers.filter((a) => a.status === 429).length;
  const perTarget = ['api-a', 'api-b', 'nginx'].map((n, i) => `${n} ${answers.filter((a) => a.target === i && a.status === 200).length}`).join(', ');
  const limits = new Set(answers.map((a) => a.limit));
  const figures = `${total} requests in ${seconds(took)}: ${tally(answers.map((a) => a.status))} (200s by way: ${perTarget}); RateLimit-Limit ${[...limits].join('/')}`;
  if (ok !== API_KEY_RATE_LIMIT.max || limited !== total - API_KEY_RATE_LIMIT.max || limits.size !== 1 || !limits.has(String(API_KEY_RATE_LIMIT.max))) throw new Error(figures);
  return { figures };
}

/** POST /forgot-password's limit per client address (10 a minute). */
const FORGOT_PASSWORD_LIMIT = 10;

/**
 * POST /forgot-password through nginx from one client address, each request with a different forged
 * X-Forwarded-For: the limit counts the client's address (nginx's last entry), so exactly 10 of 15 pass.
 */
export async function forgedForwardedFor(s: TStack): Promise<TCheckResult> {
  const total = FORGOT_PASSWORD_LIMIT + 5;
  const statuses: number[] = [];
  for (let i = 0; i < total; i++) {
    const forged = `203.0.113.${i + 1}`;
    const a = await request(s.nginx.url, {
      method: 'POST',
      path: '/api/v1/forgot-password',
      localAddress: CLIENT_ADDRESS,
      headers: { 'x-forwarded-for': forged },
      json: { email: `nobody-${randomBytes(4).toString('hex')}@scale.example.com` },
    });
    statuses.push(a.status);
  }
  const ok = statuses.filter((st) => st === 200).length;
  const figures = `${total} requests from ${CLIENT_ADDRESS}, each with another forged X-Forwarded-For: ${tally(statuses)} (limit ${FORGOT_PASSWORD_LIMIT})`;
  if (ok !== FORGOT_PASSWORD_LIMIT || statuses.filter((st) => st === 429).length !== total - FORGOT_PASSWORD_LIMIT) throw new Error(figures);
  return { figures };
}
