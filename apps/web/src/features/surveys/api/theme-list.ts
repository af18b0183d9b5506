import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { TThemeCategory, TThemeList } from '@gifthub/shared/survey-themes';
import { http } from '../../../lib/api-client';

/**
 * The themes' query keys: a team's library under themes(teamId) (what its writes refresh), the gallery under
 * gallery(); one theme's detail under both so a save of the one refreshes its list.
 */
export const themeKeys = {
  library: (teamId: number) => ['teams', teamId, 'themes'] as const,
  libraryList: (teamId: number, params: TThemesParams) => [...themeKeys.library(teamId), 'list', params] as const,
  libraryTheme: (teamId: number, id: number) => [...themeKeys.library(teamId), 'detail', id] as const,
  gallery: () => ['theme-gallery'] as const,
  galleryList: (params: TGalleryParams) => [...themeKeys.gallery(), 'list', params] as const,
  galleryTheme: (id: number) => [...themeKeys.gallery(), 'detail', id] as const,
  categories: () => ['theme-categories'] as const,
};

/** deleted: the bin (the Deleted switch; the gallery's is the product admins'). */
export type TThemesParams = { page: number; per_page: number; active?: boolean; deleted?: boolean };
export type TGalleryParams = { page: number; per_page: number; category?: number; deleted?: boolean };

/** GET /teams/{teamId}/themes: a page of the team's library, newest first; active lists the active ones only. */
export const themesQuery = (teamId: number, params: TThemesParams) =>
  queryOptions({
    queryKey: themeKeys.libraryList(teamId, params),
    queryFn: () => http.get<TThemeList>(`/teams/${teamId}/themes`, params),
    placeholderData: keepPreviousData,
  });
export const useThemes = (teamId: number, params: TThemesParams) => useQuery(themesQuery(teamId, params));

/** GET /themes: a page of the gallery (drafts too for product admins), by category. */
export const useGalleryThemes = (params: TGalleryParams) =>
  useQuery({ queryKey: themeKeys.galleryList(params), queryFn: () => http.get<TThemeList>('/themes', params), placeholderData: keepPreviousData });

/** GET /theme-categories. */
export const useThemeCategories = () => useQuery({ queryKey: themeKeys.categories(), queryFn: () => http.get<TThemeCategory[]>('/theme-categories'), staleTime: 60_000 });
