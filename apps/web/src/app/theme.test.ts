import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME, type MantineColorsTuple } from '@mantine/core';
import { CONTROL_BORDER, CONTROL_RATIO, DIMMED, LIGHT_TEXT_SHADE, PAGE_BACKGROUNDS, SELECTED_BACKGROUND, TEXT_RATIO, WHITE, contrast, cssVariablesResolver, lightBackgrounds, theme } from './theme';

const PRIMARY = (theme.primaryShade as { light: number }).light;
const palette = { ...DEFAULT_THEME.colors, ...theme.colors } as Record<string, MantineColorsTuple>;
const names = Object.keys(palette).filter((name) => name !== 'dark');
const resolved = cssVariablesResolver({ ...DEFAULT_THEME, ...theme } as never).light;

describe('contrast', () => {
  it('is WCAG’s ratio: black on white 21, a colour on itself 1, Mantine’s blue 6 on white 3.56', () => {
    expect(contrast('#000000', WHITE)).toBeCloseTo(21, 5);
    expect(contrast('#228be6', '#228be6')).toBe(1);
    expect(contrast(DEFAULT_THEME.colors.blue[6], WHITE)).toBeCloseTo(3.56, 2);
    expect(contrast(DEFAULT_THEME.colors.gray[6], WHITE)).toBeCloseTo(3.32, 2);
  });
});

describe('theme colours meet WCAG 2.2 AA', () => {
  it('uses a primary shade whose blue passes 4.5:1 on white, unlike Mantine’s default shade 6', () => {
    expect(contrast(palette.blue![(DEFAULT_THEME.primaryShade as { light: number }).light]!, WHITE)).toBeLessThan(TEXT_RATIO);
    expect(contrast(palette[theme.primaryColor!]![PRIMARY]!, WHITE)).toBeGreaterThanOrEqual(TEXT_RATIO);
  });

  it.each(names)('%s: filled (white text), outline and link text pass 4.5:1 on every page background', (name) => {
    const shade = palette[name]![PRIMARY]!;
    for (const page of PAGE_BACKGROUNDS) expect(contrast(shade, page), `${name} ${PRIMARY} on ${page}`).toBeGreaterThanOrEqual(TEXT_RATIO);
  });

  it.each(names)('%s: light variant text passes 4.5:1 on its tinted background', (name) => {
    for (const bg of lightBackgrounds(palette[name]!)) expect(contrast(palette[name]![LIGHT_TEXT_SHADE]!, bg), `${name} on ${bg}`).toBeGreaterThanOrEqual(TEXT_RATIO);
    expect(resolved[`--mantine-color-${name}-light-color`]).toBe(`var(--mantine-color-${name}-${LIGHT_TEXT_SHADE})`);
  });

  it('dimmed text passes 4.5:1 on the page backgrounds and gray 2; control borders 3:1 on white', () => {
    expect(resolved['--mantine-color-dimmed']).toBe(DIMMED);
    for (const bg of [...PAGE_BACKGROUNDS, DEFAULT_THEME.colors.gray[2]]) expect(contrast(DIMMED, bg)).toBeGreaterThanOrEqual(TEXT_RATIO);
    expect(contrast(CONTROL_BORDER, WHITE)).toBeGreaterThanOrEqual(CONTROL_RATIO);
  });

  it('the selected rows’ background is one of the page backgrounds, so every text and light variant above passes on it', () => {
    expect(resolved['--gh-selected-bg']).toBe(SELECTED_BACKGROUND);
    expect(PAGE_BACKGROUNDS).toContain(SELECTED_BACKGROUND);
  });

  it('error text is the red primary shade (Mantine’s red 6 is 3.28:1)', () => {
    expect(resolved['--mantine-color-error']).toBe(`var(--mantine-color-red-${PRIMARY})`);
    expect(contrast(palette.red![PRIMARY]!, WHITE)).toBeGreaterThanOrEqual(TEXT_RATIO);
  });

  it('keeps the lighter shades as Mantine has them (backgrounds and borders do not move)', () => {
    for (const name of names) expect(palette[name]!.slice(0, PRIMARY)).toEqual(DEFAULT_THEME.colors[name]!.slice(0, PRIMARY));
  });
});
