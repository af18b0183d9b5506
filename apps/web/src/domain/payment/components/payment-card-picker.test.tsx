import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { billingTexts } from '@gifthub/shared/billing';
import { texts } from '@gifthub/shared/messages';
import { PaymentCardPicker } from './payment-card-picker';
import { SavedCardsSection } from './saved-cards-section';
import { mockFetch, renderWithSession } from '../../../test/session';
import { makeCard } from './payment-test-utils';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function Picker({ onChange }: { onChange: (id: number | null) => void }) {
  const [value, setValue] = useState<number | null>(null);
  return (
    <PaymentCardPicker
      value={value}
      onChange={(id) => {
        setValue(id);
        onChange(id);
      }}
    />
  );
}

describe('PaymentCardPicker', () => {
  it('lists saved cards preferred first and selects the preferred card', async () => {
    const onChange = vi.fn();
    mockFetch([{ path: '/teams/7/stripe/methods', body: [makeCard({ id: 1, last4: '4242', preferred: false, exp_month: 3, exp_year: 2031 }), makeCard({ id: 2, last4: '0000', preferred: true })] }]);
    renderWithSession(<Picker onChange={onChange} />);
    const radios = await screen.findAllByRole('radio');
    expect(radios[0]).toHaveAccessibleName('Visa •••• 0000, expires 12/30');
    expect(radios[1]).toHaveAccessibleName('Visa •••• 4242, expires 03/31');
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(2));
    expect(radios[0]).toBeChecked();
    await userEvent.click(radios[1]!);
    expect(onChange).toHaveBeenLastCalledWith(1);
    expect(screen.getByRole('button', { name: 'Add New Payment Card' })).toBeInTheDocument();
  });

  it('says so when no card is saved and offers to add one', async () => {
    mockFetch([{ path: '/teams/7/stripe/methods', body: [] }]);
    renderWithSession(<Picker onChange={() => {}} />);
    expect(await screen.findByTestId('no-cards')).toHaveTextContent(billingTexts.noCards);
    expect(screen.getByRole('button', { name: 'Add New Payment Card' })).toBeInTheDocument();
  });

  it('tells a member with neither use-balance nor use-cards to contact the Team Manager', () => {
    const calls = mockFetch([]);
    renderWithSession(<Picker onChange={() => {}} />, { role: 'associate', deny: ['use-balance', 'use-cards'] });
    expect(screen.getByTestId('no-payment-methods')).toHaveTextContent(texts.noPaymentMethods);
    expect(calls).toHaveLength(0);
  });
});

describe('SavedCardsSection', () => {
  it('makes a card preferred', async () => {
    const calls = mockFetch([
      { path: '/teams/7/stripe/methods', body: [makeCard({ id: 1, preferred: true }), makeCard({ id: 2, last4: '4242', preferred: false })] },
      { method: 'PUT', path: '/teams/7/stripe/methods/2', body: makeCard({ id: 2, preferred: true }) },
    ]);
    renderWithSession(<SavedCardsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Make Visa ending 4242 preferred' }));
    await waitFor(() => expect(calls.find((c) => c.method === 'PUT')).toMatchObject({ body: { preferred: true } }));
    // The preferred card cannot be removed while another exists.
    expect(screen.getByRole('button', { name: 'Remove Visa ending 0000' })).toBeDisabled();
  });

  it('asks the last-card question before removing the last card', async () => {
    const calls = mockFetch([
      { path: '/teams/7/stripe/methods', body: [makeCard({ id: 1, preferred: true })] },
      { method: 'DELETE', path: '/teams/7/stripe/methods/1', body: { ok: true } },
    ]);
    renderWithSession(<SavedCardsSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Visa ending 0000' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(billingTexts.lastCard)).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith('/stripe/methods/1'))).toBe(true));
  });

  it('is hidden without use-cards', () => {
    const calls = mockFetch([]);
    renderWithSession(<SavedCardsSection />, { role: 'associate', deny: ['use-cards'] });
    expect(screen.queryByTestId('saved-cards')).not.toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });
});
