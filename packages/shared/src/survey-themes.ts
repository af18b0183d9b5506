import { z } from 'zod';
import { boolish, id, requiredString, text } from './fields';
import { findFont } from './fonts';
import { pageQuery, paged } from './paging';
import { DEFAULT_STYLES, FONT_SIZES, type TSurveyStyles } from './survey-rules';

// Survey themes' API contract (spec 2 §2 Themes, §3 Theme and Styles, §4, §5, §7; issue 14): a team's library
// (/teams/{teamId}/themes) and the gallery (/themes, /theme-categories) that product admins curate.

export const THEME_NAME_MAX = 80;
export const THEME_DESCRIPTION_MAX = 500;
export const CATEGORY_NAME_MAX = 60;

/** The theme texts of spec 2 §2, §4, §5. */
export const themeTexts = {
  published: 'Active',
  draft: 'Draft',
  active: 'Active',
  inactive: 'Inactive',
  categoryRequired: 'Category is required.',
  notFound: 'Theme not found.',
  /** Restore or Delete permanently on a theme not in the bin (409). */
  notDeleted: 'Only a deleted theme can be restored or deleted permanently.',
  colour: (label: string) => `${label} must be a colour such as #2f65b4.`,
  size: (label: string) => `${label} must be one of ${FONT_SIZES.map((s) => `${s.label} ${s.value}`).join(', ')}.`,
  font: (label: string) => `${label} must be a font of the list.`,
  image: 'Background image must be a web address (https://…) or a file of this site.',
} as const;

const flag = boolish();

const colour = (label: string) =>
  z.string({ error: themeTexts.colour(label) }).regex(/^#[0-9a-fA-F]{6}$/, { error: themeTexts.colour(label) });
const SIZE_VALUES = FONT_SIZES.map((s) => s.value) as [string, ...string[]];
const size = (label: string) => z.string({ error: themeTexts.size(label) }).refine((v) => SIZE_VALUES.includes(v), { error: themeTexts.size(label) });
/** A font of the catalogue, stored by its catalogue name (any case is read). */
const font = (label: string) =>
  z
    .string({ error: themeTexts.font(label) })
    .refine((v) => findFont(v) !== undefined, { error: themeTexts.font(label) })
    .transform((v) => findFont(v)!.name);
const image = z
  .string({ error: themeTexts.image })
  .trim()
  .max(2000, { error: themeTexts.image })
  .refine((v) => /^(https?:\/\/[^\s"'()<>\\]+|\/(?!\/)[^\s"'()<>\\]*)$/i.test(v), { error: themeTexts.image });

/** A theme's styles as the details screen saves them: only what changed is sent; each checked (422 first per field). */
export const ZThemeStylesInput = z.strictObject({
  page_bg_image: image.nullable().optional(),
  page_bg_color: colour('Page background').optional(),
  question_color: colour('Question colour').optional(),
  question_size: size('Question size').optional(),
  question_font: font('Question font').optional(),
  answer_color: colour('Answer colour').optional(),
  answer_size: size('Answer size').optional(),
  answer_font: font('Answer font').optional(),
  button_font: font('Button font').optional(),
  button_bg_color: colour('Button background').optional(),
  button_color: colour('Button text colour').optional(),
});
export type TThemeStylesInput = z.input<typeof ZThemeStylesInput>;

/** A theme's styles as stored and answered. */
export const ZThemeStyles = z.object({
  page_bg_image: z.string().nullable(),
  page_bg_color: z.string(),
  question_color: z.string(),
  question_size: z.string(),
  question_font: z.string(),
  answer_color: z.string(),
  answer_size: z.string(),
  answer_font: z.string(),
  button_font: z.string(),
  button_bg_color: z.string(),
  button_color: z.string(),
});

/** A new theme's styles: the defaults of spec 2 §9 (Lato, 24px, #333333, #2f65b4, white), with any given over them. */
export const themeStyles = (given?: Partial<TSurveyStyles> | null): TSurveyStyles => ({ ...DEFAULT_STYLES, ...(given ?? {}) });

// ---------------------------------------------------------------- a team's library

/** POST /teams/{teamId}/themes: name required (spec 2 §5); styles start at the defaults. */
export const ZThemeCreate = z.strictObject({
  name: requiredString('Theme name', { max: THEME_NAME_MAX }),
  description: text('Description', THEME_DESCRIPTION_MAX).optional(),
  styles: ZThemeStylesInput.optional(),
});
export type TThemeCreate = z.input<typeof ZThemeCreate>;

/** PUT …/themes/{id}: the settings modal (name, description) or the pickers' styles; only what is sent changes. */
export const ZThemeUpdate = z.strictObject({
  name: requiredString('Theme name', { max: THEME_NAME_MAX }).optional(),
  description: text('Description', THEME_DESCRIPTION_MAX).optional(),
  styles: ZThemeStylesInput.optional(),
});
export type TThemeUpdate = z.input<typeof ZThemeUpdate>;

/** GET /teams/{teamId}/themes: newest first; active=true lists the active ones only (the toggle, the Theme tab); deleted=true the soft-deleted. */
export const ZThemeListQuery = pageQuery(50, ['created_at']).extend({ active: flag.optional(), deleted: flag.optional() });
export type TThemeListQuery = z.input<typeof ZThemeListQuery>;

export const ZTeamThemeParams = z.object({ teamId: id('Team'), id: id('Theme') });
export const ZThemeParams = z.object({ id: id('Theme') });

export const ZTheme = z.object({
  id: z.number(),
  name: z.string(),
  description: z.string(),
  /** Own theme: active or inactive; gallery theme: published (true) or draft. */
  active: z.boolean(),
  team_id: z.number().nullable(),
  category_id: z.number().nullable(),
  category_name: z.string().nullable(),
  /** The team's surveys wearing it (a gallery theme: 0). */
  surveys_count: z.number(),
  copied_from: z.number().nullable(),
  styles: ZThemeStyles,
  created_at: z.string(),
  /** Soft-deleted: listed only under the Deleted switch (restore or delete permanently). */
  deleted: z.boolean(),
});
export type TTheme = z.infer<typeof ZTheme>;
export const ZThemeList = paged(ZTheme);
export type TThemeList = z.infer<typeof ZThemeList>;

// ---------------------------------------------------------------- the gallery

export const ZThemeCategory = z.object({ id: z.number(), name: z.string() });
export type TThemeCategory = z.infer<typeof ZThemeCategory>;
export const ZThemeCategories = z.array(ZThemeCategory);

/** GET /themes: by category; active=true published only, active=false drafts only; deleted=true the soft-deleted (drafts and deleted are the admins'). */
export const ZGalleryListQuery = pageQuery(50, ['created_at']).extend({ category: id('Category').optional(), active: flag.optional(), deleted: flag.optional() });
export type TGalleryListQuery = z.input<typeof ZGalleryListQuery>;

const galleryFields = {
  name: requiredString('Theme name', { max: THEME_NAME_MAX }),
  description: requiredString('Description', { max: THEME_DESCRIPTION_MAX }),
  category_id: id('Category').nullable().optional(),
  /** A new category, made when no existing one is picked. */
  category_name: text('Category name', CATEGORY_NAME_MAX).optional(),
};
const hasCategory = (v: { category_id?: number | null; category_name?: string }) => !!v.category_id || !!v.category_name;

/** POST /themes (Create New Theme For Gallery): name and description required, a category or a new category's name. */
export const ZGalleryThemeCreate = z
  .strictObject({ ...galleryFields, styles: ZThemeStylesInput.optional() })
  .refine(hasCategory, { error: themeTexts.categoryRequired, path: ['category_id'] });
export type TGalleryThemeCreate = z.input<typeof ZGalleryThemeCreate>;

/** PUT /themes/{id} (Edit Gallery Theme): only what is sent changes. */
export const ZGalleryThemeUpdate = z.strictObject({
  name: galleryFields.name.optional(),
  description: galleryFields.description.optional(),
  category_id: galleryFields.category_id,
  category_name: galleryFields.category_name,
  styles: ZThemeStylesInput.optional(),
});
export type TGalleryThemeUpdate = z.input<typeof ZGalleryThemeUpdate>;

/** POST /themes/{id}/activate: copy a published gallery theme into this team's library. */
export const ZThemeActivate = z.strictObject({ team_id: id('Team') });
export type TThemeActivate = z.input<typeof ZThemeActivate>;
