/** Query keys of the marketplace: the catalogue is shared by every team, orders belong to one. */
export const catalogueKey = ['marketplace', 'catalogue'] as const;
export const ordersKey = (teamId: number) => ['teams', teamId, 'marketplace', 'orders'] as const;
