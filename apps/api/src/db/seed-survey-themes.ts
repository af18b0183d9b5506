import { and, eq, inArray } from 'drizzle-orm';
import { DEMO_TEAM_ID } from '@gifthub/shared/constants';
import type { TSurveyStyles } from '@gifthub/shared/survey-rules';
import { themeStyles } from '@gifthub/shared/survey-themes';
import type { Db } from './client';
import { surveys, teams, themeCategories, themes } from './schema';

// The theme gallery and two teams' libraries (spec 2 §2 Themes; issue 14): categories, nine published gallery themes
// with distinct fonts and colours, one draft and one deleted, and library themes (one deleted) for Acme Ltd and the demo team, two of whose
// seeded surveys wear them. Every pair of colours keeps 4.5:1 on its background and on the white answer boxes.

/** deleted: soft-deleted, so the Deleted switches show a real one on first start. */
type TSeedTheme = { name: string; description: string; category: string; active?: boolean; deleted?: boolean; styles: Partial<TSurveyStyles> };

const look = (font: string, answerFont: string, question: string, answer: string, button: string, bg: string, size = '24px'): Partial<TSurveyStyles> => ({
  question_font: font,
  answer_font: answerFont,
  button_font: answerFont,
  question_color: question,
  answer_color: answer,
  button_bg_color: button,
  button_color: '#FFFFFF',
  page_bg_color: bg,
  question_size: size,
  answer_size: '24px',
});

export const SEED_THEME_CATEGORIES = ['Corporate', 'Events', 'Seasonal', 'Minimal', 'Playful'];

export const SEED_GALLERY_THEMES: TSeedTheme[] = [
  { name: 'Corporate Navy', description: 'Navy headings and a calm blue for answers: at home in any client survey.', category: 'Corporate', styles: look('Montserrat', 'Open Sans', '#27376c', '#2f65b4', '#27376c', '#FFFFFF') },
  { name: 'Boardroom Serif', description: 'Playfair Display over Lora on warm paper, for formal feedback.', category: 'Corporate', styles: look('Playfair Display', 'Lora', '#222222', '#7a3e00', '#7a3e00', '#FBF8F3', '30px') },
  { name: 'Clean Minimal', description: 'Inter in near-black on white, larger questions, nothing else.', category: 'Minimal', styles: look('Inter', 'Inter', '#111111', '#374151', '#111111', '#FFFFFF', '30px') },
  { name: 'Mono Studio', description: 'Space Mono headings and Roboto Mono answers in forest green.', category: 'Minimal', styles: look('Space Mono', 'Roboto Mono', '#1f2937', '#0f5132', '#0f5132', '#F4F6F4') },
  { name: 'Winter Mixer', description: 'Icy blues with Raleway and Nunito for event registrations.', category: 'Events', styles: look('Raleway', 'Nunito', '#0b3d5c', '#0a5a8a', '#0a5a8a', '#EEF6FB') },
  { name: 'Gala Night', description: 'Abril Fatface headlines in plum for invitations and RSVPs.', category: 'Events', styles: look('Abril Fatface', 'Lato', '#4a1942', '#6b2160', '#4a1942', '#FDF7FB', '36px') },
  { name: 'Summer Fair', description: 'Pacifico and Quicksand in sunny orange for summer events.', category: 'Seasonal', styles: look('Pacifico', 'Quicksand', '#9a3412', '#9a3412', '#c2410c', '#FFF7ED', '30px') },
  { name: 'Holiday Cheer', description: 'Dancing Script with Merriweather in pine and berry red.', category: 'Seasonal', styles: look('Dancing Script', 'Merriweather', '#14532d', '#991b1b', '#991b1b', '#FEFCF3', '36px') },
  { name: 'Friendly Chat', description: 'Handwritten Caveat questions and round Comfortaa answers in indigo.', category: 'Playful', styles: look('Caveat', 'Comfortaa', '#3730a3', '#4338ca', '#4338ca', '#F5F7FF', '36px') },
  { name: 'Poster Bold', description: 'Bebas Neue and Karla: still being tried out.', category: 'Playful', active: false, styles: look('Bebas Neue', 'Karla', '#222222', '#2f65b4', '#222222', '#FFFFFF', '36px') },
  { name: 'Autumn Leaves', description: 'Russet and ochre with Lora: retired after last autumn.', category: 'Seasonal', active: false, deleted: true, styles: look('Lora', 'Open Sans', '#7c2d12', '#92400e', '#7c2d12', '#FFFBEB') },
];

/** Library themes per team: a brand theme, a copy of a gallery theme and an inactive one; which seeded survey wears which. */
const LIBRARY: { name: string; description: string; active: boolean; deleted?: boolean; from?: string; styles?: Partial<TSurveyStyles>; wornBy?: string }[] = [
  { name: 'Brand', description: 'Our colours and fonts.', active: true, styles: look('Poppins', 'Work Sans', '#27376c', '#2f65b4', '#2f65b4', '#FFFFFF', '30px'), wornBy: 'product-research' },
  { name: 'Winter Mixer', description: 'Copied from the gallery.', active: true, from: 'Winter Mixer', wornBy: 'event-registration-winter-mixer' },
  { name: 'Last Year', description: 'The 2025 look, kept for reference.', active: false, styles: look('PT Serif', 'PT Sans', '#222222', '#2f65b4', '#27376c', '#FFFFFF') },
  { name: 'Old Launch', description: 'The 2024 product launch look, deleted.', active: false, deleted: true, styles: look('Oswald', 'Source Sans 3', '#1e3a8a', '#1d4ed8', '#1e3a8a', '#FFFFFF') },
];

/** Run after the surveys (seed-surveys.ts). */
export async function seedSurveyThemes(db: Db) {
  await db.transaction(async (tx) => {
    const cats = await tx
      .insert(themeCategories)
      .values(SEED_THEME_CATEGORIES.map((name) => ({ name })))
      .returning();
    const catId = new Map(cats.map((c) => [c.name, c.id]));
    const gallery = await tx
      .insert(themes)
      .values(SEED_GALLERY_THEMES.map((g) => ({ teamId: null, name: g.name, description: g.description, categoryId: catId.get(g.category)!, active: g.active ?? true, deletedAt: g.deleted ? new Date() : null, styles: themeStyles(g.styles) })))
      .returning();
    const galleryByName = new Map(gallery.map((g) => [g.name, g]));

    const rows = await tx.select({ id: teams.id, slug: teams.slug }).from(teams).where(inArray(teams.slug, ['acme', 'demo']));
    for (const team of rows.filter((t) => t.slug === 'acme' || t.id === DEMO_TEAM_ID)) {
      const prefix = team.slug === 'acme' ? 'Acme' : 'Demo';
      for (const l of LIBRARY) {
        const source = l.from ? galleryByName.get(l.from) : undefined;
        const [made] = await tx
          .insert(themes)
          .values({
            teamId: team.id,
            name: l.from ? l.name : `${prefix} ${l.name}`,
            description: l.description,
            categoryId: source?.categoryId ?? null,
            active: l.active,
            deletedAt: l.deleted ? new Date() : null,
            styles: source ? source.styles : themeStyles(l.styles),
            copiedFrom: source?.id ?? null,
          })
          .returning();
        if (l.wornBy) await tx.update(surveys).set({ themeId: made!.id }).where(and(eq(surveys.teamId, team.id), eq(surveys.slug, l.wornBy)));
      }
    }
  });
}
