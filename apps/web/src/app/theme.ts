import { DEFAULT_THEME, createTheme, type CSSVariablesResolver, type MantineColorsTuple } from '@mantine/core';
import { MODAL_WIDTH, TOOLTIP_CLOSE_DELAY, TOOLTIP_MAX_WIDTH, TOOLTIP_OPEN_DELAY } from '@gifthub/shared/constants';

// WCAG 2.2 AA, once for every screen: text 4.5:1, controls 3:1. Mantine's defaults miss it (blue 6 #228be6 on
// white is 3.55:1, dimmed gray 6 3.32:1), so the theme uses shade 8 as the primary shade (filled buttons and
// badges, outlines, links, the focus ring), shade 9 for text on light variants (active menu item, light badges
// and alerts), darkens the shades 8 and 9 of the colours that still fall short (green, orange, yellow…), and sets
// a darker dimmed colour. theme.test.ts checks every pair against the ratios.

export const WHITE = '#ffffff';
/** What is selected (a table's chosen rows, the selection bar above them): `--gh-selected-bg`, a text background too. */
export const SELECTED_BACKGROUND = DEFAULT_THEME.colors.blue[0];
/** The page background (app.css) and the lightest panel backgrounds text sits on, the selected rows' among them. */
export const PAGE_BACKGROUNDS = [WHITE, DEFAULT_THEME.colors.gray[0], DEFAULT_THEME.colors.gray[1], SELECTED_BACKGROUND] as const;
export const TEXT_RATIO = 4.5;
export const CONTROL_RATIO = 3;
/** Light variants' backgrounds: the primary shade at this opacity (Mantine's light-hover) over the page. */
const LIGHT_ALPHA = 0.12;

type TRgb = [number, number, number];

const rgb = (hex: string): TRgb => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as TRgb;
const hexOf = (c: TRgb) => `#${c.map((v) => Math.round(Math.min(255, Math.max(0, v))).toString(16).padStart(2, '0')).join('')}`;

/** `top` at `alpha` over `bottom`, as a solid colour. */
export const blend = (top: string, alpha: number, bottom: string) => {
  const [a, b] = [rgb(top), rgb(bottom)];
  return hexOf(a.map((v, i) => v * alpha + b[i]! * (1 - alpha)) as TRgb);
};

const luminance = (hex: string) => {
  const [r, g, b] = rgb(hex).map((v) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as TRgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
};

/** WCAG contrast ratio of two #rrggbb colours. */
export const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
};

/** The colour darkened in 2% steps until it reaches `ratio` against every background. */
const darkenUntil = (hex: string, ratio: number, backgrounds: (c: string) => readonly string[]) => {
  let color = hex;
  while (backgrounds(color).some((bg) => contrast(color, bg) < ratio)) color = hexOf(rgb(color).map((v) => v * 0.98) as TRgb);
  return color;
};

export const PRIMARY_SHADE = 8;
/** Shade used for text on a light variant's tinted background. */
export const LIGHT_TEXT_SHADE = 9;

/** Backgrounds a light variant's text sits on: the tint of the primary shade over each page background. */
export const lightBackgrounds = (tuple: readonly string[]) => PAGE_BACKGROUNDS.map((page) => blend(tuple[PRIMARY_SHADE]!, LIGHT_ALPHA, page));

function accessibleTuple(tuple: readonly string[]): MantineColorsTuple {
  const next = [...tuple];
  // Shade 8: text and outlines on the page, and white text on it (filled buttons and badges).
  next[PRIMARY_SHADE] = darkenUntil(tuple[PRIMARY_SHADE]!, TEXT_RATIO, () => PAGE_BACKGROUNDS);
  next[LIGHT_TEXT_SHADE] = darkenUntil(tuple[LIGHT_TEXT_SHADE]!, TEXT_RATIO, () => lightBackgrounds(next));
  return next as unknown as MantineColorsTuple;
}

/** Mantine's palette with shades 8 and 9 dark enough for text (dark and gray already are). */
export const colors = Object.fromEntries(
  Object.entries(DEFAULT_THEME.colors)
    .filter(([name]) => name !== 'dark')
    .map(([name, tuple]) => [name, accessibleTuple(tuple)]),
) as Record<string, MantineColorsTuple>;

/** Dimmed text: Mantine's gray 6 darkened to 4.5:1 on the page and on gray 2 (table heads, hovered rows). */
export const DIMMED = darkenUntil(DEFAULT_THEME.colors.gray[6], TEXT_RATIO, () => [...PAGE_BACKGROUNDS, DEFAULT_THEME.colors.gray[2]]);
/** Borders of inputs, checkboxes and radios: 3:1 on white (WCAG 1.4.11). */
export const CONTROL_BORDER = DEFAULT_THEME.colors.gray[6];

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': DIMMED,
    // Placeholders are text too: a file input draws its placeholder as text, which axe checks (gray 5 is 2.2:1).
    '--mantine-color-placeholder': DIMMED,
    '--mantine-color-error': `var(--mantine-color-red-${PRIMARY_SHADE})`,
    '--gh-control-border': CONTROL_BORDER,
    '--gh-selected-bg': SELECTED_BACKGROUND,
    '--mantine-primary-color-light-color': `var(--mantine-color-blue-${LIGHT_TEXT_SHADE})`,
    ...Object.fromEntries(Object.keys(colors).map((name) => [`--mantine-color-${name}-light-color`, `var(--mantine-color-${name}-${LIGHT_TEXT_SHADE})`])),
  },
  dark: {},
});

const DATE_ARIA_LABELS = {
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  previousYear: 'Previous year',
  nextYear: 'Next year',
  previousDecade: 'Previous decade',
  nextDecade: 'Next decade',
  monthLevelControl: 'Choose a month',
  yearLevelControl: 'Choose a year',
};

/**
 * The scroll frame of a dropdown's options: in the tab order (see Select below), and a group, the one kind of element
 * besides an option that a listbox may hold (a bare focusable div in it is axe's aria-required-children, critical).
 */
const OPTIONS_SCROLL_AREA = { viewportProps: { tabIndex: 0, role: 'group' } };

export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: PRIMARY_SHADE, dark: PRIMARY_SHADE },
  colors,
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, Arial, sans-serif',
  defaultRadius: 'md',
  // Whoever asks their system for less motion (prefers-reduced-motion) gets modals, menus and notifications without
  // their fades and slides (WCAG 2.3.3).
  respectReducedMotion: true,
  components: {
    // Every modal's X is named; focus goes to the first field (first-field-focus.ts), not to the X.
    Modal: { defaultProps: { size: MODAL_WIDTH, centered: true, closeButtonProps: { 'aria-label': 'Close' } } },
    // A spinner is an indeterminate progress bar named "Loading" (a bare aria-label on a span is not allowed).
    Loader: { defaultProps: { role: 'progressbar', 'aria-label': 'Loading' } },
    // Date pickers: named month and year arrows.
    DatePickerInput: { defaultProps: { ariaLabels: DATE_ARIA_LABELS } },
    DateInput: { defaultProps: { ariaLabels: DATE_ARIA_LABELS } },
    DatePicker: { defaultProps: { ariaLabels: DATE_ARIA_LABELS } },
    // A menu holds menu items only (Mantine's focus placeholder is a bare focusable div); opening one focuses its
    // first item, as the ARIA menu pattern has it.
    Menu: { defaultProps: { withInitialFocusPlaceholder: false } },
    // Every notification's X is named too (alerts, payment outcomes).
    // Its description under a title is Mantine's gray 6 (below 4.5:1): the theme's dimmed text instead.
    Notification: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } }, styles: { description: { color: 'var(--mantine-color-dimmed)' } } },
    // Long tooltips wrap at 450 px instead of running across the screen.
    Tooltip: {
      defaultProps: { openDelay: TOOLTIP_OPEN_DELAY, closeDelay: TOOLTIP_CLOSE_DELAY, withArrow: true, multiline: true },
      styles: { tooltip: { maxWidth: TOOLTIP_MAX_WIDTH } },
    },
    // A list of options longer than its dropdown scrolls in a frame inside the listbox. The arrow keys in the field move
    // through it, but a scroll frame outside the tab order fails WCAG 2.1.1 as axe reads it (scrollable-region-focusable;
    // the field is not role=combobox, so axe's exception for a combobox's popup does not apply): the frame takes focus.
    Select: { defaultProps: { scrollAreaProps: OPTIONS_SCROLL_AREA } },
    MultiSelect: { defaultProps: { scrollAreaProps: OPTIONS_SCROLL_AREA } },
    TagsInput: { defaultProps: { scrollAreaProps: OPTIONS_SCROLL_AREA } },
    Autocomplete: { defaultProps: { scrollAreaProps: OPTIONS_SCROLL_AREA } },
  },
});
