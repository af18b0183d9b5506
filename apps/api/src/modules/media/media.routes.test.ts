import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TEAM_ID } from '@gifthub/shared/constants';
import { MEDIA_FILENAME, mediaTexts, type TMediaImage, type TMediaList } from '@gifthub/shared/media';
import { unsafeSvgText } from '../../lib/images';
import { signInSeedUsers } from '../../test/seed-users';
import { tableRows } from '../../db/table-rows';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { multipartBody, testJpegWithExif, testPng } from '../../test/uploads';

let t: TTestApp;
let u: Awaited<ReturnType<typeof signInSeedUsers>>;
const dataDir = mkdtempSync(path.join(tmpdir(), 'gifthub-media-'));
const files = () => (existsSync(path.join(dataDir, 'uploads')) ? readdirSync(path.join(dataDir, 'uploads')).sort() : []);

beforeAll(async () => {
  t = await createTestApp({ config: { dataDir } });
  u = await signInSeedUsers(t);
});
afterAll(() => t.close());

const upload = (token: string, teamId: number, file: Buffer, name = 'image.png', type = 'image/png') => {
  const body = multipartBody(file, name, type);
  return t.app.inject({ method: 'POST', url: `/api/v1/teams/${teamId}/media`, headers: { ...t.as(token), ...body.headers }, payload: body.payload });
};
const list = (token: string, teamId: number, query = '') => t.app.inject({ method: 'GET', url: `/api/v1/teams/${teamId}/media${query}`, headers: t.as(token) });
const remove = (token: string, teamId: number, filename: string) =>
  t.app.inject({ method: 'DELETE', url: `/api/v1/teams/${teamId}/media/${filename}`, headers: t.as(token) });

describe('POST /teams/{teamId}/media', () => {
  it('stores a PNG re-encoded (transparency kept, size recorded) and serves it at the URL it answers', async () => {
    const res = await upload(u.manager, u.acme, await testPng(12, 9));
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json<TMediaImage>();
    expect(image).toMatchObject({ content_type: 'image/png', width: 12, height: 9 });
    expect(image.filename).toMatch(MEDIA_FILENAME);
    expect(image.url).toBe(`/api/v1/files/${image.filename}`);
    const served = await t.app.inject({ method: 'GET', url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const meta = await sharp(served.rawPayload).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height, alpha: meta.hasAlpha }).toEqual({ format: 'png', width: 12, height: 9, alpha: true });
    expect(files()).toContain(image.filename);
  });

  it('keeps a JPEG a JPEG and strips its metadata (EXIF with camera and place) and any bytes after the image', async () => {
    const original = Buffer.concat([await testJpegWithExif(10, 7), Buffer.from('<?php system($_GET["c"]); ?>')]);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const res = await upload(u.associate, u.acme, original, 'photo.png', 'image/png');
    expect(res.statusCode, res.body).toBe(200);
    const image = res.json<TMediaImage>();
    expect(image).toMatchObject({ content_type: 'image/jpeg', width: 10, height: 7 });
    expect(image.filename.endsWith('.jpg')).toBe(true);
    const served = (await t.app.inject({ method: 'GET', url: image.url })).rawPayload;
    const meta = await sharp(served).metadata();
    expect({ format: meta.format, exif: meta.exif, icc: meta.icc, xmp: meta.xmp }).toEqual({ format: 'jpeg', exif: undefined, icc: undefined, xmp: undefined });
    expect(served.includes('SecretCam')).toBe(false);
    expect(served.includes('<?php')).toBe(false);
  });

  it('refuses text named .png, an SVG with a script (or an event handler, foreignObject, outside link), a broken image and a file over 2 MB, storing nothing', async () => {
    const before = { rows: await tableRows(t.deps.db), files: files() };
    const svg = (inner: string) => Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10">${inner}</svg>`);
    const png = await testPng();
    const cases: [Buffer, string, string][] = [
      [Buffer.from('just some text, not a picture'), 'logo.png', 'File must be a PNG, JPEG, GIF, WebP or SVG image.'],
      [svg('<script>alert(1)</script>'), 'x.svg', unsafeSvgText],
      [svg('<rect width="5" height="5" onload="alert(1)"/>'), 'x.svg', unsafeSvgText],
      [svg('<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi</div></foreignObject>'), 'x.svg', unsafeSvgText],
      [svg('<image href="https://evil.example/track.png"/>'), 'x.svg', unsafeSvgText],
      [svg('<a xlink:href="&#106;avascript:alert(1)"><rect width="5" height="5"/></a>'), 'x.svg', unsafeSvgText],
      [Buffer.concat([png.subarray(0, 40)]), 'cut.png', 'The image could not be read. Please choose another file.'],
      [Buffer.concat([png, Buffer.alloc(2 * 1024 * 1024)]), 'big.png', 'File must be at most 2 MB.'],
    ];
    for (const [body, name, message] of cases) {
      const res = await upload(u.manager, u.acme, body, name);
      expect(res.statusCode, `${name}: ${res.body}`).toBe(422);
      expect(res.json(), name).toMatchObject({ code: 'validation_failed', errors: { file: [message] } });
    }
    const noFile = await t.app.inject({ method: 'POST', url: `/api/v1/teams/${u.acme}/media`, headers: t.as(u.manager), payload: {} });
    expect(noFile.statusCode).toBe(422);
    expect({ rows: await tableRows(t.deps.db), files: files() }).toEqual(before);
  });

  it('accepts a plain SVG as it is, with its size', async () => {
    const res = await upload(u.manager, u.acme, Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20"><rect width="40" height="20" fill="url(#g)"/></svg>'), 'x.svg', 'image/svg+xml');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ content_type: 'image/svg+xml', width: 40, height: 20 });
  });

  it('is read-only in the demo and closed to other teams', async () => {
    const before = { rows: await tableRows(t.deps.db), files: files() };
    const png = await testPng();
    const demo = await upload(u.demo, DEMO_TEAM_ID, png);
    expect(demo.statusCode).toBe(403);
    expect(demo.json()).toMatchObject({ code: 'demo_read_only' });
    expect((await upload(u.corner, u.acme, png)).statusCode).toBe(404);
    expect({ rows: await tableRows(t.deps.db), files: files() }).toEqual(before);
    expect((await list(u.demo, DEMO_TEAM_ID)).statusCode).toBe(200);
  });
});

describe('GET and DELETE /teams/{teamId}/media', () => {
  it('lists the team newest first, paged in SQL, and only its own images', async () => {
    const a = (await upload(u.manager, u.acme, await testPng(3, 3))).json<TMediaImage>();
    const b = (await upload(u.manager, u.acme, await testPng(4, 4))).json<TMediaImage>();
    const page = (await list(u.associate, u.acme, '?per_page=12')).json<TMediaList>();
    expect(page.data.slice(0, 2).map((i) => i.filename)).toEqual([b.filename, a.filename]);
    expect(page.meta).toMatchObject({ current_page: 1, per_page: 12 });
    const second = (await list(u.manager, u.acme, `?per_page=1&page=2`)).json<TMediaList>();
    expect(second.data.map((i) => i.filename)).toEqual([a.filename]);
    expect(second.meta.total).toBe(page.meta.total);
    const corner = (await list(u.corner, u.cornerId)).json<TMediaList>();
    expect(corner.data.map((i) => i.filename)).not.toContain(a.filename);
    expect((await list(u.corner, u.acme)).statusCode).toBe(404);
    expect((await list(u.manager, u.acme, '?per_page=1000')).statusCode).toBe(422);
  });

  it('deletes the file and the row and answers the updated list; another team’s file is 404 and stays', async () => {
    const mine = (await upload(u.manager, u.acme, await testPng(5, 5))).json<TMediaImage>();
    const theirs = (await upload(u.corner, u.cornerId, await testPng(5, 5))).json<TMediaImage>();
    const other = await remove(u.manager, u.acme, theirs.filename);
    expect(other.statusCode).toBe(404);
    expect(files()).toContain(theirs.filename);
    const res = await remove(u.manager, u.acme, mine.filename);
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json<TMediaList>();
    expect(after.data.map((i) => i.filename)).not.toContain(mine.filename);
    expect(after.meta.total).toBe((await list(u.manager, u.acme)).json<TMediaList>().meta.total);
    expect(files()).not.toContain(mine.filename);
    expect((await t.app.inject({ method: 'GET', url: mine.url })).statusCode).toBe(404);
    expect((await remove(u.manager, u.acme, mine.filename)).statusCode).toBe(404);
    expect((await remove(u.manager, u.acme, '..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(422);
  });

  it('needs edit-team-settings to delete (uploading is open to members); the demo cannot delete', async () => {
    const image = (await upload(u.manager, u.acme, await testPng())).json<TMediaImage>();
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/teams/${u.acme}/members/${u.associateId}`,
      headers: t.as(u.manager),
      payload: { name: 'Adam Associate', permissions: { 'edit-team-settings': false } },
    });
    const res = await remove(u.associate, u.acme, image.filename);
    expect(res.statusCode).toBe(403);
    expect((await upload(u.associate, u.acme, await testPng())).statusCode).toBe(200);
    const demoImage = (await list(u.demo, DEMO_TEAM_ID)).json<TMediaList>().data[0];
    if (demoImage) expect((await remove(u.demo, DEMO_TEAM_ID, demoImage.filename)).statusCode).toBe(403);
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/teams/${u.acme}/members/${u.associateId}`,
      headers: t.as(u.manager),
      payload: { name: 'Adam Associate', permissions: { 'edit-team-settings': true } },
    });
  });
});

describe('GET /files/{name}', () => {
  it('serves only team, campaign and gallery images: other stored files stay private to their own routes', async () => {
    const png = await testPng();
    await t.deps.storage.put('se-1-0123456789abcdef.png', png, 'image/png');
    await t.deps.storage.put('media-1-0123456789abcdef.png', png, 'image/png');
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/files/se-1-0123456789abcdef.png' })).statusCode).toBe(404);
    const served = await t.app.inject({ method: 'GET', url: '/api/v1/files/media-1-0123456789abcdef.png' });
    expect(served.statusCode).toBe(200);
    expect(served.headers).toMatchObject({ 'content-type': 'image/png', 'cache-control': 'public, max-age=31536000, immutable', 'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'" });
  });
});

describe('PUT /teams/{teamId}/images', () => {
  it('sets the logo, hero and action logo from the team’s own gallery as copies, and clears with null', async () => {
    const image = (await upload(u.manager, u.acme, await testPng(6, 6))).json<TMediaImage>();
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/teams/${u.acme}/images`,
      headers: t.as(u.manager),
      payload: { logo_url: image.filename, hero_url: image.filename },
    });
    expect(res.statusCode, res.body).toBe(200);
    const team = res.json<{ logo_url: string; hero_url: string; action_logo_url: string | null }>();
    expect(team.logo_url).toMatch(/^\/api\/v1\/files\/team-\d+-[0-9a-f]{16}\.png$/);
    expect(team.hero_url).not.toBe(team.logo_url);
    // The gallery's copy can go; the logo keeps showing.
    await remove(u.manager, u.acme, image.filename);
    expect((await t.app.inject({ method: 'GET', url: team.logo_url })).statusCode).toBe(200);
    const cleared = await t.app.inject({ method: 'PUT', url: `/api/v1/teams/${u.acme}/images`, headers: t.as(u.manager), payload: { hero_url: null } });
    expect(cleared.json()).toMatchObject({ hero_url: null, logo_url: team.logo_url });
    // The replaced hero's own copy is removed from storage.
    expect(files()).not.toContain(team.hero_url.split('/').pop());
  });

  it('refuses another team’s image, a made-up name and the demo, changing nothing', async () => {
    const theirs = (await upload(u.corner, u.cornerId, await testPng())).json<TMediaImage>();
    const before = { rows: await tableRows(t.deps.db), files: files() };
    for (const logo of [theirs.filename, 'media-1-0123456789abcdef.png', '../secret.png']) {
      const res = await t.app.inject({ method: 'PUT', url: `/api/v1/teams/${u.acme}/images`, headers: t.as(u.manager), payload: { logo_url: logo } });
      expect(res.statusCode, logo).toBe(422);
      expect(res.json()).toMatchObject({ errors: { logo_url: [mediaTexts.notYours] } });
    }
    const demo = await t.app.inject({ method: 'PUT', url: `/api/v1/teams/${DEMO_TEAM_ID}/images`, headers: t.as(u.demo), payload: { logo_url: null } });
    expect(demo.statusCode).toBe(403);
    expect({ rows: await tableRows(t.deps.db), files: files() }).toEqual(before);
  });
});
