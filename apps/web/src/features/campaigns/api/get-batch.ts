import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBatch } from '@gifthub/shared/campaign-batches';
import { http } from '../../../lib/api-client';

/** One Multi Send or Multi Invite list of a campaign. */
export const batchKey = (campaignId: number, sharedSecret: string) => ['gb-campaigns', campaignId, 'batch', sharedSecret] as const;

export const batchQuery = (campaignId: number, sharedSecret: string) =>
  queryOptions({ queryKey: batchKey(campaignId, sharedSecret), queryFn: () => http.get<TBatch>(`/gb-campaigns/${campaignId}/registrations/batch/${encodeURIComponent(sharedSecret)}`, undefined, { quiet: true }) });

/** GET /gb-campaigns/{id}/registrations/batch/{sharedSecret}: the List Detail modal's figures. */
export const useBatch = (campaignId: number, sharedSecret: string | null) => useQuery({ ...batchQuery(campaignId, sharedSecret ?? ''), enabled: sharedSecret !== null });
