import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TCorporateProduct, TProductEditFields, TTeamStatus } from '@gifthub/shared/corporate-products';
import { http } from '../../../lib/api-client';
import { corporateProductKey, corporateProductsKey } from './get-corporate-products';

export type TProductChange = { team_status: TTeamStatus } | TProductEditFields | { action: 'convert_to_kitted' };

/** PUT /teams/{teamId}/product/{id}: pause or activate, the edit, or staff's convert to kitted box. */
export const updateCorporateProduct = (teamId: number, id: number, body: TProductChange) => http.put<TCorporateProduct>(`/teams/${teamId}/product/${id}`, body, { quiet: true });

export function useUpdateCorporateProduct(teamId: number, id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TProductChange) => updateCorporateProduct(teamId, id, body),
    onSuccess: (product) => {
      qc.setQueryData(corporateProductKey(teamId, id), product);
      // The list shows its labels and section.
      return qc.invalidateQueries({ queryKey: [...corporateProductsKey(teamId), 'list'] });
    },
  });
}
