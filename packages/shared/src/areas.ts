/**
 * The portal's areas and whether each is open yet. An area that is not open has a coming-soon page behind its menu
 * entries; the dashboard shows no tile for it and the Pro plan card lists it as coming soon, so nothing leads a user
 * into it as if it worked. When an area lands, its one line here turns true and every place that reads this list follows.
 */
export const AREA_KEYS = ['dashboard', 'marketplace', 'billing', 'settings', 'campaigns', 'action-pages', 'corporate-products', 'orders', 'surveys', 'survey-templates', 'survey-themes', 'fulfilment', 'resources', 'integrations'] as const;
export type TArea = (typeof AREA_KEYS)[number];
export type TAreaStatus = Record<TArea, boolean>;

export const AREAS: TAreaStatus = {
  dashboard: true,
  marketplace: true,
  billing: true,
  settings: true,
  campaigns: true,
  'action-pages': true,
  'corporate-products': true,
  orders: true,
  surveys: true,
  'survey-templates': true,
  'survey-themes': true,
  fulfilment: true,
  resources: true,
  integrations: true,
};

/** The open areas of `list` (keeps the order of `list`), by `areas` (the list above unless a test passes its own). */
export const openAreas = <T extends { area: TArea }>(list: readonly T[], areas: TAreaStatus = AREAS): T[] => list.filter((x) => areas[x.area]);
