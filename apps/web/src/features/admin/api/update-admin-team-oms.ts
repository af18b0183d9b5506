import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminTeamOms } from '@gifthub/shared/admin';
import { http } from '../../../lib/api-client';

/** Links a team to its order-system customer ('' unlinks); errors are shown on the form. */
export const updateAdminTeamOms = (id: number, omsCustomerId: string) => http.put<TAdminTeamOms>(`/admin/teams/${id}/oms-customer`, { oms_customer_id: omsCustomerId }, { quiet: true });

/** The staff view and the team's own portal data (its Orders menu) are refetched. */
export function useUpdateAdminTeamOms() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, omsCustomerId }: { id: number; omsCustomerId: string }) => updateAdminTeamOms(id, omsCustomerId),
    onSuccess: (_oms, { id }) => Promise.all([qc.invalidateQueries({ queryKey: ['admin', 'teams'] }), qc.invalidateQueries({ queryKey: ['teams', id] })]),
  });
}
