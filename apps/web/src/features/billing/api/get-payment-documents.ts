import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TPaymentDocument } from '@gifthub/shared/billing';
import type { TPaged } from '@gifthub/shared/paging';
import { http } from '../../../lib/api-client';
import { billingKey } from './get-balance';
import { downloadFile } from '../../../lib/download-file';

export const PAYMENT_DOCUMENTS_PER_PAGE = 10;
export type TDocumentFilter = 'all' | TPaymentDocument['type'];

export const paymentDocumentsQuery = (teamId: number, type: TDocumentFilter, page: number) =>
  queryOptions({
    queryKey: [...billingKey(teamId), 'payment-documents', { type, page }],
    queryFn: () =>
      http.get<TPaged<TPaymentDocument>>(`/teams/${teamId}/payment-documents`, { type: type === 'all' ? undefined : type, page, per_page: PAYMENT_DOCUMENTS_PER_PAGE }),
    placeholderData: keepPreviousData,
  });
export const usePaymentDocuments = (teamId: number, type: TDocumentFilter, page: number, enabled = true) =>
  useQuery({ ...paymentDocumentsQuery(teamId, type, page), enabled });

export const downloadPaymentDocument = (teamId: number, doc: TPaymentDocument) =>
  downloadFile(`/teams/${teamId}/payment-documents/${doc.id}/download`, {}, `${doc.name}.${doc.extension}`);
