import { afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { http, setDemoWritePrompt } from './api-client';
import { setNavigator } from './navigation';
import { storage } from './storage';

const answer = (status: number, body: object) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

afterEach(() => {
  vi.unstubAllGlobals();
  storage.clearAuth();
});

describe('the API client and the session', () => {
  it('a 401 for the token this tab holds signs out and goes to /welcome', async () => {
    storage.setTokens('tok-a', 'wp-a');
    const nav = vi.fn();
    setNavigator(nav);
    vi.stubGlobal('fetch', vi.fn(async () => answer(401, { message: 'Unauthorized', code: 'unauthorized' })));
    await expect(http.get('/teams/1', undefined, { quiet: true })).rejects.toMatchObject({ status: 401 });
    expect(nav).toHaveBeenCalledWith('/welcome');
    expect(storage.apiToken()).toBeNull();
  });

  it('a 401 for a token signed out while the request was under way changes nothing (Sign Out racing a read)', async () => {
    storage.setTokens('tok-a', 'wp-a');
    const nav = vi.fn();
    setNavigator(nav);
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        // Sign Out, then another person signs in on this tab, while the read is in flight.
        storage.clearAuth();
        storage.setTokens('tok-b', 'wp-b');
        return answer(401, { message: 'Unauthorized', code: 'unauthorized' });
      }),
    );
    await expect(http.get('/teams/1', undefined, { quiet: true })).rejects.toMatchObject({ status: 401 });
    expect(nav).not.toHaveBeenCalled();
    expect(storage.apiToken()).toBe('tok-b');
  });

  it('a 401 for a call sent after Sign Out (no token) does not send the tab to /welcome', async () => {
    const nav = vi.fn();
    setNavigator(nav);
    vi.stubGlobal('fetch', vi.fn(async () => answer(401, { message: 'Unauthorized', code: 'unauthorized' })));
    await expect(http.get('/teams/1', undefined, { quiet: true })).rejects.toMatchObject({ status: 401 });
    expect(nav).not.toHaveBeenCalled();
  });

  it('preview mode: a write refused as demo-read-only opens the registered sign-up prompt', async () => {
    storage.setTokens('tok-a', 'wp-a');
    const prompt = vi.fn();
    const unregister = setDemoWritePrompt(prompt);
    vi.stubGlobal('fetch', vi.fn(async () => answer(403, { message: 'Read only', code: ERROR_CODES.demoReadOnly })));
    await expect(http.put('/teams/1', { name: 'x' })).rejects.toMatchObject({ status: 403 });
    expect(prompt).toHaveBeenCalledTimes(1);
    unregister();
  });
});
