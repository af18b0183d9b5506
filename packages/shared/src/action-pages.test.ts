import { describe, expect, it } from 'vitest';
import {
  ACTION_PAGE_DEFAULTS,
  ACTION_PAGE_LABELS,
  BUTTON_TEXT_MAX,
  cleanActionPage,
  cleanActionPageView,
  contrastRatio,
  contrastWarnings,
  CONTRAST_PAIRS,
  resolveActionPage,
} from './action-pages';
import { ZActionPage, ZActionPageSettings, ZTeamUpdate } from './teams';

const firstErrors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) => {
  const out: Record<string, string> = {};
  for (const i of result.error?.issues ?? []) out[i.path.join('.')] ??= i.message;
  return out;
};

describe('action-page defaults and the merge', () => {
  it('an empty, missing or broken stored value reads as the defaults in both views', () => {
    for (const stored of [null, undefined, {}, { mobile: {} }, 'x', [], { mobile: 'x', desktop: 3 }])
      expect(resolveActionPage(stored)).toEqual({ mobile: ACTION_PAGE_DEFAULTS, desktop: ACTION_PAGE_DEFAULTS });
  });

  it('merges a stored partial over the defaults per view', () => {
    const page = resolveActionPage({ desktop: { buttonBackground: '#AA0000', displayHero: false }, mobile: { buttonTextSingle: 'Claim' } });
    expect(page.desktop).toEqual({ ...ACTION_PAGE_DEFAULTS, buttonBackground: '#aa0000', displayHero: false });
    expect(page.mobile).toEqual({ ...ACTION_PAGE_DEFAULTS, buttonTextSingle: 'Claim' });
  });

  it('the defaults are the claim page as it looked: readable pairs and the buttons’ own words', () => {
    expect(contrastWarnings(ACTION_PAGE_DEFAULTS)).toEqual([]);
    expect(ACTION_PAGE_DEFAULTS.buttonTextSingle).toBe('Continue');
    expect(ACTION_PAGE_DEFAULTS.buttonTextSingle.length).toBeLessThanOrEqual(BUTTON_TEXT_MAX);
  });
});

describe('untrusted values (a preview URL or message) keep only valid settings', () => {
  it('drops anything but booleans, #rrggbb colours and texts within their limits', () => {
    expect(
      cleanActionPageView({
        displayHero: 'true',
        displayLogo: false,
        textColour: 'red',
        backgroundColour: '#FFFFFF',
        buttonColour: '#fff;}body{background:url(x)',
        buttonTextSingle: 'x'.repeat(26),
        buttonTextMultiple: '  Pick one  ',
        marketplaceTitle: 'a\u0000b',
        injected: '</style>',
      }),
    ).toEqual({ displayLogo: false, backgroundColour: '#ffffff', buttonTextMultiple: 'Pick one' });
    expect(cleanActionPage({ tablet: { displayHero: false }, desktop: { displayHero: false }, mobile: { nothing: 1 } })).toEqual({ desktop: { displayHero: false } });
  });
});

describe('contrast', () => {
  it('measures WCAG ratios and warns per pair below 4.5:1', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#1864ab')).toBeGreaterThan(6);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
    expect(contrastRatio('nope', '#ffffff')).toBeNaN();
    const low = { ...ACTION_PAGE_DEFAULTS, textColour: '#cccccc', backgroundColour: '#ffffff' };
    expect(contrastWarnings(low)).toEqual([CONTRAST_PAIRS[0].warning]);
    expect(contrastWarnings({ ...low, buttonColour: '#ffffff', buttonBackground: '#ffff00' })).toEqual(CONTRAST_PAIRS.map((p) => p.warning));
  });
});

describe('the zod contract', () => {
  it('gives the first message per field, naming the setting as the portal labels it', () => {
    const r = ZActionPageSettings.partial().safeParse({ buttonTextSingle: 'x'.repeat(26), buttonTextMultiple: '', textColour: '#12345', buttonShadow: 1 });
    expect(firstErrors(r)).toEqual({
      buttonTextSingle: `${ACTION_PAGE_LABELS.buttonTextSingle} maximal length is 25`,
      buttonTextMultiple: 'Multiple Gifts Button Text is required.',
      textColour: 'Text Colour must be a colour such as #1864ab.',
      buttonShadow: 'Button shadow must be one of the listed values.',
    });
  });

  it('takes 25 characters, lower-cases colours, and refuses unknown settings or views', () => {
    expect(ZActionPageSettings.partial().parse({ buttonTextSingle: 'x'.repeat(25), textColour: '#ABCDEF' })).toEqual({ buttonTextSingle: 'x'.repeat(25), textColour: '#abcdef' });
    expect(ZActionPage.safeParse({ desktop: { fontFamily: 'x' } }).success).toBe(false);
    expect(ZActionPage.safeParse({ tablet: {} }).success).toBe(false);
    expect(ZActionPage.parse({})).toEqual({});
  });

  it('a team update may carry only the look, only the name, or both', () => {
    expect(ZTeamUpdate.safeParse({ action_page: {} }).success).toBe(true);
    expect(ZTeamUpdate.safeParse({ name: 'Acme' }).success).toBe(true);
    expect(firstErrors(ZTeamUpdate.safeParse({ name: '' }))).toEqual({ name: 'Team Name is required.' });
  });
});
