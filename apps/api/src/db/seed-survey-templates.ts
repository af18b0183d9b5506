import { and, eq, isNull } from 'drizzle-orm';
import { pageDefaults, questionDefaults, surveySlug } from '@gifthub/shared/survey-rules';
import type { Db } from './client';
import { surveyPages, surveyQuestions, surveys, surveyTemplates, themes, users } from './schema';
import { SEED_TEMPLATES, type TSeedTemplate, type TTemplatePage } from './seed-survey-templates-data';

/** The page row of a seeded template page: the type's defaults and what the page says. */
function pageValues(surveyId: number, p: TTemplatePage, order: number) {
  const d = pageDefaults(p.type, p.question?.type ?? null);
  return {
    surveyId,
    type: p.type,
    questionType: p.question?.type ?? null,
    name: p.name ?? d.name,
    title: p.title ?? d.title,
    subtitle: p.subtitle ?? d.subtitle,
    buttonText: p.button ?? d.button_text,
    pageLogicType: p.rules ? ('dynamic' as const) : p.goTo !== undefined ? ('specific_page' as const) : d.page_logic_type,
    order,
  };
}

function questionValues(surveyId: number, pageId: number, p: TTemplatePage, order: number) {
  const x = p.question!;
  const d = questionDefaults(x.type);
  return {
    surveyId,
    pageId,
    order,
    type: x.type,
    name: x.name,
    description: x.description ?? '',
    required: x.required ?? false,
    options: x.options ?? d.options,
    otherOption: x.other ?? false,
    vertical: x.vertical ?? false,
    startFromZero: x.zero ?? false,
    maxValue: x.max ?? d.max_value,
    minLabel: x.minLabel ?? '',
    maxLabel: x.maxLabel ?? '',
    yesValue: x.yes ?? 'Yes',
    noValue: x.no ?? 'No',
  };
}

/** One template: its survey (no team), pages, questions, then the logic that names them by id, then the template row. */
async function insertTemplate(db: Db, t: TSeedTemplate, position: number, createdBy: number | null, themeId: number | null) {
  const [survey] = await db.insert(surveys).values({ teamId: null, name: t.name, slug: surveySlug(t.name), category: t.category, themeId, active: false }).returning({ id: surveys.id });
  const surveyId = survey!.id;
  const pages = await db
    .insert(surveyPages)
    .values(t.pages.map((p, i) => pageValues(surveyId, p, i + 1)))
    .returning();
  const questions = await db
    .insert(surveyQuestions)
    .values(t.pages.flatMap((p, i) => (p.question ? [questionValues(surveyId, pages[i]!.id, p, i + 1)] : [])))
    .returning();
  const questionOf = new Map(questions.map((q) => [q.pageId, q.id]));
  for (const [i, p] of t.pages.entries()) {
    const id = pages[i]!.id;
    if (p.rules) {
      const rules = p.rules.map((r) => ({ question: questionOf.get(pages[r.questionPage]!.id)!, operation: r.operation, value: r.value, page: pages[r.page]!.id }));
      await db.update(surveyPages).set({ logicRules: rules }).where(eq(surveyPages.id, id));
    }
    if (p.goTo !== undefined) await db.update(surveyPages).set({ pageLogicValue: String(pages[p.goTo]!.id) }).where(eq(surveyPages.id, id));
  }
  await db.insert(surveyTemplates).values({ surveyId, description: t.description, status: t.status, position, createdBy, deletedAt: t.deleted ? new Date() : null });
}

/** The template gallery (issue 14), made by the seeded product admin. Run after the users and the gallery themes exist (seed.ts). */
export async function seedSurveyTemplates(db: Db) {
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.isBbAdmin, true)).limit(1);
  const gallery = new Map((await db.select({ id: themes.id, name: themes.name }).from(themes).where(and(isNull(themes.teamId), eq(themes.active, true)))).map((x) => [x.name, x.id]));
  await db.transaction(async (tx) => {
    for (const [i, t] of SEED_TEMPLATES.entries()) await insertTemplate(tx, t, i + 1, admin?.id ?? null, (t.theme ? gallery.get(t.theme) : undefined) ?? null);
  });
}
