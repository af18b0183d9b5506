// The theme fonts (spec 2 §3 Font, §7, §9; issue 14): a catalogue of web fonts served from our own host (the API's
// /fonts routes read them from the @fontsource npm packages; no font service at run time) and the 13 safe fonts every
// device has, which are never downloaded. No zod here: the light public survey page imports this file.

export const FONT_CATEGORIES = ['sans-serif', 'serif', 'display', 'handwriting', 'monospace'] as const;
export type TFontCategory = (typeof FONT_CATEGORIES)[number];
export const FONT_CATEGORY_LABELS: Record<TFontCategory, string> = {
  'sans-serif': 'Sans Serif',
  serif: 'Serif',
  display: 'Display',
  handwriting: 'Handwriting',
  monospace: 'Monospace',
};

export type TFontVariant = { weight: number; italic: boolean };
/** A font: its name (the CSS family), kind and variants; local ones are on every device, the others are served by us. */
export type TFont = { name: string; id: string; category: TFontCategory; variants: TFontVariant[]; local: boolean };

const variantsOf = (weights: number[], italic: boolean): TFontVariant[] =>
  weights.flatMap((weight) => (italic ? [{ weight, italic: false }, { weight, italic: true }] : [{ weight, italic: false }]));
/** A font's id: its name in lower case with dashes (the @fontsource package's name). */
export const fontId = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const hosted = (name: string, category: TFontCategory, weights: number[], italic: boolean): TFont => ({ name, id: fontId(name), category, variants: variantsOf(weights, italic), local: false });
const local = (name: string, category: TFontCategory): TFont => ({ name, id: fontId(name), category, variants: variantsOf([400, 700], true), local: true });

const ALL = [100, 200, 300, 400, 500, 600, 700, 800, 900];
/** The served fonts, as their packages' metadata.json lists them (a test holds each to its package). */
export const HOSTED_FONTS: TFont[] = [
  hosted('Abril Fatface', 'display', [400], false),
  hosted('Alfa Slab One', 'display', [400], false),
  hosted('Bebas Neue', 'sans-serif', [400], false),
  hosted('Caveat', 'handwriting', [400, 500, 600, 700], false),
  hosted('Comfortaa', 'display', [300, 400, 500, 600, 700], false),
  hosted('Crimson Text', 'serif', [400, 600, 700], true),
  hosted('Dancing Script', 'handwriting', [400, 500, 600, 700], false),
  hosted('EB Garamond', 'serif', [400, 500, 600, 700, 800], true),
  hosted('Indie Flower', 'handwriting', [400], false),
  hosted('Inter', 'sans-serif', ALL, true),
  hosted('Josefin Sans', 'sans-serif', [100, 200, 300, 400, 500, 600, 700], true),
  hosted('Karla', 'sans-serif', [200, 300, 400, 500, 600, 700, 800], true),
  hosted('Lato', 'sans-serif', [100, 300, 400, 700, 900], true),
  hosted('Libre Baskerville', 'serif', [400, 500, 600, 700], true),
  hosted('Lobster', 'display', [400], false),
  hosted('Lora', 'serif', [400, 500, 600, 700], true),
  hosted('Merriweather', 'serif', [300, 400, 500, 600, 700, 800, 900], true),
  hosted('Montserrat', 'sans-serif', ALL, true),
  hosted('Mulish', 'sans-serif', [200, 300, 400, 500, 600, 700, 800, 900], true),
  hosted('Nunito', 'sans-serif', [200, 300, 400, 500, 600, 700, 800, 900], true),
  hosted('Open Sans', 'sans-serif', [300, 400, 500, 600, 700, 800], true),
  hosted('Oswald', 'sans-serif', [200, 300, 400, 500, 600, 700], false),
  hosted('Pacifico', 'handwriting', [400], false),
  hosted('Playfair Display', 'serif', [400, 500, 600, 700, 800, 900], true),
  hosted('Poppins', 'sans-serif', ALL, true),
  hosted('PT Sans', 'sans-serif', [400, 700], true),
  hosted('PT Serif', 'serif', [400, 700], true),
  hosted('Quicksand', 'sans-serif', [300, 400, 500, 600, 700], false),
  hosted('Raleway', 'sans-serif', ALL, true),
  hosted('Roboto', 'sans-serif', ALL, true),
  hosted('Roboto Mono', 'monospace', [100, 200, 300, 400, 500, 600, 700], true),
  hosted('Roboto Slab', 'serif', ALL, false),
  hosted('Shadows Into Light', 'handwriting', [400], false),
  hosted('Source Code Pro', 'monospace', [200, 300, 400, 500, 600, 700, 800, 900], true),
  hosted('Source Sans 3', 'sans-serif', [200, 300, 400, 500, 600, 700, 800, 900], true),
  hosted('Space Mono', 'monospace', [400, 700], true),
  hosted('Work Sans', 'sans-serif', ALL, true),
];

/** The 13 safe fonts (spec 2 §9): always available, nothing to download. */
export const LOCAL_FONTS: TFont[] = [
  local('Arial', 'sans-serif'),
  local('Helvetica', 'sans-serif'),
  local('Verdana', 'sans-serif'),
  local('Tahoma', 'sans-serif'),
  local('Trebuchet MS', 'sans-serif'),
  local('Lucida Sans', 'sans-serif'),
  local('Times New Roman', 'serif'),
  local('Georgia', 'serif'),
  local('Garamond', 'serif'),
  local('Palatino', 'serif'),
  local('Courier New', 'monospace'),
  local('Impact', 'display'),
  local('Comic Sans MS', 'handwriting'),
];

/** Every font a theme may name, by name. */
export const FONT_CATALOGUE: TFont[] = [...HOSTED_FONTS, ...LOCAL_FONTS].sort((a, b) => a.name.localeCompare(b.name));
export const FONT_NAMES: string[] = FONT_CATALOGUE.map((f) => f.name);

/** The picker's default (spec 2 §7); a theme's default font is DEFAULT_STYLES' Lato (§9). */
export const PICKER_DEFAULT_FONT = 'Open Sans';

const byName = new Map(FONT_CATALOGUE.map((f) => [f.name.toLowerCase(), f]));
const byId = new Map(HOSTED_FONTS.map((f) => [f.id, f]));
/** A font of the catalogue by its name (any case); undefined for a font it does not hold. */
export const findFont = (name: string | null | undefined): TFont | undefined => (name ? byName.get(name.trim().toLowerCase()) : undefined);
/** A served font by its id (the /fonts routes' path). */
export const findHostedFont = (id: string): TFont | undefined => byId.get(id);

const nearest = (variants: TFontVariant[], weight: number) =>
  variants.reduce<TFontVariant | undefined>((best, v) => (!best || Math.abs(v.weight - weight) < Math.abs(best.weight - weight) ? v : best), undefined);

/**
 * The variants a page loads (spec 2 §7): regular (nearest 400), bold (nearest 700) and their italics where the font
 * has them; every variant when `all` is asked. A font without variants loads none.
 */
export function variantsToLoad(font: TFont, all = false): TFontVariant[] {
  if (all) return font.variants;
  const upright = font.variants.filter((v) => !v.italic);
  const picked = new Set<number>();
  for (const w of [400, 700]) {
    const v = nearest(upright, w);
    if (v) picked.add(v.weight);
  }
  return font.variants.filter((v) => picked.has(v.weight));
}

/** A variant's stylesheet name in its package: 400, 400-italic. */
export const variantFile = (v: TFontVariant) => `${v.weight}${v.italic ? '-italic' : ''}`;

/** The stylesheet (under /api/v1) with a served font's @font-face rules; null for a safe or unknown font. */
export function fontCssPath(name: string | null | undefined, all = false): string | null {
  const font = findFont(name);
  if (!font || font.local) return null;
  return `/fonts/${font.id}.css${all ? '?variants=all' : ''}`;
}

const FALLBACKS: Record<TFontCategory, string> = {
  'sans-serif': "system-ui, -apple-system, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif",
  serif: "Georgia, 'Times New Roman', serif",
  display: "Impact, 'Arial Black', system-ui, sans-serif",
  handwriting: "'Comic Sans MS', 'Segoe Print', cursive",
  monospace: "ui-monospace, Menlo, Consolas, 'Courier New', monospace",
};
/** What a font of a kind falls back to while it loads or where it cannot. */
export const fontFallback = (name: string | null | undefined) => FALLBACKS[findFont(name)?.category ?? 'sans-serif'];

/** The stylesheets a theme's fonts need (question, answer and button fonts), each once. */
export function themeFontPaths(styles: { question_font?: string; answer_font?: string; button_font?: string } | null | undefined): string[] {
  const names = [styles?.question_font, styles?.answer_font, styles?.button_font];
  return [...new Set(names.map((n) => fontCssPath(n)).filter((p): p is string => p !== null))];
}
