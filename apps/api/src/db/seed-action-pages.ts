import { eq } from 'drizzle-orm';
import type { TActionPage } from '@gifthub/shared/action-pages';
import type { Db } from './client';
import { teams } from './schema';

/**
 * Acme Ltd's gift pages in its brand (spec 3 §2.4): deep green buttons with a shadow on a pale green page, and a
 * marketplace title; the button words stay the defaults. Every pair reads at 4.5:1 or more. The demo team and the
 * others keep the default look.
 */
const ACME_BRAND = {
  textColour: '#173b32',
  backgroundColour: '#edf5f1',
  buttonColour: '#ffffff',
  buttonBackground: '#0b5d4b',
  buttonShadow: true,
  marketplaceTitle: 'A gift from everyone at Acme',
  marketplaceDescription: 'Thank you for being part of our year. Tell us where to send it and it is on its way.',
} as const;
export const ACME_ACTION_PAGE: TActionPage = {
  // Square buttons on a phone.
  mobile: { ...ACME_BRAND, buttonRoundedCorners: false },
  desktop: { ...ACME_BRAND },
};

export async function seedActionPages(db: Db) {
  await db.update(teams).set({ actionPage: ACME_ACTION_PAGE }).where(eq(teams.slug, 'acme'));
}
