import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TBatch, TBatchRename } from '@gifthub/shared/campaign-batches';
import { http } from '../../../lib/api-client';
import { campaignRecipientsKey } from '../../../domain/registrations/api/get-registrations';
import { batchKey } from './get-batch';

/** PUT /gb-campaigns/{id}/registrations/batch/{sharedSecret} { label }: renames a list (its rows show the new label). */
export function useRenameBatch(campaignId: number, sharedSecret: string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TBatchRename) => http.put<TBatch>(`/gb-campaigns/${campaignId}/registrations/batch/${encodeURIComponent(sharedSecret)}`, body, { quiet: true, successAlert: false }),
    onSuccess: (batch) => {
      qc.setQueryData(batchKey(campaignId, sharedSecret), batch);
      void qc.invalidateQueries({ queryKey: campaignRecipientsKey(campaignId) });
    },
  });
}
