import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TGiftOption } from '@gifthub/shared/campaigns';
import { physical, voucher } from '../../../test/products';
import { SLOW, fill, mockFetch, renderWithSession } from '../../../test/session';
import { CampaignOptionModal } from './campaign-option-modal';

// Mantine's combobox scrolls the selected option into view; the test DOM lacks it.
Element.prototype.scrollIntoView ??= () => {};

const paged = <T,>(data: T[]) => ({ data, meta: { total: data.length, current_page: 1, last_page: 1, per_page: 200 } });
const saved = (over: Partial<TGiftOption> = {}) => ({ id: 31, name: 'Saved', ...over });

const open = (option: TGiftOption | null = null, reward: 'physical' | 'voucher' | 'mixed' = 'mixed', answer?: { status: number; body: unknown }) => {
  const calls = mockFetch([
    { path: '/admin/catalogue/products', reply: (c) => ({ body: paged(c.query.get('type') === 'voucher' ? [voucher()] : [physical(), physical({ id: 102, name: 'Cheese Board', price: 24 })]) }) },
    { method: 'POST', path: '/admin/gb-campaigns/9/options', reply: () => answer ?? { body: saved() } },
    { method: 'PUT', path: '/admin/gb-options/31', reply: () => answer ?? { body: saved() } },
  ]);
  const onClose = vi.fn();
  renderWithSession(<CampaignOptionModal opened campaignId={9} reward={reward} option={option} onClose={onClose} />, { role: 'bb_admin' });
  return { calls, onClose, posted: () => calls.filter((c) => c.method !== 'GET') };
};
// Typing without a pause between keys: the test DOM is slow enough on a loaded machine.
let ue: ReturnType<typeof userEvent.setup>;
beforeEach(() => {
  ue = userEvent.setup({ delay: null });
});

const dialog = () => screen.getByRole('dialog');
const field = (name: string | RegExp) => within(dialog()).getByRole('textbox', { name });
const pick = async (label: string, choice: string) => {
  await ue.click(field(label));
  await ue.click(await screen.findByRole('option', { name: choice, hidden: true }));
};
const submit = () => ue.click(within(dialog()).getByRole('button', { name: /^(Create option|Save changes)$/ }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CampaignOptionModal', SLOW, () => {
  it("creates a physical option: the product fills its shipping and pick and pack, rows are added and removed, and the body is in pounds", { timeout: 60_000 }, async () => {
    const { posted, onClose } = open();
    await screen.findByRole('dialog', { name: 'Create New Option' });
    expect(within(dialog()).queryByLabelText(/Voucher Value/)).not.toBeInTheDocument();
    expect(within(dialog()).getByText(/No country groups/)).toBeInTheDocument();

    await waitFor(() => expect(field(/^Product/)).toHaveAttribute('placeholder', 'Choose a catalogue product'));
    await pick('Product', 'Afternoon Tea Hamper (£30.00)');
    expect(field(/^Name/)).toHaveValue('Afternoon Tea Hamper');
    expect(field('Countries of group 1')).toBeInTheDocument();
    expect(field('Shipping ex. VAT of group 1')).toHaveValue('£5.00');

    await ue.click(within(dialog()).getByRole('button', { name: 'Add country group' }));
    await ue.click(field('Countries of group 2'));
    await ue.paste('ie,fr');
    await fill(field('Shipping ex. VAT of group 2'), '12.5');
    expect(field('Shipping inc. VAT of group 2')).toHaveValue('£15.00');
    await ue.click(within(dialog()).getByRole('button', { name: 'Add country group' }));
    await ue.click(within(dialog()).getByRole('button', { name: 'Remove group 3' }));
    expect(within(dialog()).queryByRole('textbox', { name: 'Countries of group 3' })).not.toBeInTheDocument();

    await fill(field(/^Availability/), '25');
    await fill(field(/^Price ex\. VAT/), '40');
    expect(field(/^Price inc\. VAT/)).toHaveValue('£48.00');
    await ue.click(within(dialog()).getByRole('radio', { name: 'Portrait' }));
    await submit();

    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]).toMatchObject({ path: '/api/v1/admin/gb-campaigns/9/options' });
    expect(posted()[0]!.body).toEqual({
      name: 'Afternoon Tea Hamper',
      type: 'physical',
      enabled: true,
      description: '',
      product_id: 101,
      available: 25,
      price_ev: 40,
      price_iv: 48,
      shipping_costs: [
        { countries: ['GB'], shipping_ev_cost: 5, shipping_iv_cost: 6 },
        { countries: ['IE', 'FR'], shipping_ev_cost: 12.5, shipping_iv_cost: 15 },
      ],
      pp_ev_cost: 3,
      pp_iv_cost: 3.6,
      notecard_format: 'portrait',
    });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('shows the shared messages per field and sends nothing while the form is invalid', async () => {
    const { posted } = open();
    await screen.findByRole('dialog');
    await ue.click(within(dialog()).getByRole('button', { name: 'Add country group' }));
    await ue.click(within(dialog()).getByRole('button', { name: 'Add country group' }));
    await ue.click(within(dialog()).getByRole('button', { name: 'Remove group 1' }));
    await submit();
    expect(await within(dialog()).findByText('Name is required.')).toBeInTheDocument();
    expect(within(dialog()).getByText('Shipping ex. VAT is required.')).toBeInTheDocument();
    expect(within(dialog()).getByText('Shipping inc. VAT is required.')).toBeInTheDocument();
    expect(within(dialog()).getByText('Countries is required.')).toBeInTheDocument();
    expect(within(dialog()).getByText('Product is required.')).toBeInTheDocument();
    await fill(field(/^Name/), 'Hamper');
    await ue.type(field('Countries of group 1'), 'GBR,');
    await fill(field('Shipping ex. VAT of group 1'), '5');
    await submit();
    expect(await within(dialog()).findByText('Country maximal length is 2')).toBeInTheDocument();
    expect(within(dialog()).queryByText('Name is required.')).not.toBeInTheDocument();
    expect(within(dialog()).getByText('Product is required.')).toBeInTheDocument();
    expect(posted()).toHaveLength(0);
  });

  it('shows the voucher fields only for a voucher option and sends them with a blank limit as unlimited', async () => {
    const { posted } = open(null, 'voucher');
    await screen.findByRole('dialog');
    expect(within(dialog()).queryByText('Shipping costs')).not.toBeInTheDocument();
    expect(within(dialog()).queryByRole('radio', { name: 'Portrait' })).not.toBeInTheDocument();
    expect(field(/^Voucher Value/)).toBeInTheDocument();
    await waitFor(() => expect(field(/^Voucher brand/)).toHaveAttribute('placeholder', 'Choose a voucher brand'));
    await pick('Voucher brand', 'Bookshop');
    expect(field(/^Voucher lower limit/)).toHaveValue('£5.00');
    await fill(field(/^Voucher upper limit/), '4');
    await submit();
    expect(await within(dialog()).findByText('Voucher upper limit must be at least 5')).toBeInTheDocument();
    expect(posted()).toHaveLength(0);
    await fill(field(/^Voucher upper limit/), '50');
    await submit();
    await waitFor(() => expect(posted()).toHaveLength(1));
    expect(posted()[0]!.body).toEqual({
      name: 'Bookshop',
      type: 'voucher',
      enabled: true,
      description: '',
      product_id: 201,
      available: null,
      voucher_lower: 5,
      voucher_upper: 50,
      voucher_limit: null,
    });

    cleanup();
    open(null, 'mixed');
    await screen.findByRole('dialog');
    expect(within(dialog()).getByText('Shipping costs')).toBeInTheDocument();
    await ue.click(within(dialog()).getByText('Voucher'));
    expect(within(dialog()).queryByText('Shipping costs')).not.toBeInTheDocument();
    expect(field(/^Voucher limit/)).toBeInTheDocument();
  });

  it("edits an option with its values filled in and shows the API's 422 message under its field", async () => {
    const existing: TGiftOption = {
      id: 31,
      campaign_id: 9,
      name: 'Hamper',
      type: 'physical',
      image_url: null,
      product_status: 'active',
      enabled: false,
      available: 4,
      description: 'Festive.',
      product_id: 101,
      product_name: 'Afternoon Tea Hamper',
      corporate_product: false,
      product_units: null,
      price: 30,
      price_ex_vat: 25,
      shipping: 6,
      shipping_ex_vat: 5,
      shipping_costs: [{ countries: ['GB'], shipping_ev_cost: 5, shipping_iv_cost: 6 }],
      pp_ev_cost: 3,
      pp_iv_cost: 3.6,
      voucher_value: null,
      voucher_brand: null,
      voucher_brand_info: null,
      voucher_limit: null,
      notecard_format: 'landscape',
      notecard_url: null,
    };
    const { posted } = open(existing, 'physical', { status: 422, body: { message: 'Invalid.', code: 'validation', errors: { product_id: ['Product not found.'] } } });
    await screen.findByRole('dialog', { name: 'Edit Hamper' });
    expect(field(/^Name/)).toHaveValue('Hamper');
    expect(field(/^Availability/)).toHaveValue('4');
    expect(within(dialog()).getByRole('switch', { name: /Enabled/ })).not.toBeChecked();
    await fill(field(/^Availability/), '');
    await submit();
    expect(await within(dialog()).findByText('Product not found.')).toBeInTheDocument();
    expect(posted()[0]).toMatchObject({ method: 'PUT', path: '/api/v1/admin/gb-options/31' });
    expect(posted()[0]!.body).toMatchObject({ name: 'Hamper', enabled: false, available: null, price_ev: 25, price_iv: 30, description: 'Festive.' });
  });
});
