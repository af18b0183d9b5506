import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TGalleryThemeCreate, TGalleryThemeUpdate, TTheme, TThemeCreate, TThemeUpdate } from '@gifthub/shared/survey-themes';
import { http } from '../../../lib/api-client';
import { themeKey, themePath, type TThemeScope } from './theme-detail';
import { themeKeys } from './theme-list';

const listKey = (scope: TThemeScope) => (scope.kind === 'library' ? themeKeys.library(scope.teamId) : themeKeys.gallery());

/** Writes answer the theme: it goes into the detail's cache and the lists are read again. */
function useThemeWrite<TVars>(scope: TThemeScope, write: (vars: TVars) => Promise<TTheme>) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (theme) => {
      qc.setQueryData(themeKey(scope, theme.id), theme);
      void qc.invalidateQueries({ queryKey: listKey(scope), predicate: (q) => q.queryKey.includes('list') });
    },
  });
}

/** POST /teams/{teamId}/themes (name required). Quiet: the modal shows refusals. */
export const useCreateTheme = (teamId: number) =>
  useThemeWrite({ kind: 'library', teamId }, (body: TThemeCreate) => http.post<TTheme>(`/teams/${teamId}/themes`, body, { quiet: true, successAlert: false }));

/** POST /themes (Create New Theme For Gallery). Quiet: a 422 lists its errors in the modal (spec 2 §8). */
export const useCreateGalleryTheme = () => useThemeWrite({ kind: 'gallery' }, (body: TGalleryThemeCreate) => http.post<TTheme>('/themes', body, { quiet: true, successAlert: false }));

/**
 * PUT a theme (the pickers' autosave, the settings modal). Quiet and without the success alert: the details screen
 * says Saved itself, and a 404 takes it back to the list.
 */
export const useUpdateTheme = (scope: TThemeScope, id: number) =>
  useThemeWrite(scope, (body: TThemeUpdate | TGalleryThemeUpdate) => http.put<TTheme>(themePath(scope, id), body, { quiet: true, successAlert: false }));

/** Activate / deactivate an own theme; Publish / Mark Draft a gallery theme. */
export const useSetThemeActive = (scope: TThemeScope) =>
  useThemeWrite(scope, ({ id, active }: { id: number; active: boolean }) => http.post<TTheme>(`${themePath(scope, id)}/${active ? 'publish' : 'unpublish'}`));

/** POST /themes/{id}/activate: a copy of a gallery theme in the team's library. */
export const useActivateGalleryTheme = (teamId: number) =>
  useThemeWrite({ kind: 'library', teamId }, (id: number) => http.post<TTheme>(`/themes/${id}/activate`, { team_id: teamId }, { successAlert: false }));

/** A theme removed from its list: its detail is dropped and the lists are read again. */
function useRemoveTheme(scope: TThemeScope, url: (id: number) => string) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => http.del<unknown>(url(id)),
    onSuccess: (_r, id) => {
      qc.removeQueries({ queryKey: themeKey(scope, id) });
      void qc.invalidateQueries({ queryKey: listKey(scope), predicate: (q) => q.queryKey.includes('list') });
    },
  });
}

/** DELETE a theme (soft): surveys that wore an own theme go back to the default look. */
export const useDeleteTheme = (scope: TThemeScope) => useRemoveTheme(scope, (id) => themePath(scope, id));

/** POST …/restore: a deleted theme back in its list (inactive, or a gallery draft, as deleting left it). */
export const useRestoreTheme = (scope: TThemeScope) => useThemeWrite(scope, (id: number) => http.post<TTheme>(`${themePath(scope, id)}/restore`));

/** DELETE …/permanent: a deleted theme removed for good; surveys that wore it keep the default look. */
export const useDeleteThemePermanently = (scope: TThemeScope) => useRemoveTheme(scope, (id) => `${themePath(scope, id)}/permanent`);
