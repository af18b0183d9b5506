import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEAM_ID } from '@gifthub/shared/constants';
import type { TMediaList } from '@gifthub/shared/media';
import { signInSeedUsers } from '../test/seed-users';
import { createTestApp, type TTestApp } from '../test/test-app';
import { seedTeamMedia } from './seed-media';

let t: TTestApp;
beforeAll(async () => {
  t = await createTestApp({ config: { dataDir: mkdtempSync(path.join(tmpdir(), 'gifthub-seed-media-')) } });
});
afterAll(() => t.close());

describe('seedTeamMedia', () => {
  it("gives Acme Ltd and the demo team real images in their galleries, newest first, served from storage", async () => {
    await seedTeamMedia(t.deps);
    const u = await signInSeedUsers(t);
    const acme = (await t.app.inject({ method: 'GET', url: `/api/v1/teams/${u.acme}/media`, headers: t.as(u.manager) })).json<TMediaList>();
    expect(acme.meta.total).toBe(5);
    expect(acme.data.map((i) => [i.width, i.height])).toEqual([[1040, 306], [600, 600], [1040, 306], [360, 100], [1040, 306]]);
    const dates = acme.data.map((i) => i.created_at);
    expect([...dates].sort().reverse()).toEqual(dates);
    const logo = await t.app.inject({ method: 'GET', url: acme.data[3]!.url });
    const meta = await sharp(logo.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height, meta.hasAlpha]).toEqual(['png', 360, 100, true]);
    const demo = (await t.app.inject({ method: 'GET', url: `/api/v1/teams/${DEMO_TEAM_ID}/media`, headers: t.as(u.demo) })).json<TMediaList>();
    expect(demo.meta.total).toBe(3);
  });
});
