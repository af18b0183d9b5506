import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookTexts } from '@gifthub/shared/webhooks';
import { signInSeedUsers } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { checkEndpointAddress, isAllowedAddress, isPublicAddress } from './webhook-address';
import { sendWebhook } from './webhook-sender';
import { startReceiver } from './webhooks.test-helpers';

/** The SSRF guard: only public addresses, at creation and at every send, unless WEBHOOKS_ALLOW_PRIVATE_NETWORK=1. */
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let t: TTestApp;
let manager: string;
let acme: number;

beforeAll(async () => {
  receiver = await startReceiver();
  // As production runs: private networks not allowed.
  t = await createTestApp({ config: { webhooksAllowPrivateNetwork: false } });
  ({ manager, acme } = await signInSeedUsers(t));
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

describe('public addresses', () => {
  it('are ordinary unicast only: IPv6 in global unicast (2000::/3) outside its special ranges', () => {
    for (const ip of ['8.8.8.8', '93.184.216.34', '2606:4700:4700::1111', '2a00:1450:4009:81f::200e']) expect(isPublicAddress(ip), ip).toBe(true);
    const inside = [
      '127.0.0.1', '127.1.2.3', '10.0.0.1', '172.16.5.4', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '224.0.0.1', '255.255.255.255',
      '::1', '::', 'fe80::1', 'fc00::1', 'fd12:3456::1', 'ff02::1', '::ffff:127.0.0.1', '::ffff:10.0.0.1', '64:ff9b::a00:1', '2002:7f00:1::1', 'not-an-ip',
      // IPv4 inside IPv6 (compatible, mapped, even of a public address), documentation, Teredo, discard and unassigned space.
      '::7f00:1', '::127.0.0.1', '::a00:1', '::ffff:8.8.8.8', '::ffff:0:808:808', '2001:db8::1', '2001::1', '100::1', '4000::1', 'fec0::1',
    ];
    for (const ip of inside) expect(isPublicAddress(ip), ip).toBe(false);
  });

  it('with private networks allowed admit only IPv4 private and loopback, ::1, fc00::/7 and fe80::/10 besides public ones', () => {
    for (const ip of ['8.8.8.8', '2606:4700:4700::1111', '127.0.0.1', '10.0.0.1', '172.16.5.4', '192.168.1.1', '::1', 'fc00::1', 'fd12:3456::1', 'fe80::1']) {
      expect(isAllowedAddress(ip, true), ip).toBe(true);
    }
    const odd = ['::7f00:1', '::127.0.0.1', '::ffff:127.0.0.1', '::ffff:7f00:1', '::', '0.0.0.0', '169.254.169.254', '64:ff9b::7f00:1', '2002:7f00:1::1', 'ff02::1', '224.0.0.1'];
    for (const ip of odd) expect(isAllowedAddress(ip, true), ip).toBe(false);
  });

  it('are checked at creation by resolving the host: a name resolving to 127.0.0.1 is refused', async () => {
    expect(await checkEndpointAddress('https://93.184.216.34/hook', false)).toBe('ok');
    expect(await checkEndpointAddress('http://127.0.0.1:9/hook', false)).toBe('private');
    expect(await checkEndpointAddress('http://[::ffff:7f00:1]/hook', false)).toBe('private');
    expect(await checkEndpointAddress(`http://localhost:${receiver.port}/hook`, false)).toBe('private');
    expect(await checkEndpointAddress('https://no-such-host.invalid/hook', false)).toBe('unresolvable');
    expect(await checkEndpointAddress(`http://localhost:${receiver.port}/hook`, true)).toBe('ok');
    for (const url of ['http://[::7f00:1]/hook', 'http://[::127.0.0.1]/hook', 'http://[::ffff:7f00:1]/hook']) {
      expect(await checkEndpointAddress(url, false), url).toBe('private');
      expect(await checkEndpointAddress(url, true), url).toBe('private');
    }
  });
});

describe('without WEBHOOKS_ALLOW_PRIVATE_NETWORK', () => {
  it('the API refuses loopback, private and link-local endpoints', async () => {
    for (const url of [receiver.url('/a'), `http://localhost:${receiver.port}/a`, 'http://10.1.2.3/a', 'http://169.254.169.254/latest', 'http://[::1]/a', 'http://[::ffff:127.0.0.1]/a']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/v1/teams/${acme}/webhooks`, headers: t.as(manager), payload: { url, events: ['gift.claimed'] } });
      expect(res.statusCode, url).toBe(422);
      expect(res.json().errors, url).toEqual({ url: [webhookTexts.privateAddress] });
    }
  });

  it('a send refuses the address at connection time (a name that resolves inside, or a literal), and nothing arrives', async () => {
    const send = (url: string, allowPrivate: boolean) =>
      sendWebhook({ url, secret: 'whsec_x', body: '{}', eventId: 'evt_1', eventType: 'gift.claimed', deliveryId: 1, t: 1, allowPrivate });
    expect(await send(`http://localhost:${receiver.port}/send`, false)).toMatchObject({ ok: false, statusCode: null, error: expect.stringContaining('Refused') });
    expect(await send(receiver.url('/send'), false)).toMatchObject({ ok: false, error: expect.stringContaining('Refused') });
    expect(receiver.at('/send')).toHaveLength(0);
    // With the flag (tests, local development) both arrive.
    expect(await send(`http://localhost:${receiver.port}/send`, true)).toMatchObject({ ok: true, statusCode: 200 });
    expect(await send(receiver.url('/send'), true)).toMatchObject({ ok: true, statusCode: 200 });
    expect(receiver.at('/send')).toHaveLength(2);
  });

  it('a send to IPv4 inside IPv6 is refused even with private networks allowed', async () => {
    for (const host of ['[::7f00:1]', '[::ffff:7f00:1]']) {
      for (const allowPrivate of [false, true]) {
        const sent = await sendWebhook({ url: `http://${host}:${receiver.port}/odd`, secret: 'whsec_x', body: '{}', eventId: 'evt_2', eventType: 'gift.claimed', deliveryId: 2, t: 1, allowPrivate });
        expect(sent, `${host} ${allowPrivate}`).toMatchObject({ ok: false, statusCode: null, error: expect.stringContaining('Refused') });
      }
    }
    expect(receiver.at('/odd')).toHaveLength(0);
  });
});
