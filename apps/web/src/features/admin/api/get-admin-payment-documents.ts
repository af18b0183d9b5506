import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPaged } from '@gifthub/shared/paging';
import type { TAdminPaymentDocument } from '@gifthub/shared/payment-documents';
import { API_PREFIX, ApiError, http } from '../../../lib/api-client';
import { showAlert } from '../../../lib/alerts';
import { storage } from '../../../lib/storage';

export type TAdminDocumentsParams = { page: number; per_page: number; team_id?: number };

export const adminPaymentDocumentsQuery = (params: TAdminDocumentsParams) =>
  queryOptions({
    queryKey: ['admin', 'payment-documents', params],
    queryFn: () => http.get<TPaged<TAdminPaymentDocument>>('/admin/payment-documents', params),
    placeholderData: keepPreviousData,
  });
export const useAdminPaymentDocuments = (params: TAdminDocumentsParams) => useQuery(adminPaymentDocumentsQuery(params));

/** Fetches a document with the bearer token (a plain link cannot send it) and saves it. */
export async function downloadAdminDocument(doc: Pick<TAdminPaymentDocument, 'id' | 'name' | 'extension'>) {
  const token = storage.apiToken();
  const res = await fetch(`${API_PREFIX}/admin/payment-documents/${doc.id}/download`, { headers: token ? { authorization: `Bearer ${token}` } : {} }).catch(() => null);
  if (!res || !res.ok) {
    const body = res ? ((await res.json().catch(() => null)) as { message?: string; code?: string } | null) : { code: 'network' };
    showAlert(res ? res.status : null, body);
    throw new ApiError(res?.status ?? null, body?.code ?? 'error', body?.message ?? 'The document could not be downloaded.');
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = `${doc.name}.${doc.extension}`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 1000);
}
