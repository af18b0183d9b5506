import { z } from 'zod';
import { boolish, enumField, id, requiredString, slug, text } from './fields';
import { msg } from './messages';
import { SURVEY_CATEGORIES } from './survey-rules';
import { SURVEY_NAME_MAX, ZSurveyPage, ZSurveyStyles } from './surveys';

// Survey templates' API contract (spec 2 §2 Template gallery and editor, §3 Template, §4, §5, §7; issue 14). A
// template's name, slug, category, theme, pages and questions are those of its survey (a survey without a team), so its
// pages and questions take the surveys' own schemas (ZPageCreate, ZPageUpdate, ZQuestionUpdate, ZReorder).

export const TEMPLATE_STATUSES = ['draft', 'active'] as const;
export type TTemplateStatus = (typeof TEMPLATE_STATUSES)[number];
export const TEMPLATE_STATUS_LABELS: Record<TTemplateStatus, string> = { draft: 'Draft', active: 'Active' };
export const TEMPLATE_DESCRIPTION_MAX = 1000;
/** Templates the gallery holds (it lists and reorders them all at once). */
export const TEMPLATES_MAX = 500;
/** The confirmation of the template settings' Delete (spec 2 §2). */
export const TEMPLATE_DELETE_CONFIRM = 'Are you sure you want to delete this template?';

/** Restore or Delete permanently on a template not in the bin (409). */
export const TEMPLATE_NOT_DELETED = 'Only a deleted template can be restored or deleted permanently.';

const flag = boolish();

/** POST /templates (Create A New Template): name required (spec 2 §5), a welcome page unless asked not to. */
export const ZTemplateCreate = z.strictObject({
  name: requiredString('Template name', { max: SURVEY_NAME_MAX }),
  category: enumField('Category', SURVEY_CATEGORIES).default('research'),
  description: text('Description', TEMPLATE_DESCRIPTION_MAX).default(''),
  createWelcomePage: z.boolean().default(true),
});
export type TTemplateCreate = z.input<typeof ZTemplateCreate>;

/** PUT /templates/{id} (Template Settings, or the theme): only what is sent changes; status only after creation. */
export const ZTemplateUpdate = z.strictObject({
  name: requiredString('Template name', { max: SURVEY_NAME_MAX }).optional(),
  category: enumField('Category', SURVEY_CATEGORIES).optional(),
  description: text('Description', TEMPLATE_DESCRIPTION_MAX).optional(),
  status: enumField('Status', TEMPLATE_STATUSES).optional(),
  theme_id: id('Theme').nullable().optional(),
});
export type TTemplateUpdate = z.input<typeof ZTemplateUpdate>;

/** GET /templates: get-pages includes each template's pages (the cards' previews); category filters; deleted (product admins) lists the soft-deleted. */
export const ZTemplateListQuery = z.object({
  'get-pages': flag.optional(),
  category: z.enum(SURVEY_CATEGORIES).optional(),
  deleted: flag.optional(),
});
export type TTemplateListQuery = z.input<typeof ZTemplateListQuery>;

export const ZTemplateParams = z.object({ id: id('Template') });
export const ZTemplateSlugParams = z.object({ slug: slug('Template') });
export const ZTemplatePageParams = ZTemplateParams.extend({ pageId: id('Page') });
export const ZTemplateQuestionParams = ZTemplateParams.extend({ questionId: id('Question') });

/** PATCH /templates: the gallery's new order, every template once (drafts too). */
export const ZTemplateReorder = z
  .array(z.strictObject({ id: id('Template'), order: z.number().int().min(1).max(TEMPLATES_MAX) }))
  .min(1, { error: msg.required('Order') })
  .max(TEMPLATES_MAX)
  .refine((v) => new Set(v.map((x) => x.id)).size === v.length, { error: 'Each template may appear once.' });
export type TTemplateReorder = z.infer<typeof ZTemplateReorder>;

/** POST /templates/{id}/activate: the team that gets a new draft survey copied from the template. */
export const ZTemplateActivate = z.strictObject({ team_id: id('Team') });
export type TTemplateActivate = z.input<typeof ZTemplateActivate>;

export const ZTemplate = z.object({
  id: z.number(),
  /** The survey holding the template's pages and questions. */
  survey_id: z.number(),
  name: z.string(),
  slug: z.string(),
  category: z.enum(SURVEY_CATEGORIES),
  description: z.string(),
  image: z.string().nullable(),
  status: z.enum(TEMPLATE_STATUSES),
  position: z.number(),
  theme_id: z.number().nullable(),
  theme: ZSurveyStyles,
  questions_count: z.number(),
  created_at: z.string(),
  /** Soft-deleted: listed only under the gallery's Deleted switch (restore or delete permanently). */
  deleted: z.boolean(),
  pages: z.array(ZSurveyPage).optional(),
});
export type TTemplate = z.infer<typeof ZTemplate>;
export const ZTemplateList = z.object({ data: z.array(ZTemplate) });
export type TTemplateList = z.infer<typeof ZTemplateList>;
