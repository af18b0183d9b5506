import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TWebhookDelivery,
  TWebhookDeliveryPage,
  TWebhookEndpointCreate,
  TWebhookEndpointCreated,
  TWebhookEndpointList,
  TWebhookOk,
} from '@gifthub/shared/webhooks';
import { http } from '../../../lib/api-client';

// The Integrations page's webhook calls (issue 17): endpoints, their delivery log and replay.

const endpointsKey = (teamId: number) => ['teams', teamId, 'webhooks'] as const;
const deliveriesKey = (teamId: number, endpointId: number) => ['teams', teamId, 'webhooks', endpointId, 'deliveries'] as const;

export const webhookEndpointsQuery = (teamId: number) =>
  queryOptions({ queryKey: endpointsKey(teamId), queryFn: () => http.get<TWebhookEndpointList>(`/teams/${teamId}/webhooks`) });
export const useWebhookEndpoints = (teamId: number, enabled = true) => useQuery({ ...webhookEndpointsQuery(teamId), enabled });

export const createWebhookEndpoint = (teamId: number, body: TWebhookEndpointCreate) =>
  http.post<TWebhookEndpointCreated>(`/teams/${teamId}/webhooks`, body, { successAlert: false });
export const deleteWebhookEndpoint = (teamId: number, id: number) => http.del<TWebhookOk>(`/teams/${teamId}/webhooks/${id}`, undefined, { successAlert: false });

export function useCreateWebhookEndpoint(teamId: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (body: TWebhookEndpointCreate) => createWebhookEndpoint(teamId, body), onSettled: () => qc.invalidateQueries({ queryKey: endpointsKey(teamId) }) });
}
export function useDeleteWebhookEndpoint(teamId: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: (id: number) => deleteWebhookEndpoint(teamId, id), onSettled: () => qc.invalidateQueries({ queryKey: endpointsKey(teamId) }) });
}

/** An endpoint's deliveries, newest first; refreshed every few seconds while the log is open (the job runner sends them). */
export const useWebhookDeliveries = (teamId: number, endpointId: number, page: number, perPage: number) =>
  useQuery({
    queryKey: [...deliveriesKey(teamId, endpointId), page, perPage],
    queryFn: () => http.get<TWebhookDeliveryPage>(`/teams/${teamId}/webhooks/${endpointId}/deliveries`, { page, per_page: perPage }),
    placeholderData: keepPreviousData,
    refetchInterval: 5000,
  });

export function useReplayWebhookDelivery(teamId: number, endpointId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: number) => http.post<TWebhookDelivery>(`/teams/${teamId}/webhooks/deliveries/${deliveryId}/replay`, undefined, { successAlert: false }),
    onSettled: () => qc.invalidateQueries({ queryKey: deliveriesKey(teamId, endpointId) }),
  });
}
