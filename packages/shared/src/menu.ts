import { AREAS, type TArea, type TAreaStatus } from './areas';
import type { TPermission, TPermissionMap } from './permissions';
import type { TPlan } from './plans';
import type { TTeamFeatures } from './teams';

export type TMenuEntry = {
  label: string;
  path: string;
  permission?: TPermission;
  plans?: TPlan[];
  /** The area the entry opens when it differs from its item's (Action Pages and Corporate Products under Campaigns). */
  area?: TArea;
};
/** An entry as the menu shows it: `soon` when its area is not open yet (areas.ts), so it leads to a coming-soon page. */
export type TVisibleMenuEntry = TMenuEntry & { soon: boolean };
export type TMenuItem = {
  key: string;
  label: string;
  icon: string;
  position: 'top' | 'bottom';
  beta?: boolean;
  permission?: TPermission;
  plans?: TPlan[];
  /** Only teams with this feature: the order-management customer link, or a beta area staff switched on. */
  feature?: keyof TTeamFeatures;
  /** The area of areas.ts its entries open. */
  area: TArea;
  entries: TMenuEntry[];
};
export type TVisibleMenuItem = Omit<TMenuItem, 'entries'> & { entries: TVisibleMenuEntry[]; soon: boolean };

export const MENU: TMenuItem[] = [
  { key: 'dashboard', area: 'dashboard', label: 'Dashboard', icon: 'dashboard', position: 'top', entries: [{ label: 'Dashboard', path: '/dashboard' }] },
  {
    key: 'orders',
    area: 'orders',
    label: 'Orders',
    icon: 'orders',
    position: 'top',
    feature: 'oms',
    entries: [
      { label: 'Order Tracking & History', path: '/orders' },
      { label: 'Your Enquiries', path: '/orders/enquiries' },
    ],
  },
  {
    key: 'campaigns',
    area: 'campaigns',
    label: 'Campaigns',
    icon: 'campaigns',
    position: 'top',
    entries: [
      { label: 'Campaigns', path: '/campaigns' },
      { label: 'Action Pages', path: '/campaigns/action-pages', area: 'action-pages' },
      { label: 'Corporate Products', path: '/campaigns/corporate-products', area: 'corporate-products' },
      { label: 'Product Requests', path: '/campaigns/corporate-products/requests', area: 'corporate-products' },
    ],
  },
  {
    key: 'marketplace',
    area: 'marketplace',
    label: 'Marketplace',
    icon: 'marketplace',
    position: 'top',
    entries: [
      { label: 'Physical Gifts', path: '/marketplace' },
      { label: 'Order History', path: '/marketplace/orders' },
    ],
  },
  {
    key: 'surveys',
    area: 'surveys',
    label: 'Surveys',
    icon: 'surveys',
    position: 'top',
    beta: true,
    permission: 'admin',
    // The free plan has no surveys; a trial team sees them as Pro's preview (the pages say Pro is needed).
    plans: ['trial', 'pro'],
    entries: [
      { label: 'Surveys', path: '/surveys' },
      { label: 'Templates', path: '/surveys/templates', area: 'survey-templates' },
      { label: 'Themes', path: '/surveys/themes', area: 'survey-themes' },
      { label: 'Theme Gallery', path: '/surveys/themes/gallery', area: 'survey-themes' },
    ],
  },
  {
    key: 'fulfilment',
    area: 'fulfilment',
    label: 'Fulfilment',
    icon: 'fulfilment',
    position: 'top',
    beta: true,
    feature: 'fulfilment',
    entries: [
      { label: 'Orders', path: '/fulfilment' },
      { label: 'Inventory', path: '/fulfilment/inventory' },
    ],
  },
  {
    key: 'billing',
    area: 'billing',
    label: 'Billing',
    icon: 'billing',
    position: 'bottom',
    entries: [
      { label: 'Overview', path: '/billing' },
      { label: 'Direct Transactions', path: '/billing/transaction-history-direct', permission: 'use-cards', plans: ['pro'] },
      { label: 'Team Transactions', path: '/billing/transaction-history', permission: 'team-finance' },
      { label: 'Payment Documents', path: '/billing/payment-documents', permission: 'team-finance' },
    ],
  },
  {
    key: 'settings',
    area: 'settings',
    label: 'Settings',
    icon: 'settings',
    position: 'bottom',
    entries: [
      { label: 'Your Account', path: '/settings' },
      { label: 'Team Settings', path: '/settings/team', permission: 'edit-team-settings' },
      { label: 'Team Members', path: '/settings/team-members', permission: 'edit-team-members' },
      { label: 'Integrations', path: '/settings/integrations', permission: 'admin', area: 'integrations' },
      { label: 'Resources', path: '/resources', area: 'resources' },
    ],
  },
];

export type TMenuContext = { permissions: TPermissionMap; plan: TPlan; features: TTeamFeatures; /** Which areas are open (areas.ts unless a test passes its own). */ areas?: TAreaStatus };

const allowed = (ctx: TMenuContext, r: { permission?: TPermission; plans?: TPlan[] }) =>
  (!r.permission || ctx.permissions[r.permission]) && (!r.plans || r.plans.includes(ctx.plan));

/**
 * The menu a user sees: items and entries filtered by permission, plan and the team's features. Entries of areas that
 * are not open stay in the menu as the spec lists them, marked `soon` (an item is `soon` when all its entries are).
 */
export function visibleMenu(ctx: TMenuContext, menu: TMenuItem[] = MENU): TVisibleMenuItem[] {
  const areas = ctx.areas ?? AREAS;
  return menu
    .filter((item) => allowed(ctx, item))
    .filter((item) => !item.feature || ctx.features[item.feature])
    .map((item) => {
      const entries = item.entries.filter((e) => allowed(ctx, e)).map((e) => ({ ...e, soon: !areas[e.area ?? item.area] }));
      return { ...item, entries, soon: entries.every((e) => e.soon) };
    })
    .filter((item) => item.entries.length > 0);
}
