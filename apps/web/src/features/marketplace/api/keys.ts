/** Query keys of the marketplace: the catalogue is shared by every team. */
export const catalogueKey = ['marketplace', 'catalogue'] as const;
