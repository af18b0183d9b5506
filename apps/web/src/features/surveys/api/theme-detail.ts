import { useQuery } from '@tanstack/react-query';
import type { TTheme } from '@gifthub/shared/survey-themes';
import { http } from '../../../lib/api-client';
import { themeKeys } from './theme-list';

/** Where a theme lives: the team's library, or the gallery. */
export type TThemeScope = { kind: 'library'; teamId: number } | { kind: 'gallery' };

export const themePath = (scope: TThemeScope, id: number) => (scope.kind === 'library' ? `/teams/${scope.teamId}/themes/${id}` : `/themes/${id}`);
export const themeKey = (scope: TThemeScope, id: number) => (scope.kind === 'library' ? themeKeys.libraryTheme(scope.teamId, id) : themeKeys.galleryTheme(id));

/** GET one theme. Quiet and not retried: a 404 takes the details screen back to its list (spec 2 §8). */
export const useTheme = (scope: TThemeScope, id: number) =>
  useQuery({ queryKey: themeKey(scope, id), queryFn: () => http.get<TTheme>(themePath(scope, id), undefined, { quiet: true }), retry: false });
