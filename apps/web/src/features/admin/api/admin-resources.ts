import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TAdminResource, TAdminResourceList, TResourceInput, TResourcePostType, TResourceStatus, TResourceTag } from '@gifthub/shared/resources';
import { http } from '../../../lib/api-client';

export type TAdminResourcesParams = { page: number; per_page: number; status?: TResourceStatus; type?: TResourcePostType; q?: string };
export const adminResourcesKey = ['admin', 'resources'] as const;

/** GET /admin/resources: every resource, drafts too, recently changed first. */
export const useAdminResources = (params: TAdminResourcesParams) =>
  useQuery(queryOptions({ queryKey: [...adminResourcesKey, 'list', params], queryFn: () => http.get<TAdminResourceList>('/admin/resources', params), placeholderData: keepPreviousData }));

/** GET /admin/resources/{id}. A 404 is the page's to show. */
export const adminResourceQuery = (id: number) =>
  queryOptions({ queryKey: [...adminResourcesKey, 'detail', id], queryFn: () => http.get<TAdminResource>(`/admin/resources/${id}`, undefined, { quiet: true }), retry: false });
export const useAdminResource = (id: number) => useQuery({ ...adminResourceQuery(id), enabled: id > 0 });

/** GET /admin/resources/tags: the tags in use, the editor's suggestions. */
export const useAdminResourceTags = () => useQuery({ queryKey: [...adminResourcesKey, 'tags'], queryFn: () => http.get<TResourceTag[]>('/admin/resources/tags') });

/** Every change answers the resource as it now is: it becomes the editor's record, and the lists reload. */
function useResourceMutation<V>(fn: (v: V) => Promise<TAdminResource>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: (r) => {
      qc.setQueryData(adminResourceQuery(r.ID).queryKey, r);
      void qc.invalidateQueries({ queryKey: adminResourcesKey, predicate: (q) => q.queryKey[2] !== 'detail' });
      void qc.invalidateQueries({ queryKey: ['resources'] });
    },
  });
}

/** POST /admin/resources (no id) or PUT /admin/resources/{id}. Field errors are the form's to show. */
export const useSaveResource = (id: number | null) =>
  useResourceMutation((body: TResourceInput) => (id ? http.put<TAdminResource>(`/admin/resources/${id}`, body, { quiet: true }) : http.post<TAdminResource>('/admin/resources', body, { quiet: true })));

/** POST /admin/resources/{id}/status: publish or unpublish. */
export const useResourceStatus = (id: number) => useResourceMutation((status: TResourceStatus) => http.post<TAdminResource>(`/admin/resources/${id}/status`, { status }));

const uploadForm = (file: File) => {
  const form = new FormData();
  form.append('file', file);
  return form;
};
/** POST /admin/resources/{id}/thumbnail or …/pdf: the chosen file. */
export const useUploadResourceFile = (id: number, kind: 'thumbnail' | 'pdf') =>
  useResourceMutation((file: File) => http.post<TAdminResource>(`/admin/resources/${id}/${kind}`, undefined, { form: uploadForm(file), quiet: true }));
/** POST /admin/resources/{id}/pdf/generate: a PDF made from the saved content. */
export const useGenerateResourcePdf = (id: number) => useResourceMutation(() => http.post<TAdminResource>(`/admin/resources/${id}/pdf/generate`));
/** DELETE /admin/resources/{id}/thumbnail or …/pdf. */
export const useRemoveResourceFile = (id: number, kind: 'thumbnail' | 'pdf') => useResourceMutation(() => http.del<TAdminResource>(`/admin/resources/${id}/${kind}`));

/** DELETE /admin/resources/{id}. */
export function useDeleteResource(id: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => http.del<{ ok: boolean }>(`/admin/resources/${id}`),
    onSuccess: () => {
      qc.removeQueries({ queryKey: adminResourceQuery(id).queryKey });
      void qc.invalidateQueries({ queryKey: adminResourcesKey });
      void qc.invalidateQueries({ queryKey: ['resources'] });
    },
  });
}
