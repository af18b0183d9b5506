import type { TTheme } from '@gifthub/shared/survey-themes';
import { DeletedActions } from '../../../../components/deleted-actions';
import type { TThemeScope } from '../../api/theme-detail';
import { useDeleteThemePermanently, useRestoreTheme } from '../../api/theme-save';

/** What Delete permanently says goes with a theme of a team's library, and with a gallery theme. */
export const THEME_PERMANENT_DELETE = {
  library: 'Surveys that wear it go back to the default look. It cannot be restored.',
  gallery: 'Templates that wear it go back to the default look; copies in teams’ themes stay. It cannot be restored.',
} as const;

/** A deleted theme's Restore and Delete permanently (Manage Themes, and the gallery for product admins). */
export function DeletedThemeActions({ theme, scope }: { theme: TTheme; scope: TThemeScope }) {
  const restore = useRestoreTheme(scope);
  const remove = useDeleteThemePermanently(scope);
  return (
    <DeletedActions
      name={theme.name}
      consequence={THEME_PERMANENT_DELETE[scope.kind]}
      restoring={restore.isPending && restore.variables === theme.id}
      deleting={remove.isPending && remove.variables === theme.id}
      onRestore={() => restore.mutate(theme.id)}
      onDelete={() => remove.mutate(theme.id)}
    />
  );
}
