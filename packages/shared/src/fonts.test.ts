import { describe, expect, it } from 'vitest';
import { FONT_CATALOGUE, fontCssPath, fontFallback, findFont, HOSTED_FONTS, LOCAL_FONTS, PICKER_DEFAULT_FONT, themeFontPaths, variantsToLoad } from './fonts';
import { DEFAULT_STYLES } from './survey-rules';
import { ZThemeStylesInput, themeStyles } from './survey-themes';

const font = (name: string) => findFont(name)!;
const keys = (name: string, all = false) => variantsToLoad(font(name), all).map((v) => `${v.weight}${v.italic ? 'i' : ''}`);

describe('the font catalogue', () => {
  it('holds a good set of served fonts in every category and the 13 safe fonts', () => {
    expect(HOSTED_FONTS.length).toBeGreaterThanOrEqual(25);
    expect(LOCAL_FONTS).toHaveLength(13);
    for (const c of ['sans-serif', 'serif', 'display', 'handwriting', 'monospace']) expect(HOSTED_FONTS.some((f) => f.category === c), c).toBe(true);
    expect(new Set(FONT_CATALOGUE.map((f) => f.name.toLowerCase())).size).toBe(FONT_CATALOGUE.length);
    expect(findFont(PICKER_DEFAULT_FONT)?.name).toBe('Open Sans');
    expect(findFont(DEFAULT_STYLES.question_font)?.name).toBe('Lato');
  });

  it('loads regular, bold and their italics; all variants only on asking', () => {
    expect(keys('Lato')).toEqual(['400', '400i', '700', '700i']);
    expect(keys('Lato', true)).toHaveLength(10);
    // Nearest weights where 400 or 700 are missing; no italics where the font has none.
    expect(keys('Crimson Text')).toEqual(['400', '400i', '700', '700i']);
    expect(keys('Oswald')).toEqual(['400', '700']);
    expect(keys('Pacifico')).toEqual(['400']);
    expect(keys('Caveat')).toEqual(['400', '700']);
    expect(variantsToLoad({ ...font('Lato'), variants: [] })).toEqual([]);
    expect(variantsToLoad({ ...font('Lato'), variants: [{ weight: 300, italic: false }, { weight: 900, italic: false }] })).toEqual([
      { weight: 300, italic: false },
      { weight: 900, italic: false },
    ]);
  });

  it('names our own stylesheet for a served font and none for a safe or unknown one', () => {
    expect(fontCssPath('open sans')).toBe('/fonts/open-sans.css');
    expect(fontCssPath('Lato', true)).toBe('/fonts/lato.css?variants=all');
    expect(fontCssPath('Georgia')).toBeNull();
    expect(fontCssPath('Wingdings')).toBeNull();
    expect(themeFontPaths({ question_font: 'Lato', answer_font: 'Lato', button_font: 'Arial' })).toEqual(['/fonts/lato.css']);
    expect(themeFontPaths({ question_font: 'Merriweather', answer_font: 'Inter', button_font: 'Inter' })).toEqual(['/fonts/merriweather.css', '/fonts/inter.css']);
    expect(fontFallback('Merriweather')).toContain('serif');
    expect(fontFallback('Roboto Mono')).toContain('monospace');
    expect(fontFallback('Unknown')).toContain('sans-serif');
  });
});

describe('theme styles', () => {
  it("start at spec 2 §9's defaults", () => {
    expect(themeStyles()).toEqual({
      page_bg_image: null,
      page_bg_color: '#FFFFFF',
      question_color: '#333333',
      question_size: '24px',
      question_font: 'Lato',
      answer_color: '#2f65b4',
      answer_size: '24px',
      answer_font: 'Lato',
      button_font: 'Lato',
      button_bg_color: '#2f65b4',
      button_color: '#FFFFFF',
    });
    expect(themeStyles({ answer_color: '#222222' }).answer_color).toBe('#222222');
  });

  it('take #rrggbb colours, the three sizes and catalogue fonts only', () => {
    expect(ZThemeStylesInput.parse({ question_font: 'comic sans ms', question_size: '30px', button_color: '#ABCDEF' })).toEqual({
      question_font: 'Comic Sans MS',
      question_size: '30px',
      button_color: '#ABCDEF',
    });
    for (const bad of [{ question_color: '#abc' }, { question_color: 'blue' }, { answer_size: '28px' }, { answer_font: 'Papyrus Pro' }, { page_bg_image: '//evil.test/x.png' }, { extra: 1 }])
      expect(ZThemeStylesInput.safeParse(bad).success, JSON.stringify(bad)).toBe(false);
  });
});
