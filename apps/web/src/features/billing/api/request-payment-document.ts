import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { ZPaymentDocumentRequest } from '@gifthub/shared/billing';
import { http } from '../../../lib/api-client';
import { billingKey } from './get-balance';

export type TPaymentDocumentRequest = z.infer<typeof ZPaymentDocumentRequest>;

export function useRequestPaymentDocument(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: TPaymentDocumentRequest) => http.post<unknown>(`/teams/${teamId}/payment-documents/request`, body),
    onSuccess: () => qc.invalidateQueries({ queryKey: [...billingKey(teamId), 'payment-documents'] }),
  });
}
