import { escapeHtml as esc } from '../../plugins/static-web';
import { KEEP_ANSWERS_MS, idempotencyTexts } from '../idempotency/idempotency.service';

/** The reference page's introduction: how to call the API, before the operations. Plain HTML, no schema text. */

export const WEBHOOK_VERIFY_SNIPPET = `import { createHmac, timingSafeEqual } from 'node:crypto';

// rawBody: the request body exactly as received (a string or Buffer), before any JSON parsing.
export function verifyGifthubSignature(rawBody, header, secret, toleranceSeconds = 300) {
  const parts = Object.fromEntries(header.split(',').map((part) => part.trim().split('=')));
  const t = Number(parts.t);
  if (!Number.isInteger(t) || Math.abs(Date.now() / 1000 - t) > toleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(\`\${t}.\${rawBody}\`).digest();
  const given = Buffer.from(parts.v1 ?? '', 'hex');
  return given.length === expected.length && timingSafeEqual(given, expected);
}`;

export const INTRO_SECTIONS = [
  { id: 'authentication', title: 'Authentication' },
  { id: 'rate-limits', title: 'Rate limits' },
  { id: 'errors', title: 'Errors' },
  { id: 'idempotency', title: 'Idempotency' },
  { id: 'webhooks', title: 'Webhooks' },
] as const;

const pre = (text: string) => `<pre tabindex="0"><code>${esc(text)}</code></pre>`;

export function introHtml(opts: { rateLimit: { max: number; windowMs: number }; errorCodes: readonly string[]; errorExample: unknown }): string {
  const { max } = opts.rateLimit;
  const limit = `Each key may make ${max} requests every ${Math.round(opts.rateLimit.windowMs / 1000)} seconds.`;
  return `<section aria-labelledby="authentication"><h2 id="authentication">Authentication</h2>
<p>Create an API key in Gifthub under <strong>Settings → Integrations</strong> (on the Pro plan, by a member who may edit the team's settings). The key is shown once: keep it secret, in your server's configuration, never in a web page or an app. Send it on every request:</p>
${pre('Authorization: Bearer ghk_…')}
<p>A key belongs to one team and acts for that team only: ids of another team's campaigns, orders or surveys answer <code>404</code>. A <strong>read-only</strong> key may call the <code>GET</code> operations; a <strong>full</strong> key may call every operation below. Deleting a key refuses it at once. Requests are JSON (<code>Content-Type: application/json</code>) and so are answers; amounts are in pounds (GBP) and times in ISO 8601 (UTC).</p>
<p>The machine-readable description of everything on this page is the OpenAPI 3.1 document at <a href="/api/v1/openapi.json"><code>/api/v1/openapi.json</code></a>: give it to your client generator or API tool.</p>
</section>
<section aria-labelledby="rate-limits"><h2 id="rate-limits">Rate limits</h2>
<p>${esc(limit)} Every answer to a key says where it stands, in the standard headers:</p>
${pre(`RateLimit-Limit: ${max}\nRateLimit-Remaining: ${max - 3}\nRateLimit-Reset: 42`)}
<p><code>RateLimit-Reset</code> is the number of seconds until the window starts again. Over the limit the answer is <code>429</code> with <code>Retry-After</code> (seconds): wait that long before calling again.</p>
</section>
<section aria-labelledby="errors"><h2 id="errors">Errors</h2>
<p>Every error answers the same JSON shape: a <code>message</code> for people, a stable <code>code</code> for programs, and for invalid input (<code>422</code>) <code>errors</code>, the first failing rule of each field by its name (nested fields with dots, <code>items.0.email</code>).</p>
${pre(JSON.stringify(opts.errorExample, null, 2))}
<p><code>401</code> the key is missing, unknown or deleted; <code>403</code> the key may not do this (a read-only key writing, the plan, the demo team); <code>404</code> not found or another team's; <code>422</code> invalid input; <code>429</code> too many requests. Codes you may meet: ${opts.errorCodes.map((c) => `<code>${esc(c)}</code>`).join(', ')}.</p>
</section>
<section aria-labelledby="idempotency"><h2 id="idempotency">Idempotency</h2>
<p>The operations that spend the team's money or send invitations (marked with an <code>Idempotency-Key</code> parameter) take an <code>Idempotency-Key</code> header: any unique string, such as a UUID. If the answer is lost and you retry with the same key, the first answer comes back (with <code>Idempotent-Replayed: true</code>) and nothing happens twice. Answers are kept for ${KEEP_ANSWERS_MS / 3_600_000} hours. ${esc(idempotencyTexts.badKey)}</p>
</section>
<section aria-labelledby="webhooks"><h2 id="webhooks">Webhooks</h2>
<p>Instead of asking, you can be told: register an endpoint URL under <strong>Settings → Integrations</strong> and choose events (<code>gift.claimed</code>, <code>gift.declined</code>, <code>gift.approved</code>, <code>gift.sent</code>, <code>gift.delivered</code>, <code>gift.returned</code>, <code>invitation.expired</code>, <code>survey.response_completed</code>, <code>balance.low</code>). Each delivery is a <code>POST</code> with a JSON body naming the event type, an id and a timestamp, and is retried with backoff for a day until your endpoint answers <code>2xx</code>.</p>
<p>Every delivery is signed with the endpoint's secret (shown once when you register it) in the <code>Gifthub-Signature</code> header, in Stripe's scheme, so existing verifiers work:</p>
${pre('Gifthub-Signature: t=1764578400,v1=5257a869e7ecebeda32affa62cdca3fa51cad7e77a0e56ff536d0ce8e108d8bd')}
<p><code>v1</code> is the hex HMAC-SHA256, keyed with the secret, of the timestamp, a full stop and the raw body: <code>&lt;t&gt;.&lt;raw body&gt;</code>. Check it against the raw bytes you received, and refuse old timestamps so a captured delivery cannot be replayed. In Node.js:</p>
${pre(WEBHOOK_VERIFY_SNIPPET)}
</section>`;
}
