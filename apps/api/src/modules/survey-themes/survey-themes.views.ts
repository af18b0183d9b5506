import type { TTheme } from '@gifthub/shared/survey-themes';
import { themeStyles } from '@gifthub/shared/survey-themes';
import type { TThemeListRow } from './survey-themes.repository';

/** A theme as the API answers it (spec 2 §3 Theme); stored styles are read over the defaults, so an older row has every field. */
export const toThemeView = (t: TThemeListRow): TTheme => ({
  id: t.id,
  name: t.name,
  description: t.description,
  active: t.active,
  team_id: t.teamId,
  category_id: t.categoryId,
  category_name: t.categoryName,
  surveys_count: t.surveysCount,
  copied_from: t.copiedFrom,
  styles: themeStyles(t.styles),
  created_at: t.createdAt.toISOString(),
  deleted: t.deletedAt !== null,
});
