import { describe, expect, it } from 'vitest';
import { AREAS } from './areas';
import { MENU, visibleMenu, type TMenuContext } from './menu';
import { defaultPermissions, effectivePermissions } from './permissions';

const manager = defaultPermissions('manager');
const associate = defaultPermissions('associate');
const features = { oms: false, fulfilment: false, surveys: true, fulfilment_import: false, fulfilment_fees: false };
const ctx = (over: Partial<TMenuContext> = {}): TMenuContext => ({ permissions: manager, plan: 'pro', features, ...over });
const paths = (c: TMenuContext) => visibleMenu(c).flatMap((i) => i.entries.map((e) => e.path));
const keys = (c: TMenuContext) => visibleMenu(c).map((i) => i.key);

describe('visibleMenu', () => {
  it('an associate lacks Team Settings and Team Members', () => {
    const p = paths(ctx({ permissions: associate }));
    expect(p).not.toContain('/settings/team');
    expect(p).not.toContain('/settings/team-members');
    expect(p).toContain('/settings');
    const m = paths(ctx());
    expect(m).toContain('/settings/team');
    expect(m).toContain('/settings/team-members');
  });

  it('integrations and surveys need admin', () => {
    const noAdmin = effectivePermissions('associate', { admin: false });
    expect(paths(ctx({ permissions: noAdmin }))).not.toContain('/settings/integrations');
    expect(keys(ctx({ permissions: noAdmin }))).not.toContain('surveys');
    expect(paths(ctx())).toContain('/settings/integrations');
    expect(keys(ctx())).toContain('surveys');
  });

  it('the free plan has no surveys', () => {
    expect(keys(ctx({ plan: 'free' }))).not.toContain('surveys');
    expect(paths(ctx({ plan: 'free' }))).not.toContain('/surveys/templates');
    expect(keys(ctx({ plan: 'trial' }))).toContain('surveys');
  });

  it('direct transactions need use-cards and the pro plan', () => {
    const direct = '/billing/transaction-history-direct';
    expect(paths(ctx())).toContain(direct);
    expect(paths(ctx({ plan: 'free' }))).not.toContain(direct);
    expect(paths(ctx({ plan: 'trial' }))).not.toContain(direct);
    expect(paths(ctx({ permissions: effectivePermissions('associate', { 'use-cards': false }) }))).not.toContain(direct);
  });

  it('transaction history and payment documents need team-finance', () => {
    const noFinance = paths(ctx({ permissions: effectivePermissions('associate', { 'team-finance': false }) }));
    expect(noFinance).not.toContain('/billing/transaction-history');
    expect(noFinance).not.toContain('/billing/payment-documents');
    expect(noFinance).toContain('/billing');
    expect(paths(ctx())).toEqual(expect.arrayContaining(['/billing/transaction-history', '/billing/payment-documents']));
  });

  it('fulfilment shows only for teams with the fulfilment feature', () => {
    expect(keys(ctx())).not.toContain('fulfilment');
    expect(keys(ctx({ features: { ...features, fulfilment: true } }))).toContain('fulfilment');
  });

  it('orders show only with the order-system customer link', () => {
    expect(keys(ctx())).not.toContain('orders');
    expect(keys(ctx({ features: { ...features, oms: true } }))).toContain('orders');
  });

  it('drops an item whose entries are all hidden', () => {
    const menu = [{ key: 'x', area: 'dashboard' as const, label: 'X', icon: 'x', position: 'top' as const, entries: [{ label: 'Y', path: '/y', permission: 'admin' as const }] }];
    expect(visibleMenu(ctx({ permissions: effectivePermissions('associate', { admin: false }) }), menu)).toEqual([]);
    expect(visibleMenu(ctx(), menu)).toHaveLength(1);
  });

  it('keeps the order of the menu and every entry path is unique', () => {
    const all = MENU.flatMap((i) => i.entries.map((e) => e.path));
    expect(new Set(all).size).toBe(all.length);
    expect(keys(ctx({ features: { oms: true, fulfilment: true, surveys: true, fulfilment_import: false, fulfilment_fees: false } }))).toEqual(MENU.map((i) => i.key));
  });

  it('keeps entries of areas that are not open, marked soon, and unmarks them when their area opens', () => {
    const entry = (c: TMenuContext, path: string) => visibleMenu(c).flatMap((i) => i.entries).find((e) => e.path === path);
    const item = (c: TMenuContext, key: string) => visibleMenu(c).find((i) => i.key === key);
    expect(entry(ctx(), '/campaigns')?.soon).toBe(!AREAS.campaigns);
    expect(entry(ctx(), '/marketplace/orders')?.soon).toBe(false);
    const closed = { ...AREAS, campaigns: false, 'corporate-products': false, 'action-pages': false };
    expect(item(ctx({ areas: closed }), 'campaigns')?.soon).toBe(true);
    // Corporate Products is an area of its own under the Campaigns item.
    const campaignsOpen = ctx({ areas: { ...closed, campaigns: true } });
    expect(entry(campaignsOpen, '/campaigns')?.soon).toBe(false);
    expect(entry(campaignsOpen, '/campaigns/corporate-products')?.soon).toBe(true);
    expect(item(campaignsOpen, 'campaigns')?.soon).toBe(false);
    // Action Pages is an area of its own too: still soon while campaigns are open.
    expect(entry(campaignsOpen, '/campaigns/action-pages')?.soon).toBe(true);
    expect(entry(ctx({ areas: { ...AREAS, campaigns: true, 'action-pages': true } }), '/campaigns/action-pages')?.soon).toBe(false);
    expect(entry(ctx({ areas: { ...AREAS, integrations: true } }), '/settings/integrations')?.soon).toBe(false);
    expect(entry(ctx({ areas: { ...AREAS, integrations: false } }), '/settings/integrations')?.soon).toBe(true);
  });
});
