import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPaged } from '@gifthub/shared/paging';
import type { TMarketplaceRegistration, TOrderFilter, TOrderSort } from '@gifthub/shared/registrations';
import { http } from '../../../lib/api-client';

/** The team's gift registrations: every list of them and every write that adds one share this key. */
export const registrationsKey = (teamId: number) => ['teams', teamId, 'registrations'] as const;

export type TRegistrationsParams = {
  page: number;
  per_page: number;
  sort?: TOrderSort;
  direction?: 'asc' | 'desc';
  /** Search: recipient name, e-mail or gift. */
  q?: string;
  /** The member who added the registrations (sent or invited); unset means everyone the reader may see. */
  registered_by?: number;
} & Partial<Record<TOrderFilter, boolean>>;

/** GET /teams/{teamId}/gb-registrations?platform=marketplace: the team's marketplace registrations (ZOrdersQuery), Order History's rows. */
export const registrationsQuery = (teamId: number, params: TRegistrationsParams) =>
  queryOptions({
    queryKey: [...registrationsKey(teamId), 'marketplace', params],
    queryFn: () => http.get<TPaged<TMarketplaceRegistration>>(`/teams/${teamId}/gb-registrations`, { platform: 'marketplace', ...params }),
    placeholderData: keepPreviousData,
  });
export const useRegistrations = (teamId: number, params: TRegistrationsParams) => useQuery(registrationsQuery(teamId, params));

/** A campaign's recipients (its gift registrations): the recipients list and every write to one of them share this key. */
export const campaignRecipientsKey = (campaignId: number) => ['gb-campaigns', campaignId, 'registrations'] as const;
/**
 * The campaign as read (GET /gb-campaigns/{id}) and the team's campaign list: their statistics change with the
 * recipients. features/campaigns reads its keys from here.
 */
export const campaignKey = (campaignId: number) => ['campaigns', campaignId] as const;
export const teamCampaignsKey = (teamId: number) => ['teams', teamId, 'campaigns'] as const;
