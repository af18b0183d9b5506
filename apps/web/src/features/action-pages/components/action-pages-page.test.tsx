import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { ACTION_PAGE_DEFAULTS, ACTION_PAGE_HINTS, CONTRAST_PAIRS, resolveActionPage } from '@gifthub/shared/action-pages';
import { texts } from '@gifthub/shared/messages';
import { PRO_FEATURES } from '@gifthub/shared/plans';
import { PRODUCT_NAME } from '../../../lib/product';
import { fill, makeTeam, mockFetch, renderWithSession, SLOW } from '../../../test/session';
import { ActionPagesPage } from './action-pages-page';

const saved = (over = {}) => makeTeam({ action_page: resolveActionPage({ desktop: over }) });

afterEach(cleanup);

describe('Campaign Action Pages', () => {
  it('edits a view in its tab beside the live preview, and saves both views', SLOW, async () => {
    const calls = mockFetch([{ method: 'PUT', path: '/teams/7', reply: (c) => ({ body: makeTeam({ action_page: resolveActionPage((c.body as { action_page: unknown }).action_page) }) }) }]);
    renderWithSession(<ActionPagesPage />);
    expect(screen.getByRole('heading', { name: 'Campaign Action Pages' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Desktop View', selected: true })).toBeInTheDocument();
    const frame = screen.getByTitle('Gift page preview');
    expect(frame.getAttribute('src')).toBe('/pick-a-gift/acme/preview?key=0123456789abcdef0123456789abcdef&view=desktop&layout=multiple&v=%7C%7C');
    // Open in new tab carries the unsaved settings.
    await fill(screen.getByLabelText(/Multiple Gifts Button Text/), 'Pick this one');
    const link = screen.getByRole('link', { name: /Open in new tab/ });
    expect(decodeURIComponent(link.getAttribute('href')!)).toContain('"buttonTextMultiple":"Pick this one"');
    await userEvent.click(screen.getByRole('switch', { name: 'Button shadow' }));

    await userEvent.click(screen.getByRole('tab', { name: 'Mobile View' }));
    expect(screen.getByTitle('Gift page preview').getAttribute('src')).toContain('view=mobile');
    await userEvent.click(screen.getByRole('switch', { name: 'Display team name' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      action_page: { mobile: { ...ACTION_PAGE_DEFAULTS, displayTeamName: false }, desktop: { ...ACTION_PAGE_DEFAULTS, buttonTextMultiple: 'Pick this one', buttonShadow: true } },
    });
  });

  it('says at once when a button text is over 25 characters, and warns of hard to read colours', SLOW, async () => {
    const calls = mockFetch([]);
    renderWithSession(<ActionPagesPage />, { team: saved({ textColour: '#cccccc', backgroundColour: '#ffffff' }) });
    expect(screen.getByTestId('contrast-warning')).toHaveTextContent(CONTRAST_PAIRS[0].warning);
    await fill(screen.getByLabelText(/Single Gift Button Text/), 'x'.repeat(26));
    expect(await screen.findByText('Single Gift Button Text maximal length is 25')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(0);
  });

  it('resets both views to the defaults after asking', SLOW, async () => {
    const calls = mockFetch([{ method: 'PUT', path: '/teams/7', body: makeTeam() }]);
    renderWithSession(<ActionPagesPage />, { team: saved({ buttonTextSingle: 'Claim' }) });
    expect(screen.getByLabelText(/Single Gift Button Text/)).toHaveValue('Claim');
    await userEvent.click(screen.getByRole('button', { name: 'Reset to defaults' }));
    // The modal asks; its confirm button has the same words.
    const dialog = await screen.findByRole('dialog', { name: 'Reset to defaults' }, { timeout: 5000 });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reset to defaults' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ action_page: {} }), { timeout: 5000 });
    await waitFor(() => expect(screen.getByLabelText(/Single Gift Button Text/)).toHaveValue('Continue'), { timeout: 5000 });
  });

  it('uploads the hero and the action logo as soon as they are chosen, with the spec hints (1040x306 px, 100 px high)', SLOW, async () => {
    const calls = mockFetch([{ method: 'POST', path: '/teams/7/upload', body: makeTeam({ hero_url: '/api/v1/files/team-7-0123456789abcdef.png' }) }]);
    renderWithSession(<ActionPagesPage />);
    expect(screen.getByTestId('image-hero_url')).toHaveTextContent(ACTION_PAGE_HINTS.hero);
    expect(ACTION_PAGE_HINTS.hero).toContain('1040x306 px');
    expect(screen.getByTestId('image-action_logo_url')).toHaveTextContent(ACTION_PAGE_HINTS.logo);
    expect(ACTION_PAGE_HINTS.logo).toContain('100 px high');
    await userEvent.upload(screen.getByLabelText('Hero Image'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'hero.png', { type: 'image/png' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1));
    const form = calls.find((c) => c.method === 'POST')!.body as FormData;
    expect(form.get('type')).toBe('hero_url');
    expect((form.get('file') as File).name).toBe('hero.png');
  });

  it('a team without Pro tries the look in the preview and meets the pro banner instead of Save; its images cannot be set', SLOW, async () => {
    const calls = mockFetch([]);
    renderWithSession(<ActionPagesPage />, { plan: 'free' });
    expect(screen.getByTestId('pro-gate')).toHaveTextContent(texts.proGate(PRO_FEATURES.actionPages, PRODUCT_NAME));
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();
    expect(screen.getByTitle('Gift page preview')).toBeInTheDocument();
    const gallery = screen.getAllByRole('button', { name: 'Choose from media' });
    expect(gallery).toHaveLength(2);
    for (const button of gallery) expect(button).toBeDisabled();
    await userEvent.upload(screen.getByLabelText('Hero Image'), new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'hero.png', { type: 'image/png' }));
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('the demo is read-only with the sign-up prompt; without edit-team-settings there is no access', SLOW, async () => {
    mockFetch([]);
    const demo = renderWithSession(<ActionPagesPage />, { demo: true });
    expect(screen.getByTestId('demo-note')).toHaveTextContent(texts.demoReadOnly);
    expect(screen.getByLabelText(/Single Gift Button Text/)).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(demo.ui.openSignUp).toHaveBeenCalled();
    demo.unmount();
    renderWithSession(<ActionPagesPage />, { role: 'associate', deny: ['edit-team-settings'] });
    expect(screen.getByTestId('no-access')).toBeInTheDocument();
  });
});
