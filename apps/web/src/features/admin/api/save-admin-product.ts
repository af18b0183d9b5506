import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { TProduct, TProductCreate, TProductUpdate } from '@gifthub/shared/catalogue';
import { api, http } from '../../../lib/api-client';
import { adminCatalogueKey } from './get-admin-products';

/** Staff changes show in the back office list and in every team's marketplace grids. */
const refresh = (qc: QueryClient) => Promise.all([qc.invalidateQueries({ queryKey: adminCatalogueKey }), qc.invalidateQueries({ queryKey: ['marketplace', 'catalogue'] })]);

export const createProduct = (body: TProductCreate) => http.post<TProduct>('/admin/catalogue/products', body, { quiet: true });
export const updateProduct = (id: number, body: TProductUpdate) => http.put<TProduct>(`/admin/catalogue/products/${id}`, body, { quiet: true });
export const restockProduct = (id: number, quantity: number) => http.post<TProduct>(`/admin/catalogue/products/${id}/restock`, { quantity }, { quiet: true });
export const setProductStatus = (id: number, status: 'active' | 'hidden') => http.put<TProduct>(`/admin/catalogue/products/${id}/status`, { status });
export const uploadProductImage = (id: number, file: File) => {
  const form = new FormData();
  form.append('file', file);
  return api<TProduct>('POST', `/admin/catalogue/products/${id}/image`, { form, quiet: true });
};

/** Create (no id) or update a product; the form shows field errors itself. */
export function useSaveProduct() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: TProductCreate | TProductUpdate }) => (id ? updateProduct(id, body as TProductUpdate) : createProduct(body as TProductCreate)),
    onSuccess: () => refresh(qc),
  });
}

export function useRestockProduct() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: ({ id, quantity }: { id: number; quantity: number }) => restockProduct(id, quantity), onSuccess: () => refresh(qc) });
}

export function useSetProductStatus() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: ({ id, status }: { id: number; status: 'active' | 'hidden' }) => setProductStatus(id, status), onSuccess: () => refresh(qc) });
}

export function useUploadProductImage() {
  const qc = useQueryClient();
  return useMutation({ mutationFn: ({ id, file }: { id: number; file: File }) => uploadProductImage(id, file), onSuccess: () => refresh(qc) });
}
