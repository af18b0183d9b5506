import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { DEMO_TEAM_ID } from '@gifthub/shared/constants';
import type { TDeps } from '../deps';
import { addSeedMedia } from '../modules/media/media.service';
import type { Db } from './client';
import { teams } from './schema';

/**
 * A few media-gallery images for Acme Ltd and the demo team (spec 3 §2.5), drawn at seed time with sharp (shapes
 * only: no fonts needed) and stored through the configured storage by the media service, so the gallery shows
 * real images on first start. Runs once the app (and its storage) is built.
 */
type TSeedImage = { width: number; height: number; svg: (w: number, h: number) => string; ageDays: number };

const banner = (from: string, to: string, accent: string) => (w: number, h: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>
  <rect width="${w}" height="${h}" fill="url(#g)"/>${Array.from({ length: 9 }, (_, i) => `<circle cx="${(i * w) / 8}" cy="${h * (0.2 + ((i * 37) % 60) / 100)}" r="${18 + ((i * 13) % 30)}" fill="${accent}" opacity="0.35"/>`).join('')}
  <rect x="${w * 0.36}" y="${h * 0.3}" width="${w * 0.28}" height="${h * 0.46}" rx="14" fill="#ffffff" opacity="0.92"/><rect x="${w * 0.485}" y="${h * 0.3}" width="${w * 0.03}" height="${h * 0.46}" fill="${accent}"/></svg>`;

// A logo on a transparent background: a ribboned box mark and three bars standing for a word mark.
const logo = (colour: string, accent: string) => (w: number, h: number) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}"><rect x="8" y="${h * 0.2}" width="${h * 0.6}" height="${h * 0.6}" rx="10" fill="${colour}"/>
  <rect x="${8 + h * 0.26}" y="${h * 0.2}" width="${h * 0.08}" height="${h * 0.6}" fill="${accent}"/><rect x="8" y="${h * 0.46}" width="${h * 0.6}" height="${h * 0.08}" fill="${accent}"/>
  ${[0, 1, 2].map((i) => `<rect x="${h * 0.8 + 8}" y="${h * (0.26 + i * 0.18)}" width="${(w - h) * (1 - i * 0.25)}" height="${h * 0.1}" rx="${h * 0.05}" fill="${colour}"/>`).join('')}</svg>`;

const SEED_MEDIA: Record<string, TSeedImage[]> = {
  acme: [
    { width: 1040, height: 306, svg: banner('#1d3557', '#457b9d', '#f1faee'), ageDays: 40 },
    { width: 360, height: 100, svg: logo('#1d3557', '#e63946'), ageDays: 38 },
    { width: 1040, height: 306, svg: banner('#e76f51', '#f4a261', '#264653'), ageDays: 20 },
    { width: 600, height: 600, svg: banner('#2a9d8f', '#264653', '#e9c46a'), ageDays: 6 },
    { width: 1040, height: 306, svg: banner('#6a4c93', '#1982c4', '#ffca3a'), ageDays: 1 },
  ],
  demo: [
    { width: 1040, height: 306, svg: banner('#0b6e4f', '#08a045', '#fdfffc'), ageDays: 30 },
    { width: 360, height: 100, svg: logo('#0b6e4f', '#f4d35e'), ageDays: 29 },
    { width: 600, height: 600, svg: banner('#9a031e', '#fb8b24', '#0f4c5c'), ageDays: 3 },
  ],
};

const teamIdOf = async (db: Db, slug: string) => (await db.select({ id: teams.id }).from(teams).where(eq(teams.slug, slug)))[0]?.id;

export async function seedTeamMedia(deps: Pick<TDeps, 'db' | 'storage' | 'clock'>) {
  const targets: [number | undefined, TSeedImage[]][] = [
    [await teamIdOf(deps.db, 'acme'), SEED_MEDIA.acme!],
    [DEMO_TEAM_ID, SEED_MEDIA.demo!],
  ];
  const now = deps.clock.now().getTime();
  for (const [teamId, images] of targets) {
    if (!teamId || !(await deps.db.select({ id: teams.id }).from(teams).where(eq(teams.id, teamId)))[0]) continue;
    for (const image of images) {
      const png = await sharp(Buffer.from(image.svg(image.width, image.height))).png().toBuffer();
      await addSeedMedia(deps, teamId, png, new Date(now - image.ageDays * 86_400_000));
    }
  }
}
