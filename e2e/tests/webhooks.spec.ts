import { createHmac } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test, type Page } from './test';
import { API, bearer, loginToTeam, newFundedProTeam, pickProduct, uniqueName } from './fixtures';

// Signed webhooks (issue 17): an endpoint registered on Settings → Integrations (a receiver on the loopback, which
// the e2e server allows with WEBHOOKS_ALLOW_PRIVATE_NETWORK=1), a gift claimed, the delivery sent by the job runner
// and seen in the log with its signature verified here, then replayed with the same event id.

const SHOTS = '/tmp/shots/webhooks';
const SIZES = [
  { name: '1440', width: 1440, height: 900 },
  { name: '1024', width: 1024, height: 768 },
  { name: '375', width: 375, height: 740 },
];
type TReceived = { headers: IncomingHttpHeaders; body: string };

async function shoot(page: Page, what: string) {
  mkdirSync(SHOTS, { recursive: true });
  for (const s of SIZES) {
    await page.setViewportSize({ width: s.width, height: s.height });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${SHOTS}/${what}-${s.name}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1440, height: 900 });
}

function startReceiver(): Promise<{ server: Server; url: string; received: TReceived[] }> {
  const received: TReceived[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(200).end('ok');
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/gifthub-hook`, received })),
  );
}

/** What a receiver does: HMAC-SHA256 of "<t>.<raw body>" with the endpoint's secret, compared with v1. */
function verify(header: string, body: string, secret: string) {
  const parts = Object.fromEntries(header.split(',').map((p) => p.split('=') as [string, string]));
  return parts.v1 === createHmac('sha256', secret).update(`${parts.t}.${body}`).digest('hex');
}

test('register a webhook endpoint, claim a gift, see the signed delivery in the log and replay it', async ({ page, request }) => {
  test.setTimeout(150_000);
  const receiver = await startReceiver();
  try {
    const team = await newFundedProTeam(request, `Hooks ${uniqueName('T')}`, 500);
    await loginToTeam(page, team.email, team.teamId, '/pro/settings/integrations');
    const card = page.getByTestId('webhooks-card');
    await expect(card.getByTestId('webhook-endpoints-empty')).toBeVisible({ timeout: 20_000 });

    // Add Endpoint: the form's own messages first, then the URL and events; the secret is shown once.
    await card.getByRole('button', { name: 'Add Endpoint' }).click();
    const modal = page.getByRole('dialog', { name: 'Add Webhook Endpoint' });
    await modal.getByRole('button', { name: 'Add Endpoint' }).click();
    await expect(modal.getByText('URL is required.')).toBeVisible();
    await expect(modal.getByText('Choose at least one event.')).toBeVisible();
    await modal.getByLabel('Endpoint URL').fill(receiver.url);
    await modal.getByRole('checkbox', { name: /gift\.claimed/ }).check();
    await modal.getByRole('checkbox', { name: /gift\.declined/ }).check();
    await shoot(page, 'add-endpoint');
    await modal.getByRole('button', { name: 'Add Endpoint' }).click();
    const shown = page.getByRole('dialog', { name: 'Webhook endpoint added' });
    const secret = await shown.getByTestId('webhook-secret').inputValue();
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    await shoot(page, 'secret-shown');
    await shown.getByRole('button', { name: 'Done' }).click();
    const row = card.getByTestId('webhook-endpoint-row');
    await expect(row).toContainText(receiver.url);
    await expect(row).toContainText('gift.claimed');
    await expect(page.getByText(secret)).toHaveCount(0);
    await shoot(page, 'integrations');

    // A gift link made and claimed (the sender's and the recipient's calls).
    const product = await pickProduct(request, team.token, 1);
    const link = await request.post(`${API}/teams/${team.teamId}/gb-registrations/invite/link?platform=marketplace`, { headers: bearer(team.token), data: { type: 'physical', product_id: product.id } });
    expect(link.status(), await link.text()).toBe(200);
    const { registration_id, invite_link } = (await link.json()) as { registration_id: number; invite_link: string };
    const claim = await request.post(`${API}/public/gifts/${invite_link.split('/').pop()}/claim`, {
      data: { first_name: 'Wendy', last_name: 'Hook', email: 'wendy.hook@example.com', address_line_1: '3 Quay Street', city: 'Bristol', postcode: 'BS1 4DJ', phone: '07700 900789' },
    });
    expect(claim.status(), await claim.text()).toBe(200);

    // The job runner sends it within a poll or two; the receiver checks the signature.
    await expect.poll(() => receiver.received.length, { timeout: 45_000 }).toBe(1);
    const first = receiver.received[0]!;
    expect(verify(String(first.headers['gifthub-signature']), first.body, secret)).toBe(true);
    const payload = JSON.parse(first.body) as { id: string; type: string; data: { id: number; status: string; first_name: string } };
    expect(payload).toMatchObject({ type: 'gift.claimed', data: { id: registration_id, status: 'claimed', first_name: 'Wendy' } });
    expect(first.headers['gifthub-event-id']).toBe(payload.id);

    // The delivery log: the event, its id, Succeeded after one attempt, 200.
    await row.getByRole('button', { name: /Deliveries/ }).click();
    const log = page.getByRole('dialog', { name: 'Webhook deliveries' });
    const delivery = log.getByTestId('webhook-delivery-row');
    await expect(delivery).toHaveCount(1, { timeout: 15_000 });
    await expect(delivery.getByTestId('webhook-delivery-status')).toHaveText('Succeeded', { timeout: 15_000 });
    await expect(delivery).toContainText('gift.claimed');
    await expect(delivery.getByTestId('webhook-event-id')).toHaveText(payload.id);
    await expect(delivery).toContainText('200');
    await shoot(page, 'deliveries');

    // Replay: the same event id again, signed afresh.
    await delivery.getByRole('button', { name: /Replay/ }).click();
    await expect(page.getByText('The event will be sent again in a few seconds.')).toBeVisible();
    await expect.poll(() => receiver.received.length, { timeout: 45_000 }).toBe(2);
    const again = receiver.received[1]!;
    expect(JSON.parse(again.body).id).toBe(payload.id);
    expect(again.headers['gifthub-event-id']).toBe(payload.id);
    expect(verify(String(again.headers['gifthub-signature']), again.body, secret)).toBe(true);
    await expect(delivery.getByTestId('webhook-delivery-status')).toHaveText('Succeeded', { timeout: 15_000 });
    await page.keyboard.press('Escape');
    await expect(log).toBeHidden();

    // Delete after asking.
    await row.getByRole('button', { name: `Delete ${receiver.url}` }).click();
    await page.getByRole('dialog', { name: 'Delete webhook endpoint' }).getByRole('button', { name: 'Delete' }).click();
    await expect(card.getByTestId('webhook-endpoints-empty')).toBeVisible();
  } finally {
    await new Promise((resolve) => receiver.server.close(resolve));
  }
});
