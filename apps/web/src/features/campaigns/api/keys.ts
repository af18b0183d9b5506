/** Query keys of a team's campaigns: the list, the menu and every campaign read share the prefix, so a write refreshes them all. */
export const campaignsKey = (teamId: number) => ['teams', teamId, 'campaigns'] as const;
/** One campaign as read (GET /gb-campaigns/{id}); under no team in the path, so keyed by id. */
export const campaignKey = (id: number) => ['campaigns', id] as const;
/** One gift option (GET /gb-options/{id}). */
export const optionKey = (id: number) => ['gb-options', id] as const;
