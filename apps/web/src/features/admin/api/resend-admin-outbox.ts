import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TOutboxMessage } from '@gifthub/shared/admin';
import { http } from '../../../lib/api-client';

/** A failed e-mail queued again with fresh attempts (409 when it is no longer failed). */
export const resendAdminOutbox = (id: number) => http.post<TOutboxMessage>(`/admin/outbox/${id}/resend`);

/** The outbox lists are refetched: the message moves from failed to queued. */
export function useResendAdminOutbox() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: resendAdminOutbox, onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'outbox'] }) });
}
