import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { notifications } from '@mantine/notifications';
import { campaignRegistrationTexts } from '@gifthub/shared/campaign-registrations';
import { msg } from '@gifthub/shared/messages';
import { COPY_LINK } from '../../../../domain/gift-flow/components/gift-details';
import { INVITATION_CREATED } from '../../../../domain/gift-flow/components/gift-flow';
import { LINK_COPIED } from '../../../../domain/registrations/components/copy-link';
import { SLOW, mockFetch, renderWithSession } from '../../../../test/session';
import { EDIT_SAVED } from './edit-details-modal';
import { INVITE_MULTIPLE_TITLE } from './invite-multiple-modal';
import { RecipientsSection } from './recipients-section';
import { BUTTONS } from './recipients-toolbar';
import { LIFECYCLE, campaign, option, recipientsPage, registrationRead } from './recipients-test-utils';

// The gift registration modal in a campaign: an invitation (no option, nothing paid), Select & Send (an option, paid
// now), invitations by e-mail, and Edit Details.

afterEach(() => {
  cleanup();
  notifications.clean();
  vi.unstubAllGlobals();
});

const active = campaign({ status: 'active', options: [option(), option({ id: 32, name: 'Chocolate Box', enabled: false })] });
const LINK = 'http://localhost:3000/pick-a-gift/acme/c/summer-thanks?invite=xyz';
const invitation = (over = {}) => ({ registration_id: 77, invite_link: LINK, email_sent: false, password_type: 'name', password_value: null, is_multi: false, batch_label: null, ...over });
const field = (label: string) => screen.getByRole('textbox', { name: new RegExp(`^${label}`) });
const step = () => (screen.queryByTestId('gift-flow') ?? screen.getByTestId('gift-edit')).getAttribute('data-step');
const cont = () => userEvent.click(screen.getByRole('button', { name: 'Continue' }));
async function enter(label: string, value: string) {
  await userEvent.click(field(label));
  await userEvent.paste(value);
}

describe('Create A New Invitation in a campaign', () => {
  it('walks start, notecard and summary without a product or payment, then shows Campaign Invitation Created with the link to copy', SLOW, async () => {
    const writeText = vi.fn(async () => {});
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const calls = mockFetch([
      { path: '/gb-campaigns/1/registrations', body: recipientsPage([]) },
      { method: 'POST', path: '/gb-campaigns/1/registrations/invite/link', body: invitation() },
    ]);
    renderWithSession(<RecipientsSection campaign={active} />);
    await userEvent.click(await screen.findByRole('button', { name: BUTTONS.invite }));
    expect(screen.queryByTestId('option-select')).not.toBeInTheDocument();
    // Without verification the invitation still names its recipient: an e-mail, or a first and last name.
    await cont();
    expect(step()).toBe('start');
    expect(screen.getByText(campaignRegistrationTexts.recipientRequired)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'By name' }));
    await cont();
    expect(step()).toBe('start');
    expect(screen.getByText(msg.required('First Name'))).toBeInTheDocument();
    await enter('First Name', 'Ann');
    await enter('Last Name', 'Lee');
    await enter('Company', 'Globex');
    await cont();
    expect(step()).toBe('notecard');
    await userEvent.click(screen.getByRole('radio', { name: 'Custom message' }));
    await enter('Notecard text', 'With thanks');
    await cont();
    expect(step()).toBe('summary');
    expect(screen.queryByTestId('price-breakdown')).not.toBeInTheDocument();
    expect(screen.getByTestId('step-summary')).toHaveTextContent('charged only when their claim is confirmed');
    await userEvent.click(screen.getByRole('button', { name: 'Create Link' }));

    const details = await screen.findByTestId('invitation-details');
    expect(screen.getByText(INVITATION_CREATED)).toBeInTheDocument();
    expect(within(details).getByRole('textbox', { name: 'Gift registration link' })).toHaveValue(LINK);
    expect(within(details).queryByRole('link', { name: 'View Order History' })).not.toBeInTheDocument();
    await userEvent.click(within(details).getByRole('button', { name: COPY_LINK }));
    expect(writeText).toHaveBeenCalledWith(LINK);
    expect(await screen.findByText(LINK_COPIED)).toBeInTheDocument();

    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.body).toEqual({
      password_type: 'name',
      first_name: 'Ann',
      last_name: 'Lee',
      company: 'Globex',
      notecard_type: 'custom',
      notecard_text: 'With thanks',
      send_email: false,
      invitation_message: '',
    });
  });

  it('a server refusal returns to the form with its message', SLOW, async () => {
    mockFetch([
      { path: '/gb-campaigns/1/registrations', body: recipientsPage([]) },
      { method: 'POST', path: '/gb-campaigns/1/registrations/invite/link', status: 409, body: { message: campaignRegistrationTexts.balanceLow, code: 'insufficient_balance' } },
    ]);
    renderWithSession(<RecipientsSection campaign={{ ...active, reward_type: 'voucher' }} />);
    await userEvent.click(await screen.findByRole('button', { name: BUTTONS.invite }));
    await enter('E-mail', 'ann@example.com');
    await cont();
    expect(step()).toBe('summary');
    await userEvent.click(screen.getByRole('button', { name: 'Create Link' }));
    expect(await screen.findByText(campaignRegistrationTexts.balanceLow)).toBeInTheDocument();
    expect(step()).toBe('summary');
  });
});

describe('Select & Send in a campaign', () => {
  it('chooses an enabled option, ships to its countries and pays now with one Idempotency-Key', { timeout: 60_000 }, async () => {
    const calls = mockFetch([
      { path: '/gb-campaigns/1/registrations', body: recipientsPage([]) },
      { path: '/teams/7/check-balance', reply: (c) => ({ body: { amount: Number(c.query.get('amount')), total_available: 6000, allowed: true } }) },
      { method: 'POST', path: '/gb-campaigns/1/registrations', body: { id: 90 } },
    ]);
    renderWithSession(<RecipientsSection campaign={active} />);
    await userEvent.click(await screen.findByRole('button', { name: BUTTONS.send }));
    await cont();
    expect(screen.getByText(msg.required('Gift Option'))).toBeInTheDocument();
    const select = within(screen.getByTestId('gift-flow')).getByRole('textbox', { name: /^Gift Option/ });
    await userEvent.click(select);
    const listbox = await waitFor(() => document.getElementById(select.getAttribute('aria-controls') ?? '') ?? Promise.reject(new Error('not open')));
    // The disabled option is not offered.
    expect(within(listbox).getAllByRole('option', { hidden: true }).map((o) => o.textContent)).toEqual(['Afternoon Tea Hamper']);
    await userEvent.click(within(listbox).getByRole('option', { name: 'Afternoon Tea Hamper', hidden: true }));
    await enter('First Name', 'Ann');
    await enter('Last Name', 'Lee');
    await enter('E-mail', 'ann@example.com');
    await cont();
    expect(step()).toBe('address');
    await enter('Address line 1', '1 Rue de Rivoli');
    await enter('City', 'Paris');
    await enter('Postcode', '75001');
    await enter('Phone', '+33 1 23 45 67 89');
    await userEvent.click(screen.getByRole('textbox', { name: /^Country/ }));
    await userEvent.click(await screen.findByRole('option', { name: 'France', hidden: true }));
    await cont();
    expect(step()).toBe('notecard');
    await cont();
    expect(step()).toBe('summary');
    // £36 gift + £1.20 card + £3.60 pick and pack + £18 shipping to France.
    const pay = await screen.findByRole('button', { name: 'Pay £58.80 & Send' });
    await waitFor(() => expect(pay).toBeEnabled());
    await userEvent.click(pay);
    expect(await screen.findByTestId('flow-details')).toHaveTextContent("the campaign's recipients");

    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toMatch(/\/gb-campaigns\/1\/registrations$/);
    expect(post.headers['idempotency-key']).toBeTruthy();
    expect(post.body).not.toHaveProperty('product_id');
    expect(post.body).toMatchObject({ platform: 'gifting', option_id: 31, type: 'physical', country: 'FR', payment_method: 'team-balance', first_name: 'Ann' });
  });
});

describe('Create A New Invitation - Multiple', () => {
  it('checks every address, then invites them all', SLOW, async () => {
    const calls = mockFetch([
      { path: '/gb-campaigns/1/registrations', body: recipientsPage([]) },
      { method: 'POST', path: '/gb-campaigns/1/registrations/invite/multiple', body: { data: [invitation({ email_sent: true }), invitation({ registration_id: 78, invite_link: `${LINK}2`, email_sent: true })] } },
    ]);
    renderWithSession(<RecipientsSection campaign={active} />);
    // The toolbar's button opens the CSV multi modal; typed addresses are its alternative.
    await userEvent.click(await screen.findByRole('button', { name: BUTTONS.inviteMultiple }));
    await userEvent.click(await screen.findByRole('button', { name: 'Type the e-mail addresses instead' }));
    const dialog = await screen.findByRole('dialog', { name: INVITE_MULTIPLE_TITLE });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitations' }));
    expect(await within(dialog).findByText(msg.required('E-mails'))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('textbox', { name: /^E-mails/ }));
    await userEvent.paste('ann@example.com\nnot-an-address');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitations' }));
    expect(await within(dialog).findByText(/^not-an-address: /)).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
    await userEvent.clear(within(dialog).getByRole('textbox', { name: /^E-mails/ }));
    await userEvent.paste('ann@example.com, bob@example.com');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'No greeting card' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send Invitations' }));
    expect(await within(dialog).findByText('2 invitations have been created.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ emails: ['ann@example.com', 'bob@example.com'], notecard_type: 'none', notecard_text: '', invitation_message: '' });
  });
});

describe('Edit Details', () => {
  it('edits the details; the address stays with the member who registered the gift', SLOW, async () => {
    const r = { ...LIFECYCLE['waiting for approval'], registered_by: 12 };
    const calls = mockFetch([
      { path: '/gb-campaigns/1/registrations', body: recipientsPage([r]) },
      { path: '/gb-registrations/3', body: registrationRead(r) },
      { method: 'PUT', path: '/gb-registrations/3', body: {} },
    ]);
    renderWithSession(<RecipientsSection campaign={active} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Details: Ann Lee' }));
    expect(await screen.findByTestId('address-locked')).toHaveTextContent(campaignRegistrationTexts.editAddressNotYours);
    expect(field('First Name')).toHaveValue('Ann');
    await userEvent.clear(field('First Name'));
    await cont();
    expect(screen.getByText(msg.required('First Name'))).toBeInTheDocument();
    await enter('First Name', 'Anne');
    await cont();
    expect(step()).toBe('notecard');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText(EDIT_SAVED)).toBeInTheDocument();
    const put = calls.find((c) => c.method === 'PUT')!;
    expect(put.body).toMatchObject({ action: 'edit', first_name: 'Anne', last_name: 'Lee', email: 'ann@example.com', option_id: 31, quantity: 1, notecard_type: 'default' });
    expect(put.body).not.toHaveProperty('address_line_1');
    expect(screen.queryByTestId('paid-locked')).not.toBeInTheDocument();
  });

  it('the member who registered it walks the address step too; a paid gift keeps its option, quantity, country and card', SLOW, async () => {
    const r = { ...LIFECYCLE.confirmed, registered_by: 11 };
    const calls = mockFetch([
      { path: '/gb-campaigns/1/registrations', body: recipientsPage([r]) },
      { path: '/gb-registrations/5', body: registrationRead(r) },
      { method: 'PUT', path: '/gb-registrations/5', body: {} },
    ]);
    renderWithSession(<RecipientsSection campaign={active} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Details: Ann Lee' }));
    await screen.findByTestId('gift-edit');
    expect(screen.getByTestId('paid-locked')).toHaveTextContent(campaignRegistrationTexts.paidGiftFixed);
    expect(within(screen.getByTestId('gift-edit')).getByRole('textbox', { name: /^Gift Option/ })).toBeDisabled();
    await cont();
    expect(step()).toBe('address');
    expect(field('City')).toHaveValue('London');
    await userEvent.clear(field('City'));
    await enter('City', 'Leeds');
    // The last step of a paid gift is the address: no greeting card to change.
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));
    await screen.findByText(EDIT_SAVED);
    const body = calls.find((c) => c.method === 'PUT')!.body;
    expect(body).toMatchObject({ action: 'edit', first_name: 'Ann', address_line_1: '1 High Street', city: 'Leeds', postcode: 'SW1A 1AA' });
    for (const k of ['option_id', 'quantity', 'country', 'notecard_type']) expect(body).not.toHaveProperty(k);
  });
});
