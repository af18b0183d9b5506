import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_REVIEW_TEXTS, type TCampaign } from '@gifthub/shared/campaigns';
import { EditCampaignModal } from './edit-campaign-modal';
import { NotecardCard } from './notecard-card';
import { campaign, fill, mockFetch, option, renderWithSession, resetDom } from './campaigns-test-utils';

beforeEach(resetDom);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const HOST = 'http://localhost:3000';
const savePath = '/put/gb-campaigns/1';
const site = { path: '/site', body: { public_url: HOST } };
const open = (c: TCampaign) => renderWithSession(<EditCampaignModal opened campaign={c} onClose={vi.fn()} />, { url: '/campaigns/1' });
const sent = (calls: ReturnType<typeof mockFetch>) => calls.find((c) => c.method === 'POST' && c.path.endsWith(savePath))?.body as FormData | undefined;
const choose = async (label: string, name: string) => {
  await userEvent.click(screen.getByRole('textbox', { name: label }));
  await userEvent.click(await screen.findByRole('option', { name, hidden: true }));
};

describe('EditCampaignModal', () => {
  it('sends the settings as multipart with the values as text', async () => {
    const calls = mockFetch([site, { method: 'POST', path: savePath, body: campaign() }]);
    open(campaign({ privacy: 'internal' }));
    await fill(await screen.findByRole('textbox', { name: 'Page Title' }), 'Choose your gift');
    await fill(screen.getByRole('textbox', { name: 'Disabled e-mail domains' }), 'gmail.com hotmail.com');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent(calls)).toBeDefined());
    const form = sent(calls)!;
    expect(Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]))).toEqual({
      name: 'Summer Thanks',
      slug: 'summer-thanks',
      type: 'year-round',
      privacy: 'internal',
      page_title: 'Choose your gift',
      page_text: 'Pick one.',
      disabled_domains: 'gmail.com hotmail.com',
      auto_approve: 'false',
      page_restricted: 'false',
      opportunity_value: '0',
      demo_value: '0',
      deal_value: '0',
    });
  });

  it('sends a hero chosen from the media gallery as hero_media', async () => {
    const filename = 'media-7-00000000000000cc.png';
    const image = { filename, url: `/api/v1/files/${filename}`, content_type: 'image/png', bytes: 900, width: 1040, height: 306, created_at: '2026-11-20T10:00:00.000Z' };
    const calls = mockFetch([
      site,
      { path: '/teams/7/media', body: { data: [image], meta: { total: 1, current_page: 1, last_page: 1, per_page: 24 } } },
      { method: 'POST', path: savePath, body: campaign() },
    ]);
    open(campaign());
    await userEvent.click(await screen.findByRole('button', { name: 'Choose from media' }));
    await userEvent.click(await screen.findByRole('button', { name: /Image 1 of 1, 1040 × 306 px/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Use as hero image' }));
    expect(await screen.findByRole('img', { name: 'Chosen hero image' })).toHaveAttribute('src', image.url);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent(calls)).toBeDefined());
    expect(sent(calls)!.get('hero_media')).toBe(filename);
    expect(sent(calls)!.get('file')).toBeNull();
  });

  it('checks the page title and disabled domains with the shared messages', async () => {
    const calls = mockFetch([site]);
    open(campaign());
    await fill(await screen.findByRole('textbox', { name: 'Page Title' }), 'x'.repeat(101));
    await fill(screen.getByRole('textbox', { name: 'Disabled e-mail domains' }), 'not a domain');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Page Title maximal length is 100')).toBeInTheDocument();
    expect(screen.getByText('Disabled e-mail domains must be valid domain.')).toBeInTheDocument();
    expect(sent(calls)).toBeUndefined();
  });

  it('loads the default review texts when type reviews is chosen with no submission URL, and checks the URL starts with the host', async () => {
    const calls = mockFetch([site, { method: 'POST', path: savePath, body: campaign({ type: 'reviews' }) }]);
    open(campaign({ privacy: 'public' }));
    await screen.findByRole('textbox', { name: 'Type' });
    await choose('Type', 'Reviews');
    // Reviews are private: the privacy is locked.
    expect(screen.getByRole('textbox', { name: 'Privacy' })).toHaveValue('Private');
    await userEvent.click(screen.getByRole('tab', { name: 'Reviews' }));
    expect(screen.getByRole('textbox', { name: 'Invite text' })).toHaveValue(DEFAULT_REVIEW_TEXTS.invite);
    expect(screen.getByRole('textbox', { name: 'Gift claim text' })).toHaveValue(DEFAULT_REVIEW_TEXTS.gift_claim);
    expect(screen.getByRole('textbox', { name: 'Button 1' })).toHaveValue('Very Happy');
    const url = screen.getByRole('textbox', { name: 'Review submission URL' });
    expect(url).toHaveValue('http://localhost:3000/pick-a-gift/acme/c/summer-thanks/review');

    await fill(url, 'https://elsewhere.example/review');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(`Review submission URL must start with ${HOST}`)).toBeInTheDocument();
    expect(sent(calls)).toBeUndefined();

    await fill(url, `${HOST}/pick-a-gift/acme/c/summer-thanks/review`);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() => expect(sent(calls)).toBeDefined());
    const reviews = JSON.parse(String(sent(calls)!.get('reviews')));
    expect(reviews.texts).toEqual(DEFAULT_REVIEW_TEXTS);
    expect(sent(calls)!.get('privacy')).toBe('invite');
    expect(sent(calls)!.get('type')).toBe('reviews');
  });

  it('keeps the review texts of a campaign that has a submission URL', async () => {
    mockFetch([site]);
    const reviews = { submission_url: `${HOST}/r`, treshold: 2, buttons: ['A', 'B', 'C', 'D'], texts: { ...DEFAULT_REVIEW_TEXTS, invite: 'Our own invite' } };
    open(campaign({ type: 'reviews', privacy: 'invite', reviews }));
    await userEvent.click(await screen.findByRole('tab', { name: 'Reviews' }));
    expect(screen.getByRole('textbox', { name: 'Invite text' })).toHaveValue('Our own invite');
    expect(screen.getByRole('textbox', { name: 'Button 1' })).toHaveValue('A');
  });

  it('a voucher campaign shows auto-approve and page restriction forced on', async () => {
    mockFetch([site]);
    open(campaign({ reward_type: 'voucher', privacy: 'invite', auto_approve: true, page_restricted: true }));
    const approve = await screen.findByRole('checkbox', { name: 'Auto approve claims' });
    expect(approve).toBeChecked();
    expect(approve).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Privacy' })).toBeDisabled();
    expect(screen.getByTestId('forced-values')).toHaveTextContent('Voucher and mixed campaigns are always Private.');
  });

  it("shows the API's 422 messages under their fields and on their tab", async () => {
    mockFetch([
      site,
      {
        method: 'POST',
        path: savePath,
        status: 422,
        body: { message: 'Slug is already used by another campaign of your team.', code: 'validation', errors: { slug: ['Slug is already used by another campaign of your team.'], deal_value: ['Deal value must be a number'] } },
      },
    ]);
    open(campaign({ type: 'sales', privacy: 'invite' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Slug is already used by another campaign of your team.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Sales' }));
    expect(await screen.findByText('Deal value must be a number')).toBeInTheDocument();
  });
});

describe('NotecardCard', () => {
  it('limits the text to 240 characters when an enabled option prints a portrait card, else 1015', async () => {
    const calls = mockFetch([{ method: 'POST', path: savePath, body: campaign() }]);
    const portrait = campaign({ options: [option(), option({ id: 32, notecard_format: 'portrait' })] });
    renderWithSession(<NotecardCard campaign={portrait} canEdit />);
    const card = screen.getByTestId('notecard-card');
    expect(within(card).getByTestId('notecard-count')).toHaveTextContent('10 / 240');
    await fill(within(card).getByRole('textbox', { name: 'Notecard text' }), 'x'.repeat(241));
    await userEvent.click(within(card).getByRole('button', { name: 'Save Notecard' }));
    expect(await within(card).findByText('Notecard text maximal length is 240')).toBeInTheDocument();
    expect(calls).toHaveLength(0);

    await fill(within(card).getByRole('textbox', { name: 'Notecard text' }), 'Thanks for everything.');
    await userEvent.click(within(card).getByRole('button', { name: 'Save Notecard' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect([...(calls[0]!.body as FormData).entries()]).toEqual([['notecard_text', 'Thanks for everything.']]);
    cleanup();

    // A disabled portrait option does not narrow it.
    renderWithSession(<NotecardCard campaign={campaign({ options: [option({ notecard_format: 'portrait', enabled: false })] })} canEdit />);
    expect(screen.getByTestId('notecard-count')).toHaveTextContent('10 / 1015');
  });

  it('switches the notecard on and off live', async () => {
    const calls = mockFetch([{ method: 'POST', path: savePath, body: campaign({ notecard_enabled: false }) }]);
    renderWithSession(<NotecardCard campaign={campaign()} canEdit />);
    await userEvent.click(screen.getByRole('switch', { name: 'Include a notecard' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect([...(calls[0]!.body as FormData).entries()]).toEqual([['notecard_enabled', 'false']]);
  });
});
