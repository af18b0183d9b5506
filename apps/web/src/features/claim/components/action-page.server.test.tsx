import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { ACTION_PAGE_DEFAULTS, resolveActionPage, type TActionPage } from '@gifthub/shared/action-pages';
import type { TPageTeam } from '@gifthub/shared/claims';
import { pageDataPath, pageTitle } from '../../../public/server';
import { hydratePage, removeServerPages, serverPage } from '../../../public/ssr-test-utils';
import { actionPageCss, darken } from './action-page-style';
import { campaignView, giftView, SECRET } from './claim-test-utils';

// The gift pages wear the team's look (spec 3 §2.4) as the server draws them: no script needed for either view.
afterEach(removeServerPages);

const BRAND: TActionPage = {
  mobile: { buttonBackground: '#0b5d4b', buttonTextSingle: 'Send it to me', buttonRoundedCorners: false, displayTeamName: false },
  desktop: { buttonBackground: '#7b2cbf', buttonTextSingle: 'Yes please', buttonShadow: true, marketplaceTitle: 'A gift from Acme' },
};
const team = (page: TActionPage = BRAND): TPageTeam => ({ name: 'Acme Ltd', slug: 'acme', logo_url: null, hero_url: '/api/v1/files/hero.png', action_page: resolveActionPage(page) });
const styleOf = (container: HTMLElement) => container.querySelector('[data-testid="action-page-style"]')?.textContent ?? '';

describe('the gift page in the team look', () => {
  it('draws each view under its media query: colours, corners, shadow, hidden names and the button words per view', async () => {
    const path = `/pick-a-gift/acme/${SECRET}`;
    const data = { status: 200, body: giftView({ team: team() }) };
    const { html, container } = await serverPage(path, data);
    const css = styleOf(container);
    expect(css).toMatch(/@media \(max-width:767\.98px\)\{\.l-ap\{[^}]*--ap-btn-bg:#0b5d4b[^}]*--ap-btn-radius:0;--ap-btn-shadow:none\}/);
    expect(css).toMatch(/@media \(min-width:768px\)\{\.l-ap\{[^}]*--ap-btn-bg:#7b2cbf;--ap-btn-hover:#6c27a8;--ap-btn-radius:8px;--ap-btn-shadow:0 3px 8px/);
    // The team name is hidden on phones only (still read by screen readers).
    expect(css).toContain('.l-ap .l-ap-team{position:absolute!important');
    expect(css.indexOf('.l-ap-team')).toBeLessThan(css.indexOf('min-width'));
    expect(html).toContain('A gift from Acme');
    expect(container.querySelector('[data-testid="team-hero"]')).toHaveAttribute('src', '/api/v1/files/hero.png');
    await hydratePage(container, path, data);
    // Both words are in the page; each view shows its own (the other is display:none): the test window is desktop wide.
    const button = screen.getByRole('button', { name: 'Yes please' });
    expect(button.querySelector('.l-ap-m')).toHaveTextContent('Send it to me');
    expect(button.querySelector('.l-ap-d')).toHaveTextContent('Yes please');
  });

  it('the default look keeps the page as it was: Continue, no marketplace title', async () => {
    const { html, container } = await serverPage(`/pick-a-gift/acme/${SECRET}`, { status: 200, body: giftView() });
    expect(container.querySelector('[data-testid="marketplace-intro"]')).toBeNull();
    expect(styleOf(container)).toContain(`--ap-btn-bg:${ACTION_PAGE_DEFAULTS.buttonBackground}`);
    expect(container.querySelector('button[type=submit]')?.innerHTML).toBe('Continue');
    expect(html).not.toContain('marketplace-intro');
  });

  it("a campaign page's choose button wears the multiple gifts words and its gift names can be hidden", async () => {
    const view = campaignView({ team: team({ desktop: { buttonTextMultiple: 'This one!', displayGiftNameMultiple: false } }) });
    const { container } = await serverPage(`/pick-a-gift/acme/${SECRET}`, { status: 200, body: view });
    expect(container.querySelector('button[type=submit] .l-ap-d')).toHaveTextContent('This one!');
    expect(styleOf(container)).toMatch(/min-width:768px\)\{[^@]*\.l-ap \.l-ap-gift-name\{position:absolute/);
  });

  it("a campaign page with a single gift wears the single gift words", async () => {
    const many = campaignView({ team: team({ desktop: { buttonTextSingle: 'Get it', buttonTextMultiple: 'This one!' } }) });
    const view = { ...many, options: many.options.slice(0, 1) };
    const { container } = await serverPage(`/pick-a-gift/acme/${SECRET}`, { status: 200, body: view });
    expect(container.querySelector('button[type=submit] .l-ap-d')).toHaveTextContent('Get it');
  });
});

describe('the preview page (preview_url)', () => {
  const path = '/pick-a-gift/acme/preview?key=k123';
  it('asks for the team by its key, and draws a sample campaign page in the saved look', async () => {
    expect(pageDataPath(path)).toBe('/public/action-pages/acme/preview?key=k123');
    expect(pageTitle(path, undefined)).toBe('Gift page preview');
    const data = { status: 200, body: team() };
    const { container } = await serverPage(path, data);
    expect(container.querySelector('[data-testid="preview-bar"]')).toHaveTextContent('Nothing can be claimed here.');
    expect(container.querySelector('[data-testid="action-page-preview"]')).toHaveAttribute('inert');
    expect(container.textContent).toContain('Choose your thank-you gift');
    expect(styleOf(container)).toContain('--ap-btn-bg:#7b2cbf');
    await hydratePage(container, path, data);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your thank-you gift' })).toBeInTheDocument();
  });

  it('draws unsaved settings from the URL for one view, leaving out anything that is not a valid value', async () => {
    const unsaved = { desktop: { ...ACTION_PAGE_DEFAULTS, buttonBackground: '#c92a2a', buttonColour: '#fff;}body{display:none', buttonTextSingle: 'Grab it' } };
    const url = `${path}&layout=single&view=desktop&s=${encodeURIComponent(JSON.stringify(unsaved))}`;
    const { container } = await serverPage(url, { status: 200, body: team() });
    const css = styleOf(container);
    expect(css).toContain('--ap-btn-bg:#c92a2a');
    expect(css).toContain(`--ap-btn-fg:${ACTION_PAGE_DEFAULTS.buttonColour}`);
    expect(css).not.toContain('body{');
    // One view whatever the width: no media query.
    expect(css).not.toContain('@media');
    expect(container.textContent).toContain('Grab it');
    expect(container.textContent).toContain('Artisan Chocolate Selection');
  });

  it('a wrong key shows the unknown link screen', async () => {
    const { container } = await serverPage(path, { status: 404, body: { message: 'Preview not found.', code: 'not_found' } });
    expect(container.querySelector('[data-testid="action-page-preview"]')).toBeNull();
    expect(container.textContent).toMatch(/link/i);
  });

  it('darkens the hover colour a little, and only valid colours', () => {
    expect(darken('#ffffff')).toBe('#e0e0e0');
    expect(darken('red')).toBe('red');
    expect(actionPageCss(resolveActionPage({}), 'mobile')).toContain('.l-ap .l-ap-d{display:none}');
  });
});

// The live update itself (postMessage from the portal) is a journey (e2e/tests/action-pages.spec.ts): it needs a
// real parent window; act keeps React quiet for the hydration above.
void act;
