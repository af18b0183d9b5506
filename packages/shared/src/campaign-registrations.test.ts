import { describe, expect, it } from 'vitest';
import {
  recipientsMaxPage,
  ZRecipientsListQuery,
  actionAllowed,
  fulfilmentDisplay,
  recipientActions,
  recipientState,
  recipientsExportName,
  ZCampaignRegistrationItem,
  ZRecipientsQuery,
  type TActionContext,
} from './campaign-registrations';
import { msg } from './messages';

const at = '2026-01-02T03:04:05.000Z';
const row = (over: Record<string, unknown> = {}) => ({
  registered_at: null,
  option_id: null,
  confirmed_at: null,
  rejected_at: null,
  processed_at: null,
  sent_at: null,
  delivery_status: null,
  delivery_resolution: null,
  registration_method: 'link' as const,
  ...over,
});
const ctx: TActionContext = { campaignType: 'year-round', corporationId: null, role: 'manager' };

describe('a campaign recipient (spec 1 §4)', () => {
  it('lifecycle: invited, registered with an option, confirmed or rejected; registered without an option is opted out, shown as rejected', () => {
    expect(recipientState(row())).toBe('invited');
    expect(recipientState(row({ registered_at: at, option_id: 1 }))).toBe('registered');
    expect(recipientState(row({ registered_at: at, option_id: 1, confirmed_at: at }))).toBe('confirmed');
    expect(recipientState(row({ registered_at: at, option_id: 1, rejected_at: at }))).toBe('rejected');
    expect(recipientState(row({ registered_at: at }))).toBe('rejected');
  });

  it('fulfilment display: No, Processing, Sent, Delivered, Return or Lost, then Resolved', () => {
    expect(fulfilmentDisplay(row())).toBe('No');
    expect(fulfilmentDisplay(row({ processed_at: at }))).toBe('Processing');
    expect(fulfilmentDisplay(row({ processed_at: at, sent_at: at }))).toBe('Sent');
    expect(fulfilmentDisplay(row({ sent_at: at, delivery_status: 'delivered' }))).toBe('Delivered');
    expect(fulfilmentDisplay(row({ sent_at: at, delivery_status: 'lost' }))).toBe('Lost');
    expect(fulfilmentDisplay(row({ sent_at: at, delivery_status: 'return', delivery_resolution: 'Sent again' }))).toBe('Resolved');
  });

  it('row actions: approve only a waiting claim; remind only unregistered non-link ones; sales toggles on sales campaigns; corporation 5 reads approvals as an associate', () => {
    const waiting = row({ registered_at: at, option_id: 1 });
    expect(actionAllowed('confirm', recipientActions(waiting, ctx))).toBe(true);
    expect(actionAllowed('confirm', recipientActions(row(), ctx))).toBe(false);
    expect(actionAllowed('remind', recipientActions(row({ registration_method: 'public' }), ctx))).toBe(true);
    expect(actionAllowed('remind', recipientActions(row(), ctx))).toBe(false);
    expect(actionAllowed('sales-update', recipientActions(row(), { ...ctx, campaignType: 'sales' }))).toBe(true);
    expect(actionAllowed('edit', recipientActions(waiting, { ...ctx, corporationId: 5 }))).toBe(false);
    expect(recipientActions(waiting, { ...ctx, corporationId: 5, role: 'associate' }).approvedToggle).toBe('read-only');
    expect(recipientActions(waiting, { ...ctx, corporationId: 5, role: 'associate' })).toMatchObject({ approve: false, reject: false });
    expect(recipientActions(waiting, { ...ctx, corporationId: 5, role: 'manager' })).toMatchObject({ approve: true, reject: true });
    expect(recipientActions(waiting, { ...ctx, role: 'associate' })).toMatchObject({ approve: true, reject: true });
  });
});

describe('the recipients contract', () => {
  it('Select & Send in a campaign needs the option, not the product', () => {
    const item = { type: 'physical', option_id: 3, email: 'a@b.co', first_name: 'A', last_name: 'B', address_line_1: '1 Road', city: 'Leeds', postcode: 'LS1 4AP' };
    const ok = ZCampaignRegistrationItem.safeParse(item);
    expect(ok.success && ok.data).toMatchObject({ platform: 'gifting', option_id: 3, product_id: 0 });
    const noOption = ZCampaignRegistrationItem.safeParse({ ...item, option_id: undefined });
    expect(noOption.success).toBe(false);
    expect(noOption.error?.issues.find((i) => i.path[0] === 'option_id')?.message).toBe(msg.required('Gift Option'));
    expect(ZCampaignRegistrationItem.safeParse({ ...item, platform: 'marketplace' }).success).toBe(false);
  });

  it('the list query: three-state toggles, blank filters ignored, counts on request', () => {
    expect(ZRecipientsQuery.parse({ confirmed_at: 'true', sent_at: 'false', rejected_at: '', option_id: '', with_reg_counts: 'true' })).toMatchObject({
      page: 1,
      per_page: 10,
      confirmed_at: true,
      sent_at: false,
      rejected_at: undefined,
      option_id: undefined,
      with_reg_counts: true,
    });
    expect(ZRecipientsQuery.safeParse({ sort: 'email' }).success).toBe(false);
  });

  it('names the export with the campaign id and the day', () => {
    expect(recipientsExportName(12, new Date('2026-03-04T10:00:00Z'))).toBe('campaign-12-recipients-2026-03-04.csv');
  });
});

describe('how deep the recipients list pages', () => {
  it('goes to the count cap (10,000 rows) at any page size and refuses a page past it on page', () => {
    expect(recipientsMaxPage(10)).toBe(1001);
    expect(recipientsMaxPage(50)).toBe(201);
    expect(ZRecipientsListQuery.safeParse({ page: '1001' }).success).toBe(true);
    expect(ZRecipientsListQuery.safeParse({ page: '201', per_page: '50' }).success).toBe(true);
    const deep = ZRecipientsListQuery.safeParse({ page: '1002' });
    expect(deep.success).toBe(false);
    expect(deep.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([['page', msg.atMost('Page', 1001)]]);
  });
});
