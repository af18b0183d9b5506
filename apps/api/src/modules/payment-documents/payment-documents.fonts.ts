import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import * as fontkit from 'fontkit';

// Resolved through the packages (not a node_modules path) so source, tests and dist/server.js all find them.
const require = createRequire(import.meta.url);
// The @embedpdf packages export only their index (dist/index.*), with the fonts one folder up.
const packageDir = (name: string) => path.join(path.dirname(require.resolve(name)), '..');

declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- augments @types/pdfkit's namespace
  namespace PDFKit.Mixins {
    interface PDFFont {
      /** pdfkit also takes an opened fontkit font (PDFFontFactory.open); passing ours saves parsing it again for every document. */
      registerFont(name: string, src: fontkit.Font): this;
    }
  }
}

export type TFontStyle = 'regular' | 'bold' | 'italic';

type TFace = { name: string; path: () => string };
const face = (name: string, file: () => string): TFace => ({ name, path: file });
const notoSans = (file: string) => face(file, () => path.join(packageDir('@embedpdf/fonts-latin'), 'fonts', file));
// Noto Sans Hans, the Simplified Chinese (GB2312) cut of Noto Sans CJK: Han and kana but no Hangul, 8 MB a weight
// where the full CJK font is 16 MB and more.
const notoSansHans = (file: string) => face(file, () => path.join(packageDir('@embedpdf/fonts-sc'), 'fonts', file));
const notoEmoji = face('NotoEmoji-Regular', () => require.resolve('@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf'));

/** Latin, Greek and Cyrillic; then Chinese and Japanese kana; then monochrome emoji. Italic CJK is upright, as in print. */
const FAMILIES: Record<'sans' | 'cjk' | 'emoji', Record<TFontStyle, TFace>> = {
  sans: { regular: notoSans('NotoSans-Regular.ttf'), bold: notoSans('NotoSans-Bold.ttf'), italic: notoSans('NotoSans-Italic.ttf') },
  cjk: { regular: notoSansHans('NotoSansHans-Regular.otf'), bold: notoSansHans('NotoSansHans-Bold.otf'), italic: notoSansHans('NotoSansHans-Regular.otf') },
  emoji: { regular: notoEmoji, bold: notoEmoji, italic: notoEmoji },
};

const CONTROL_OR_IGNORABLE = /\p{Cc}|\p{Default_Ignorable_Code_Point}/u;
const RADICAL = /\p{Radical}/u;
// Each file is read and parsed once per process (the CJK ones only when a document first needs them):
// parsing Noto Sans's layout tables for every document made a receipt five times slower.
const fonts = new Map<string, fontkit.Font>();
function load(f: TFace) {
  let font = fonts.get(f.name);
  if (!font) {
    const opened = fontkit.create(readFileSync(f.path()));
    if (!('hasGlyphForCodePoint' in opened)) throw new Error(`${f.name} is a font collection`);
    // fontkit keeps each glyph with the characters it was first made for, and a subset makes the parts of an
    // accented letter (the 's' of 'ś') with none: a later document's 's' then had no text in its ToUnicode map.
    // Making every mapped glyph first, from its character, keeps the text of what is drawn (controls skipped:
    // the CJK font maps them to its space, which would then read as NUL). Where characters share a glyph (the
    // Kangxi radical ⽥ and the ideograph 田, ⻑ and 長, Ω and the ohm sign), the ordinary one makes it: radicals
    // and compatibility forms come last, so 山田 extracts as written and not as ⼭⽥.
    const drawable = opened.characterSet.filter((cp) => !CONTROL_OR_IGNORABLE.test(String.fromCodePoint(cp)));
    const variant = (cp: number) => {
      const ch = String.fromCodePoint(cp);
      return RADICAL.test(ch) || ch.normalize('NFKC') !== ch;
    };
    for (const cp of [...drawable.filter((cp) => !variant(cp)), ...drawable.filter(variant)]) opened.glyphForCodePoint(cp);
    font = opened;
    fonts.set(f.name, font);
  }
  return font;
}

// Control characters draw nothing useful (a NUL or an escape would be a box); bidi controls, because pdfkit lays text out left to right only.
const CONTROLS = /(?!\n)[\p{Cc}\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;
/** The text as it will be drawn: line breaks normalised, tabs as spaces, controls gone, lone surrogates replaced. */
export const printableText = (s: string) =>
  s
    .replace(/\r\n?/g, '\n')
    .replace(/\t/g, ' ')
    .replace(CONTROLS, '')
    .replace(/\p{Cs}/gu, '\uFFFD');

const REPLACEMENT = '\uFFFD';
// Zero-width joiners, variation selectors, soft hyphens…: no font needs a glyph for them.
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
const IGNORABLES = /\p{Default_Ignorable_Code_Point}/gu;
// Shown as emoji even where a text font has the character (a flag, a keycap, ❤️ with its variation selector).
const EMOJI_FIRST = /\p{Emoji_Presentation}|\uFE0F|\p{Regional_Indicator}|\u20E3/u;
const segmenter = new Intl.Segmenter('en', { granularity: 'grapheme' });

const covers = (f: TFace, grapheme: string) => {
  const font = load(f);
  return Array.from(grapheme).every((ch) => IGNORABLE.test(ch) || font.hasGlyphForCodePoint(ch.codePointAt(0)!));
};

export type TFontRun = { font: string; text: string };

/**
 * Splits text into runs, each in the first font that has every character of its graphemes:
 * Noto Sans, then Noto Sans Hans, then Noto Emoji (emoji-style graphemes try Noto Emoji first).
 * A grapheme no font has becomes U+FFFD, never a box or a '?'.
 */
export const fontRuns = (text: string, style: TFontStyle): TFontRun[] => facedRuns(text, style).map((r) => ({ font: r.face.name, text: r.text }));

function facedRuns(text: string, style: TFontStyle) {
  const order = [FAMILIES.sans[style], FAMILIES.cjk[style], FAMILIES.emoji[style]];
  const emojiOrder = [FAMILIES.emoji[style], FAMILIES.sans[style], FAMILIES.cjk[style]];
  const runs: { face: TFace; text: string }[] = [];
  for (const { segment } of segmenter.segment(printableText(text))) {
    const last = runs.at(-1);
    let chosen: TFace | undefined;
    let drawn = segment;
    // Spaces and line breaks stay in the run they are in, so a name is not cut into runs at each space;
    // but not in an emoji run: Noto Emoji's space is 1.3 em wide.
    if (last && segment === '\n') chosen = last.face;
    else if (/^\s+$/u.test(segment)) chosen = last && last.face !== FAMILIES.emoji[style] && covers(last.face, segment) ? last.face : FAMILIES.sans[style];
    else chosen = (EMOJI_FIRST.test(segment) ? emojiOrder : order).find((f) => covers(f, segment));
    if (!chosen) [chosen, drawn] = [FAMILIES.sans[style], REPLACEMENT];
    // Only the emoji font uses the joiners and selectors (for its sequences); elsewhere they could draw as boxes.
    if (chosen !== FAMILIES.emoji[style]) drawn = drawn.replace(IGNORABLES, '');
    if (last?.face === chosen) last.text += drawn;
    else runs.push({ face: chosen, text: drawn });
  }
  return runs;
}

/** The pdfkit text options a writer passes on (it sets the baseline and continues runs itself). */
export type TTextOptions = Omit<PDFKit.Mixins.TextOptions, 'continued' | 'baseline'>;

/**
 * Writes text through pdfkit in the fonts fontRuns picks, at the given style and size and the current fill colour.
 * Runs share one baseline (Noto Sans's), so a Chinese or emoji run lines up with the Latin around it.
 */
export function createTextWriter(pdf: PDFKit.PDFDocument) {
  const registered = new Set<string>();
  const use = (f: TFace, size: number) => {
    if (!registered.has(f.name)) {
      pdf.registerFont(f.name, load(f));
      registered.add(f.name);
    }
    pdf.font(f.name, size);
  };
  const write = (style: TFontStyle, size: number, text: string, at?: { x: number; y: number }, options: TTextOptions = {}) => {
    const sans = load(FAMILIES.sans[style]);
    const baseline = -(sans.ascent / sans.unitsPerEm) * size;
    const runs = facedRuns(text, style);
    if (runs.length === 0) runs.push({ face: FAMILIES.sans[style], text: '' });
    runs.forEach((run, i) => {
      use(run.face, size);
      const opts = { ...options, baseline, continued: i < runs.length - 1 };
      if (i === 0 && at) pdf.text(run.text, at.x, at.y, opts);
      else pdf.text(run.text, opts);
    });
    return pdf;
  };
  /** The height the text takes at this style, size and width, measured in Noto Sans (to size a box before drawing it). */
  write.heightOf = (style: TFontStyle, size: number, text: string, options: TTextOptions = {}) => {
    use(FAMILIES.sans[style], size);
    return pdf.heightOfString(printableText(text), options);
  };
  return write;
}
