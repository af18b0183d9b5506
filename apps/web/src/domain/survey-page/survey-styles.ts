import type { CSSProperties } from 'react';
import { fontFallback } from '@gifthub/shared/fonts';
import { DEFAULT_STYLES, type TSurveyStyles } from '@gifthub/shared/survey-rules';

// A survey's theme (spec 2 §3, §9) as CSS variables on the page area (survey-page.css reads them). A served font's
// stylesheet comes from our own host (theme-fonts.tsx); until it loads, or for a safe font, a fallback of its kind.

const HEX = /^#[0-9a-fA-F]{6}$/;
const SIZE = /^\d{1,2}px$/;

/** A font stack for a theme's font name: the name (quoted, only letters, digits, spaces and dashes) then its kind's fallback. */
export function fontStack(name: string | null | undefined): string {
  const clean = (name ?? '').replace(/[^\w\s-]/g, '').trim().slice(0, 60);
  const fallback = fontFallback(clean);
  return clean ? `'${clean}', ${fallback}` : fallback;
}

const colour = (v: string | null | undefined, fallback: string) => (v && HEX.test(v) ? v : fallback);
const size = (v: string | null | undefined, fallback: string) => (v && SIZE.test(v) ? v : fallback);

/** An image address safe inside url(""): http(s) or a path on this host, without quotes or backslashes. */
export function safeImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  const ok = /^(https?:\/\/|\/(?!\/))/i.test(url) && !/["'\\\s()<>]/.test(url);
  return ok ? url : null;
}

/** The theme's CSS variables; a missing or malformed value takes the default of spec 2 §9. */
export function surveyStyleVars(styles: Partial<TSurveyStyles> | null | undefined, backgroundImage?: string | null): CSSProperties {
  const s = styles ?? {};
  const d = DEFAULT_STYLES;
  // A page's background is an image address, or a colour (#rrggbb) the editor's background picker stores there.
  const pageColour = backgroundImage && /^#[0-9a-f]{6}$/i.test(backgroundImage) ? backgroundImage : null;
  const image = pageColour ? null : (safeImageUrl(backgroundImage) ?? safeImageUrl(s.page_bg_image));
  return {
    '--sv-bg': pageColour ?? colour(s.page_bg_color, d.page_bg_color),
    '--sv-bg-image': image ? `url("${image}")` : 'none',
    '--sv-q-color': colour(s.question_color, d.question_color),
    '--sv-q-size': size(s.question_size, d.question_size),
    '--sv-q-font': fontStack(s.question_font ?? d.question_font),
    '--sv-a-color': colour(s.answer_color, d.answer_color),
    '--sv-a-size': size(s.answer_size, d.answer_size),
    '--sv-a-font': fontStack(s.answer_font ?? d.answer_font),
    '--sv-btn-font': fontStack(s.button_font ?? d.button_font),
    '--sv-btn-bg': colour(s.button_bg_color, d.button_bg_color),
    '--sv-btn-color': colour(s.button_color, d.button_color),
  } as CSSProperties;
}
