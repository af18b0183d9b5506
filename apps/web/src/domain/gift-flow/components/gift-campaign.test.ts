import { describe, expect, it } from 'vitest';
import type { TGiftOption } from '@gifthub/shared/campaigns';
import { ZCampaignInvitation, ZCampaignRegistrationItem, ZRegistrationUpdate } from '@gifthub/shared/campaign-registrations';
import { msg } from '@gifthub/shared/messages';
import { campaignInvitationItem, campaignRegistrationItem, campaignSteps, optionProduct, sendableOptions, validateCampaignStep } from './gift-campaign';
import { editBody } from './gift-edit';
import { initialValues } from './gift-form';

// The gift registration flow on the gifting platform: options instead of a product, the option's own shipping list.

const option = (over: Partial<TGiftOption> = {}): TGiftOption => ({
  id: 31,
  campaign_id: 1,
  name: 'Hamper',
  type: 'physical',
  image_url: null,
  product_status: 'active',
  enabled: true,
  available: null,
  description: '',
  product_id: 101,
  product_name: 'Hamper',
  corporate_product: false,
  product_units: null,
  price: 36,
  price_ex_vat: 30,
  shipping: 6,
  shipping_ex_vat: 5,
  shipping_costs: [
    { countries: ['GB'], shipping_ev_cost: 5, shipping_iv_cost: 6 },
    { countries: ['FR'], shipping_ev_cost: 15, shipping_iv_cost: 18 },
  ],
  pp_ev_cost: 3,
  pp_iv_cost: 3.6,
  voucher_value: null,
  voucher_brand: null,
  voucher_brand_info: null,
  voucher_limit: null,
  notecard_format: 'portrait',
  notecard_url: null,
  ...over,
});
const values = { ...initialValues(null, 'send', null), option_id: '31', email: 'a@b.co', first_name: 'A', last_name: 'B', address_line_1: '1 Rue', city: 'Paris', postcode: '75001', phone: '+33 1', country: 'FR' };

describe('gift flow in a campaign', () => {
  it('offers enabled options in stock; steps follow the option, an invitation has no address', () => {
    const c = { id: 1, reward_type: 'mixed' as const, options: [option(), option({ id: 32, enabled: false }), option({ id: 33, available: 0 }), option({ id: 34, available: 1 })] };
    expect(sendableOptions(c).map((o) => o.id)).toEqual([31, 34]);
    expect(campaignSteps('send', c, null)).toEqual(['start', 'address', 'notecard', 'summary']);
    expect(campaignSteps('send', c, option({ type: 'voucher' }))).toEqual(['start', 'summary']);
    expect(campaignSteps('invite', c, null)).toEqual(['start', 'notecard', 'summary']);
    expect(campaignSteps('invite', { ...c, reward_type: 'voucher' }, null)).toEqual(['start', 'summary']);
  });

  it('does not offer an option whose corporate product has no units left to give (issue 15), and caps its stock', () => {
    const corporate = (over: Partial<TGiftOption>) => option({ corporate_product: true, ...over });
    const c = { id: 1, reward_type: 'physical' as const, options: [corporate({ id: 41, product_units: 0 }), corporate({ id: 42, product_units: 3 }), corporate({ id: 43, available: 5, product_units: 0 })] };
    expect(sendableOptions(c).map((o) => o.id)).toEqual([42]);
    expect(optionProduct(corporate({ available: 5, product_units: 3 })).stock).toBe(3);
    expect(optionProduct(corporate({ available: 2, product_units: 3 })).stock).toBe(2);
  });

  it('ships to the countries of the option, not only GB; a portrait card holds 240 characters', () => {
    expect(validateCampaignStep('address', 'send', option(), values)).toEqual({});
    expect(validateCampaignStep('address', 'send', option(), { ...values, country: 'US' })).toEqual({ country: 'We do not currently ship this gift to this country.' });
    expect(validateCampaignStep('start', 'send', null, values)).toEqual({ option_id: msg.required('Gift Option') });
    expect(validateCampaignStep('notecard', 'send', option(), { ...values, notecard_type: 'custom', notecard_text: 'x'.repeat(241) })).toEqual({ notecard_text: msg.maxLength('Notecard text', 240) });
  });

  it('sends the gifting item with the option; the invitation has neither product nor price', () => {
    const item = campaignRegistrationItem(option(), values, { method: 'team-balance', cardId: null });
    expect(item).toMatchObject({ platform: 'gifting', option_id: 31, country: 'FR', payment_method: 'team-balance' });
    expect(JSON.parse(JSON.stringify(item))).not.toHaveProperty('product_id');
    const invite = campaignInvitationItem({ ...values, email: '', notecard_type: 'default', notecard_text: 'ignored' });
    expect(invite).not.toHaveProperty('email');
    expect(invite).not.toHaveProperty('option_id');
    expect(invite.notecard_text).toBe('');
    expect(campaignInvitationItem({ ...values, notecard_type: 'custom', notecard_text: 'Hi' }, 'voucher')).toMatchObject({ notecard_type: 'none', notecard_text: '' });
    expect(optionProduct(option({ type: 'voucher', voucher_value: 25 })).denominations).toEqual([25]);
  });

  it('sends bodies that the API schemas take', () => {
    const item = JSON.parse(JSON.stringify(campaignRegistrationItem(option(), values, { method: 'stripe', cardId: 4 })));
    expect(ZCampaignRegistrationItem.safeParse(item).success).toBe(true);
    expect(ZCampaignInvitation.safeParse(campaignInvitationItem({ ...values, password_type: 'name' })).success).toBe(true);
    for (const s of [
      { hasOption: true, withAddress: true, paid: false },
      { hasOption: true, withAddress: false, paid: true },
      { hasOption: false, withAddress: false, paid: false },
    ])
      expect(ZRegistrationUpdate.safeParse(JSON.parse(JSON.stringify(editBody(values, s)))).success).toBe(true);
  });
});
