import type { ReactNode } from 'react';
import {
  ACTION_PAGE_DEFAULTS,
  ACTION_PAGE_DESKTOP_MIN_PX,
  COLOUR_RE,
  type TActionPageSettings,
  type TActionPageView,
  type TResolvedActionPage,
} from '@gifthub/shared/action-pages';

// The team's look on its gift pages (spec 3 §2.4): one <style> with the page's custom properties and what it hides,
// the mobile view's below 768 px and the desktop view's from it (a media query: no script). Only validated values
// reach it (booleans and #rrggbb colours, shared/action-pages.ts cleanActionPageView), never a text.

/** A #rrggbb colour darker by a share (the buttons' hover). */
export function darken(colour: string, share = 0.12): string {
  if (!COLOUR_RE.test(colour)) return colour;
  const c = [1, 3, 5].map((i) => Math.round(parseInt(colour.slice(i, i + 2), 16) * (1 - share)));
  return `#${c.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}

/** Text a view hides stays for screen readers (the page keeps its headings and names); images go. */
const HIDDEN_TEXT = 'position:absolute!important;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap';

/** The rules of one view: its colours, its button, and what it hides. */
function viewRules(s: TActionPageSettings): string {
  const colour = (c: string, fallback: string) => (COLOUR_RE.test(c) ? c : fallback);
  const bg = colour(s.buttonBackground, ACTION_PAGE_DEFAULTS.buttonBackground);
  const vars = [
    `--ap-text:${colour(s.textColour, ACTION_PAGE_DEFAULTS.textColour)}`,
    `--ap-bg:${colour(s.backgroundColour, ACTION_PAGE_DEFAULTS.backgroundColour)}`,
    `--ap-btn-fg:${colour(s.buttonColour, ACTION_PAGE_DEFAULTS.buttonColour)}`,
    `--ap-btn-bg:${bg}`,
    `--ap-btn-hover:${darken(bg)}`,
    `--ap-btn-radius:${s.buttonRoundedCorners ? '8px' : '0'}`,
    `--ap-btn-shadow:${s.buttonShadow ? '0 3px 8px rgba(0,0,0,.28)' : 'none'}`,
  ];
  const rules = [`.l-ap{${vars.join(';')}}`];
  const hideImage = (cls: string, show: boolean) => !show && rules.push(`.l-ap .${cls}{display:none!important}`);
  const hideText = (cls: string, show: boolean) => !show && rules.push(`.l-ap .${cls}{${HIDDEN_TEXT}}`);
  hideImage('l-ap-hero', s.displayHero);
  hideImage('l-ap-logo', s.displayLogo);
  hideText('l-ap-team', s.displayTeamName);
  hideText('l-ap-campaign-name', s.displayCampaignName);
  hideImage('l-ap-campaign-text', s.displayCampaignDescription);
  hideText('l-ap-gift-name', s.displayGiftNameMultiple);
  return rules.join('');
}

/** The stylesheet of a page: both views by the width, or one view whatever the width (the portal's preview). */
export function actionPageCss(page: TResolvedActionPage, force?: TActionPageView): string {
  if (force) return `${viewRules(page[force])}.l-ap .l-ap-${force === 'mobile' ? 'd' : 'm'}{display:none}`;
  return (
    `@media (max-width:${ACTION_PAGE_DESKTOP_MIN_PX - 0.02}px){${viewRules(page.mobile)}.l-ap .l-ap-d{display:none}}` +
    `@media (min-width:${ACTION_PAGE_DESKTOP_MIN_PX}px){${viewRules(page.desktop)}.l-ap .l-ap-m{display:none}}`
  );
}

export function ActionPageStyle({ page, force }: { page: TResolvedActionPage; force?: TActionPageView }) {
  return <style data-testid="action-page-style">{actionPageCss(page, force)}</style>;
}

/**
 * Words that may differ per view (button texts, the marketplace title): once when both views say the same, else
 * both, each shown in its own view only (the other is display:none, so it is not read either).
 */
export function PerView({ page, pick }: { page: TResolvedActionPage | undefined; pick: (s: TActionPageSettings) => string }): ReactNode {
  const mobile = pick(page?.mobile ?? ACTION_PAGE_DEFAULTS);
  const desktop = pick(page?.desktop ?? ACTION_PAGE_DEFAULTS);
  if (mobile === desktop) return mobile;
  return (
    <>
      <span className="l-ap-m">{mobile}</span>
      <span className="l-ap-d">{desktop}</span>
    </>
  );
}

/** The marketplace gift page's title and description (spec 3 §2.4), when the team wrote them for either view. */
export function MarketplaceIntro({ page }: { page: TResolvedActionPage }) {
  const views = [page.mobile, page.desktop];
  if (views.every((s) => !s.marketplaceTitle && !s.marketplaceDescription)) return null;
  return (
    <div className="l-ap-intro" data-testid="marketplace-intro">
      {views.some((s) => s.marketplaceTitle) && (
        <p className="l-ap-title l-wrap">
          <PerView page={page} pick={(s) => s.marketplaceTitle} />
        </p>
      )}
      {views.some((s) => s.marketplaceDescription) && (
        <p className="l-wrap">
          <PerView page={page} pick={(s) => s.marketplaceDescription} />
        </p>
      )}
    </div>
  );
}
