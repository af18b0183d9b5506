import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import type { TResourceDetail, TResourceList, TResourcePost } from '@gifthub/shared/resources';
import { mockFetch, renderWithSession, SLOW } from '../../../test/session';
import { ResourcePage } from './resource-page';
import { ResourcesPage } from './resources-page';

const scrolled: string[] = [];
beforeEach(() => {
  scrolled.length = 0;
  Element.prototype.scrollIntoView = function (this: Element) {
    scrolled.push(this.id);
  };
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Where() {
  const loc = useLocation();
  return <output data-testid="where">{`${loc.pathname}${loc.search}${loc.hash}`}</output>;
}

const post = (over: Partial<TResourcePost> = {}): TResourcePost => ({
  ID: 1,
  post_name: 'sending-your-first-gift',
  post_title: 'Sending your first gift',
  post_excerpt: 'Choose a gift and send it.',
  post_type: 'guide',
  thumbnail_url: null,
  pdf_url: '/api/v1/resources/files/resource-1-aaaaaaaaaaaaaaaa.pdf',
  tags: [{ term_id: 1, slug: 'getting-started', name: 'Getting started' }],
  published_at: '2026-11-30T10:00:00Z',
  ...over,
});
const list = (data: TResourcePost[], over: Partial<TResourceList> = {}): TResourceList => ({
  data,
  meta: { total: data.length, current_page: 1, last_page: 1, per_page: 24 },
  tags: [
    { term_id: 1, slug: 'getting-started', name: 'Getting started' },
    { term_id: 2, slug: 'developers', name: 'Developers' },
  ],
  sections: [
    { name: 'Guides & Downloads', slug: 'guides', post_type: 'guide' },
    { name: 'Walkthroughs', slug: 'walkthroughs', post_type: 'walkthrough' },
  ],
  ...over,
});
const detail: TResourceDetail = {
  ...post(),
  status: 'published',
  post_content: '<p>Intro</p><h2 id="before-you-start">Before you start</h2><p>One</p><h3 id="check-your-team">Check your team</h3><p>Two</p><h2 id="choose-a-gift">Choose a gift</h2><p>Three</p>',
  headings: [
    { id: 'before-you-start', text: 'Before you start', level: 2 },
    { id: 'check-your-team', text: 'Check your team', level: 3 },
    { id: 'choose-a-gift', text: 'Choose a gift', level: 2 },
  ],
};

const renderAt = (url: string) =>
  renderWithSession(
    <>
      <Routes>
        <Route path="/resources" element={<ResourcesPage />} />
        <Route path="/resources/:slug" element={<ResourcePage />} />
      </Routes>
      <Where />
    </>,
    { url },
  );

describe('ResourcePage side navigation', () => {
  it('lists the h2 and h3 headings, and a click moves the hash, the scroll and the focus to the heading', SLOW, async () => {
    mockFetch([{ path: '/resources/sending-your-first-gift', body: detail }]);
    renderAt('/resources/sending-your-first-gift');
    expect(await screen.findByRole('heading', { level: 1, name: 'Sending your first gift' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'On this page' });
    const toggle = within(nav).getByRole('button', { name: 'On this page' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    await userEvent.click(toggle);
    const links = within(nav).getAllByRole('link');
    expect(links.map((a) => [a.textContent, a.getAttribute('href'), a.dataset.level])).toEqual([
      ['Before you start', '#before-you-start', '2'],
      ['Check your team', '#check-your-team', '3'],
      ['Choose a gift', '#choose-a-gift', '2'],
    ]);
    await userEvent.click(within(nav).getByRole('link', { name: 'Choose a gift' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/resources/sending-your-first-gift#choose-a-gift'));
    const heading = screen.getByRole('heading', { level: 2, name: 'Choose a gift' });
    expect(document.activeElement).toBe(heading);
    expect(heading.getAttribute('tabindex')).toBe('-1');
    expect(scrolled).toContain('choose-a-gift');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(nav).getByRole('link', { name: 'Choose a gift', hidden: true }).getAttribute('aria-current')).toBe('location');
  });

  it('opens at the heading an address with a hash names, and offers the PDF', SLOW, async () => {
    mockFetch([{ path: '/resources/sending-your-first-gift', body: detail }]);
    renderAt('/resources/sending-your-first-gift#check-your-team');
    const heading = await screen.findByRole('heading', { level: 3, name: 'Check your team' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    expect(scrolled).toEqual(['check-your-team']);
    const pdf = screen.getByRole('link', { name: 'Download PDF of Sending your first gift' });
    expect(pdf.getAttribute('href')).toBe(detail.pdf_url);
    expect(pdf.getAttribute('download')).toBe('sending-your-first-gift.pdf');
  });

  it('says so when the resource does not exist', SLOW, async () => {
    mockFetch([{ path: '/resources/gone', status: 404, body: { message: 'Resource not found.', code: 'not_found' } }]);
    renderAt('/resources/gone');
    expect(await screen.findByTestId('resource-missing')).toBeTruthy();
    expect(screen.getByText('Resource not found.')).toBeTruthy();
  });
});

describe('ResourcesPage', () => {
  it('shows guides with their tags and PDF, filters by tag toggles and switches to Walkthroughs', SLOW, async () => {
    const calls = mockFetch([
      { path: '/resources', reply: (c) => ({ body: c.query.get('type') === 'walkthrough' ? list([post({ ID: 5, post_name: 'branding', post_title: 'Branding', post_type: 'walkthrough', pdf_url: null })]) : c.query.get('tags') ? list([]) : list([post()]) }) },
    ]);
    renderAt('/resources');
    const card = await screen.findByTestId('resource-card-sending-your-first-gift');
    expect(within(card).getByText('Getting started')).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Download PDF of Sending your first gift' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'Read Sending your first gift' }).getAttribute('href')).toBe('/resources/sending-your-first-gift');
    expect(calls.at(-1)!.query.get('type')).toBe('guide');

    await userEvent.click(screen.getByRole('checkbox', { name: 'Developers' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/resources?tags=developers'));
    expect(await screen.findByText('There are no resources that match your filters.')).toBeTruthy();
    expect(calls.at(-1)!.query.get('tags')).toBe('developers');

    await userEvent.click(screen.getByRole('tab', { name: 'Walkthroughs' }));
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/resources?section=walkthroughs'));
    const walk = await screen.findByTestId('resource-card-branding');
    expect(within(walk).getByRole('link', { name: 'View Branding' })).toBeTruthy();
    expect(within(walk).queryByText('Download PDF')).toBeNull();
  });
});
