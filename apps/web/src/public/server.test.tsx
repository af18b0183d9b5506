import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { TCampaignPageView } from '@gifthub/shared/campaign-pages';
import { SECRET, giftView } from '../features/claim/components/claim-test-utils';
import { publicSurvey } from '../features/survey/components/survey-test-utils';
import { pageDataPath, pageTitle, renderPage } from './server';
import { hydratePage, removeServerPages, serverPage } from './ssr-test-utils';
import { keepEarlyInput } from './early-input';
import userEvent from '@testing-library/user-event';
import { resolveActionPage } from '@gifthub/shared/action-pages';

const campaignPageView = (): TCampaignPageView => ({
  page: 'campaign',
  kind: 'campaign',
  state: 'open',
  message: null,
  team: { name: 'Acme Ltd', slug: 'acme', logo_url: null, hero_url: null, action_page: resolveActionPage(null) },
  campaign: { name: 'Summer', slug: 'summer', page_title: 'Pick a summer treat', page_text: '', hero_url: null },
  options: [{ id: 11, name: 'Cheese Hamper', type: 'physical', image_url: null, description: '', low_availability: false, countries: ['GB'], voucher: null }],
  verification: 'none',
  recipient: null,
  sender_name: null,
  invitation_message: null,
  option_name: null,
  review: null,
});

afterEach(removeServerPages);

describe('the public entry on the server', () => {
  it('names the API answer a gift page needs, and none for the others', () => {
    expect(pageDataPath(`/pick-a-gift/acme/${SECRET}`)).toBe(`/public/gifts/${SECRET}`);
    expect(pageDataPath('/pick-a-gift/redeem/ABCD-EFGH-JKMN-PQRS')).toBeNull();
    expect(pageDataPath('/pick-a-gift/unknown')).toBeNull();
  });

  it("titles each page with its data in the server's HTML: the survey's name, the campaign's page title, the sender", () => {
    const survey = publicSurvey();
    expect(pageTitle('/survey/acme/pulse', { status: 200, body: survey })).toBe(survey.survey.name);
    expect(pageTitle('/survey/acme/gone', { status: 404, body: { message: 'Not found' } })).toBe('Survey');
    expect(pageTitle('/pick-a-gift/acme/c/summer', { status: 200, body: campaignPageView() })).toBe('Pick a summer treat');
    expect(pageTitle(`/pick-a-gift/acme/${SECRET}`, { status: 200, body: giftView() })).toBe(`A gift from ${giftView().team.name}`);
    expect(pageTitle('/pick-a-gift/unknown', undefined)).toBe('Your gift');
  });

  it('renders the gift with its data, and the browser hydrates it without a mismatch', async () => {
    const path = `/pick-a-gift/acme/${SECRET}`;
    const data = { status: 200, body: giftView() };
    const { html, container } = await serverPage(path, data);
    expect(html).toContain('Artisan Cheese Board');
    expect(html).toContain('Where should we send your gift?');
    await hydratePage(container, path, data);
    expect(screen.getByRole('heading', { level: 1, name: 'Artisan Cheese Board' })).toBeInTheDocument();
    expect(screen.getByLabelText(/First Name/)).toHaveValue('Rita');
  });

  it("renders a campaign's own page with its options after loading its part, and hydrates it without a mismatch", async () => {
    const path = '/pick-a-gift/acme/c/summer';
    expect(pageDataPath(path)).toBe('/public/campaigns/acme/summer');
    // A Multi Invite list's batch link reads the page for that list.
    expect(pageDataPath(`${path}?invite=Abc%2Fdef`)).toBe('/public/campaigns/acme/summer?invite=Abc%2Fdef');
    const data = { status: 200, body: campaignPageView() };
    const { html, container } = await serverPage(path, data);
    expect(html).toContain('Choose your gift');
    expect(html).toContain('Cheese Hamper');
    await hydratePage(container, path, data);
    expect(screen.getByRole('radio', { name: /Cheese Hamper/ })).toBeInTheDocument();
  });

  it('keeps what the visitor picked and typed before the page was hydrated', async () => {
    const path = '/pick-a-gift/acme/c/summer';
    const view = campaignPageView();
    view.options.push({ ...view.options[0]!, id: 12, name: 'Coffee Set' });
    const data = { status: 200, body: view };
    const { container } = await serverPage(path, data);
    // The server's markup is live before the script runs: the browser ticks the radio and takes the typing.
    const coffee = container.querySelector<HTMLInputElement>('input[type=radio][value="12"]')!;
    coffee.checked = true;
    const email = container.querySelector<HTMLInputElement>('input[type=email]')!;
    email.value = 'early@example.com';
    const replay = keepEarlyInput(container);
    await hydratePage(container, path, data);
    await act(async () => replay());
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    // The pick counts: no "Gift Option is required."; the typed e-mail counts: only the names are missing.
    expect(screen.queryByText('Gift Option is required.')).toBeNull();
    expect(screen.getByRole('radio', { name: /Coffee Set/ })).toBeChecked();
    expect(screen.queryByText('E-mail is required.')).toBeNull();
    expect(screen.getByText('First Name is required.')).toBeInTheDocument();
  });

  it('renders the not-found page for a link it cannot read', () => {
    expect(renderPage('/pick-a-gift/acme', undefined)).toContain('Gift link not found');
    expect(renderPage(`/pick-a-gift/acme/${SECRET}`, { status: 404, body: { message: 'x', code: 'gift_not_found', errors: {} } })).toContain('Gift link not found');
  });
});
