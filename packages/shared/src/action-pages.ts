import { isStorableText } from './patterns';

/**
 * Action-page branding (spec 3 §2.4, §3 team action_page, §5, §9): how a team's gift pages look, per view. Without
 * zod, for the light page (the claim pages and their preview apply it): the settings, their defaults, the merge of
 * a stored partial over them and the check of untrusted values. The API's zod contract (teams.ts) is built from
 * the same lists and limits.
 */
export const ACTION_PAGE_VIEWS = ['mobile', 'desktop'] as const;
export type TActionPageView = (typeof ACTION_PAGE_VIEWS)[number];
export const ACTION_PAGE_VIEW_LABELS: Record<TActionPageView, string> = { mobile: 'Mobile View', desktop: 'Desktop View' };
/** Spec 3 §5 and §9: button texts at most 25 characters. */
export const BUTTON_TEXT_MAX = 25;
/** The mobile settings apply below this width, the desktop ones from it (a CSS media query: no script needed). */
export const ACTION_PAGE_DESKTOP_MIN_PX = 768;
/** Below this contrast ratio (WCAG AA for body text) the portal warns that text would be hard to read. */
export const MIN_CONTRAST = 4.5;

export type TActionPageSettings = {
  displayHero: boolean;
  displayLogo: boolean;
  displayTeamName: boolean;
  displayCampaignName: boolean;
  displayCampaignDescription: boolean;
  displayGiftNameMultiple: boolean;
  textColour: string;
  backgroundColour: string;
  buttonColour: string;
  buttonBackground: string;
  buttonRoundedCorners: boolean;
  buttonShadow: boolean;
  buttonTextSingle: string;
  buttonTextMultiple: string;
  marketplaceTitle: string;
  marketplaceDescription: string;
};
/** Stored per team; a view left out (or an empty object saved) reads as the defaults. */
export type TActionPage = Partial<Record<TActionPageView, Partial<TActionPageSettings>>>;
/** Both views with every setting: what the API answers and the pages draw. */
export type TResolvedActionPage = Record<TActionPageView, TActionPageSettings>;

type TKeysOf<V> = { [K in keyof TActionPageSettings]: TActionPageSettings[K] extends V ? K : never }[keyof TActionPageSettings];
export type TActionPageFlag = TKeysOf<boolean>;
export type TActionPageColour = Exclude<TKeysOf<string>, TActionPageText>;
export type TActionPageText = 'buttonTextSingle' | 'buttonTextMultiple' | 'marketplaceTitle' | 'marketplaceDescription';

export const ACTION_PAGE_FLAGS = [
  'displayHero',
  'displayLogo',
  'displayTeamName',
  'displayCampaignName',
  'displayCampaignDescription',
  'displayGiftNameMultiple',
  'buttonRoundedCorners',
  'buttonShadow',
] as const satisfies readonly TActionPageFlag[];
export const ACTION_PAGE_COLOURS = ['textColour', 'backgroundColour', 'buttonColour', 'buttonBackground'] as const satisfies readonly TActionPageColour[];
/** Each text setting's longest value: the button texts by the spec, the marketplace texts by ours. */
export const ACTION_PAGE_TEXT_MAX: Record<TActionPageText, number> = {
  buttonTextSingle: BUTTON_TEXT_MAX,
  buttonTextMultiple: BUTTON_TEXT_MAX,
  marketplaceTitle: 100,
  marketplaceDescription: 500,
};
export const ACTION_PAGE_TEXTS = Object.keys(ACTION_PAGE_TEXT_MAX) as TActionPageText[];

/** The portal's labels, and the API's messages name the same ('Single Gift Button Text maximal length is 25'). */
export const ACTION_PAGE_LABELS: Record<keyof TActionPageSettings, string> = {
  displayHero: 'Display hero image',
  displayLogo: 'Display logo',
  displayTeamName: 'Display team name',
  displayCampaignName: 'Display campaign name',
  displayCampaignDescription: 'Display campaign description',
  displayGiftNameMultiple: 'Display gift names (multiple gifts)',
  textColour: 'Text Colour',
  backgroundColour: 'Background Colour',
  buttonColour: 'Button Text Colour',
  buttonBackground: 'Button Background',
  buttonRoundedCorners: 'Rounded button corners',
  buttonShadow: 'Button shadow',
  buttonTextSingle: 'Single Gift Button Text',
  buttonTextMultiple: 'Multiple Gifts Button Text',
  marketplaceTitle: 'Marketplace Title',
  marketplaceDescription: 'Marketplace Description',
};

/** Spec 3 §2.4's upload hints. */
export const ACTION_PAGE_HINTS = {
  hero: 'Recommended size 1040x306 px.',
  logo: 'Recommended 100 px high, with a transparent background.',
} as const;

/** A colour as stored: #rrggbb. */
export const COLOUR_RE = /^#[0-9a-fA-F]{6}$/;
export const colourMessage = (label: string) => `${label} must be a colour such as #1864ab.`;

/**
 * The look the claim page had before branding, so a team that never saved anything sees it unchanged: the light
 * page's colours (light.css), rounded corners without a shadow, the buttons' own words and no marketplace title.
 */
export const ACTION_PAGE_DEFAULTS: TActionPageSettings = {
  displayHero: true,
  displayLogo: true,
  displayTeamName: true,
  displayCampaignName: true,
  displayCampaignDescription: true,
  displayGiftNameMultiple: true,
  textColour: '#1f2328',
  backgroundColour: '#f6f7f9',
  buttonColour: '#ffffff',
  buttonBackground: '#1864ab',
  buttonRoundedCorners: true,
  buttonShadow: false,
  buttonTextSingle: 'Continue',
  buttonTextMultiple: 'Continue',
  marketplaceTitle: '',
  marketplaceDescription: '',
};

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/**
 * The valid settings of one view from anything (a stored value, a URL's or a message's JSON): booleans, #rrggbb
 * colours (lower case) and texts within their limits; everything else is left out, so nothing but these values
 * ever reaches a page's style.
 */
export function cleanActionPageView(value: unknown): Partial<TActionPageSettings> {
  if (!isRecord(value)) return {};
  const out: Partial<Record<keyof TActionPageSettings, string | boolean>> = {};
  for (const key of ACTION_PAGE_FLAGS) if (typeof value[key] === 'boolean') out[key] = value[key];
  for (const key of ACTION_PAGE_COLOURS) {
    const v = value[key];
    if (typeof v === 'string' && COLOUR_RE.test(v)) out[key] = v.toLowerCase();
  }
  for (const key of ACTION_PAGE_TEXTS) {
    const v = value[key];
    if (typeof v === 'string' && isStorableText(v) && v.trim().length <= ACTION_PAGE_TEXT_MAX[key]) out[key] = v.trim();
  }
  return out as Partial<TActionPageSettings>;
}

/** Both views' valid settings from anything (see cleanActionPageView); a view with none is left out. */
export function cleanActionPage(value: unknown): TActionPage {
  const out: TActionPage = {};
  if (!isRecord(value)) return out;
  for (const view of ACTION_PAGE_VIEWS) {
    const settings = cleanActionPageView(value[view]);
    if (Object.keys(settings).length) out[view] = settings;
  }
  return out;
}

/** A stored partial merged over the defaults, per view. An empty button text falls back to the default's words. */
export function resolveActionPage(stored: unknown): TResolvedActionPage {
  const clean = cleanActionPage(stored);
  const view = (v: TActionPageView): TActionPageSettings => {
    const merged = { ...ACTION_PAGE_DEFAULTS, ...clean[v] };
    if (!merged.buttonTextSingle) merged.buttonTextSingle = ACTION_PAGE_DEFAULTS.buttonTextSingle;
    if (!merged.buttonTextMultiple) merged.buttonTextMultiple = ACTION_PAGE_DEFAULTS.buttonTextMultiple;
    return merged;
  };
  return { mobile: view('mobile'), desktop: view('desktop') };
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(colour: string): number {
  const channel = (i: number) => {
    const c = parseInt(colour.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2 contrast ratio of two #rrggbb colours (1 to 21); NaN when either is not such a colour. */
export function contrastRatio(a: string, b: string): number {
  if (!COLOUR_RE.test(a) || !COLOUR_RE.test(b)) return Number.NaN;
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The pairs a view's contrast is checked on, with the portal's warning for each. */
export const CONTRAST_PAIRS = [
  { fg: 'textColour', bg: 'backgroundColour', warning: 'The text colour is hard to read on the background colour (contrast below 4.5:1).' },
  { fg: 'buttonColour', bg: 'buttonBackground', warning: 'The button text colour is hard to read on the button background (contrast below 4.5:1).' },
] as const satisfies readonly { fg: TActionPageColour; bg: TActionPageColour; warning: string }[];

/** The contrast warnings of one view's settings (empty when every pair reads at 4.5:1 or more). */
export const contrastWarnings = (s: Pick<TActionPageSettings, TActionPageColour>) =>
  CONTRAST_PAIRS.filter((p) => contrastRatio(s[p.fg], s[p.bg]) < MIN_CONTRAST).map((p) => p.warning);

/** The preview's query parameter carrying unsaved settings (a new tab opened from the portal). */
export const PREVIEW_SETTINGS_PARAM = 's';
/** The preview's query parameter naming the view to draw whatever the width (the portal's iframe). */
export const PREVIEW_VIEW_PARAM = 'view';
/** The preview's query parameter choosing the sample page: one gift (marketplace) or a choice (campaign). */
export const PREVIEW_LAYOUT_PARAM = 'layout';
export const PREVIEW_LAYOUTS = ['multiple', 'single'] as const;
export type TPreviewLayout = (typeof PREVIEW_LAYOUTS)[number];
/** The message the portal posts to the preview iframe (same origin only) with the unsaved settings. */
export const PREVIEW_MESSAGE_TYPE = 'gifthub:action-page-preview';
/** The preview's path (the portal frames it; every other page refuses to be framed): /pick-a-gift/{teamSlug}/preview. */
export const isActionPagePreviewPath = (url: string) => /^\/pick-a-gift\/[^/?#]+\/preview(?:[?#]|$)/.test(url);
