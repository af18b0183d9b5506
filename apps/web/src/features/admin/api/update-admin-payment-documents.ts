import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TAdminPaymentDocument, TPaymentDocumentUpload } from '@gifthub/shared/payment-documents';
import { api, http } from '../../../lib/api-client';

/** Staff upload a PDF invoice or receipt for a team (multipart). Errors are shown on the form. */
export function useUploadPaymentDocument(teamId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ file, ...fields }: TPaymentDocumentUpload & { file: File }) => {
      const form = new FormData();
      form.append('type', fields.type);
      form.append('name', fields.name);
      form.append('file', file);
      return api<TAdminPaymentDocument>('POST', `/admin/teams/${teamId}/payment-documents`, { form, quiet: true });
    },
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'payment-documents'] }),
  });
}

export function useDeletePaymentDocument() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (doc: Pick<TAdminPaymentDocument, 'id' | 'team_id'>) => http.del<{ ok: boolean }>(`/admin/teams/${doc.team_id}/payment-documents/${doc.id}`),
    onSuccess: () => qc.invalidateQueries({ queryKey: ['admin', 'payment-documents'] }),
  });
}
