import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, trustProxyConfig, type TTrustProxy } from '../config';
import { createTestApp, type TTestApp } from './test-app';

/**
 * TRUST_PROXY decides whose X-Forwarded-For names the client. The tests' requests come from 127.0.0.1 (inject's
 * socket), standing for the proxy; what the proxy appends last is the address it saw, and anything to its left was
 * written by the client.
 */
describe('TRUST_PROXY values', () => {
  it('reads a hop count, or proxies\' addresses and CIDR ranges; unset or 0 trusts nobody', () => {
    expect(trustProxyConfig(undefined)).toBe(false);
    expect(trustProxyConfig('')).toBe(false);
    expect(trustProxyConfig('0')).toBe(false);
    expect(trustProxyConfig('1')).toBe(1);
    expect(trustProxyConfig(' 2 ')).toBe(2);
    expect(trustProxyConfig('10.0.0.5, 10.1.0.0/16,fd00::/8')).toEqual(['10.0.0.5', '10.1.0.0/16', 'fd00::/8']);
    expect(trustProxyConfig('loopback,::1')).toEqual(['loopback', '::1']);
  });

  it('refuses at start whatever would trust every address, and anything that is not an address', () => {
    for (const value of ['true', 'TRUE', 'all', '*', 'yes', '0.0.0.0/0', '::/0', '10.0.0.5,0.0.0.0/0', 'nginx', '10.0.0.300', '10.0.0.0/33', '-1', '1.5', '010.0.0.1'])
      expect(() => trustProxyConfig(value), value).toThrow(/TRUST_PROXY/);
    expect(() => loadConfig({ TRUST_PROXY: 'true' })).toThrow(/Trusting every address is refused/);
    expect(loadConfig({ TRUST_PROXY: '127.0.0.1' }).trustProxy).toEqual(['127.0.0.1']);
  });
});

const apps: Record<string, TTestApp> = {};
const lines: Record<string, string[]> = {};
const build = async (name: string, trustProxy: TTrustProxy) => {
  lines[name] = [];
  apps[name] = await createTestApp({ seed: false, config: { trustProxy, logLevel: 'info' }, logStream: { write: (l) => void lines[name]!.push(l) } });
};
beforeAll(async () => {
  await build('none', false);
  await build('proxy', ['127.0.0.1']);
  await build('hop', 1);
});
afterAll(() => Promise.all(Object.values(apps).map((t) => t.close())));

const forgot = (name: string, xff?: string) =>
  apps[name]!.app.inject({ method: 'POST', url: '/api/v1/forgot-password', headers: xff ? { 'x-forwarded-for': xff } : {}, payload: { email: 'someone@proxy.test' } });
const login = (name: string, i: number, xff: string) =>
  apps[name]!.app.inject({ method: 'POST', url: '/api/v1/login', headers: { 'x-forwarded-for': xff }, payload: { email: `guess-${i}@proxy.test`, password: 'wrong-password-1' } });
/** The client address the access log recorded for the last request (req.ip). */
const loggedAddress = (name: string) => {
  const access = lines[name]!.map((l) => JSON.parse(l) as { msg: string; req?: { remoteAddress: string } }).filter((l) => l.msg === 'request completed');
  return access.at(-1)!.req!.remoteAddress;
};

describe('the client address behind a trusted proxy', () => {
  it('with the proxy\'s address trusted, req.ip is what the proxy saw; a forged entry to its left moves nothing', async () => {
    await forgot('proxy', 'forged-by-client, 203.0.113.5');
    expect(loggedAddress('proxy')).toBe('203.0.113.5');
    await forgot('proxy', '10.9.9.9, 198.51.100.1, 203.0.113.5');
    expect(loggedAddress('proxy')).toBe('203.0.113.5');
  });

  it('with one hop trusted, `X-Forwarded-For: forged, real` gives real', async () => {
    await forgot('hop', '192.0.2.77, 198.51.100.23');
    expect(loggedAddress('hop')).toBe('198.51.100.23');
  });

  it('the route limits count the real client: its forged entries share its count, another client has its own', async () => {
    // 2 requests from 203.0.113.5 above; 8 more fill its 10 a minute, each with another forged entry.
    for (let i = 0; i < 8; i++) expect((await forgot('proxy', `10.0.0.${i}, 203.0.113.5`)).statusCode).toBe(200);
    expect((await forgot('proxy', '10.0.0.99, 203.0.113.5')).statusCode).toBe(429);
    expect((await forgot('proxy', '203.0.113.5')).statusCode).toBe(429);
    expect((await forgot('proxy', '203.0.113.6')).statusCode).toBe(200);
  });

  it('the login throttle counts the real client: 20 failures from it lock it, not the others behind the proxy', async () => {
    for (let i = 0; i < 20; i++) expect((await login('proxy', i, `192.0.2.${i}, 198.51.100.40`)).statusCode).toBe(401);
    expect((await login('proxy', 20, '192.0.2.200, 198.51.100.40')).statusCode).toBe(429);
    expect((await login('proxy', 21, '198.51.100.41')).statusCode).toBe(401);
  });

  it('unset, X-Forwarded-For is ignored: every request is the socket\'s address, whatever the header says', async () => {
    await forgot('none', '203.0.113.5');
    expect(loggedAddress('none')).toBe('127.0.0.1');
    for (let i = 0; i < 9; i++) expect((await forgot('none', `203.0.113.${10 + i}`)).statusCode).toBe(200);
    expect((await forgot('none', '203.0.113.99')).statusCode).toBe(429);
  });
});
