// A team's campaigns share the prefix ['teams', teamId, 'campaigns'] (list, menu), one campaign as read is keyed by
// id: both are defined once beside the recipients' hooks in domain/registrations, whose writes refresh them.
export { campaignKey, teamCampaignsKey as campaignsKey } from '../../../domain/registrations/api/get-registrations';
/** One gift option (GET /gb-options/{id}). */
export const optionKey = (id: number) => ['gb-options', id] as const;
