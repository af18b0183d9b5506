import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TEnquiryCreate } from '@gifthub/shared/print-orders';
import { http } from '../../../lib/api-client';
import { inPaymentAttempt } from '../../../lib/payment-attempt';
import { printOrdersKey } from './get-jobs';

/**
 * POST /oms-ws/enquiry: answered with the new enquiry's id. Idempotent: one key per payload (kept until answered), so
 * sending again after a lost answer makes one enquiry.
 */
export const createEnquiry = (body: TEnquiryCreate) =>
  inPaymentAttempt({ teamId: body.team_id as number, flow: 'enquiry' }, body, (key) => http.post<{ id: number }>('/oms-ws/enquiry', body, { quiet: true, headers: { 'idempotency-key': key } }));

export function useCreateEnquiry(teamId: number) {
  const qc = useQueryClient();
  return useMutation({ mutationFn: createEnquiry, onSuccess: () => qc.invalidateQueries({ queryKey: printOrdersKey(teamId) }) });
}
