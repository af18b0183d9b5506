/**
 * A survey's pages and questions published or unpublished, moved to the bin, restored and deleted for good, as
 * surveys themselves are: the bin keeps a part out of the builder and the respondent's page until it is restored;
 * an unpublished part stays in the builder and is not shown to respondents. The bin's pages keep their order; a
 * restored page comes back last.
 */
import type { TQuestion, TSurveyPage } from '@gifthub/shared/surveys';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { pageNotFound } from './survey-pages.service';
import * as repo from './survey-pages.repository';
import { lockSurvey } from './surveys.repository';
import type { TSurveyTarget } from './surveys.service';
import { pagesBySurvey, toPageView, toQuestionView } from './surveys.views';

export type TPartChange = 'publish' | 'unpublish' | 'delete' | 'restore';
const questionNotFound = () => AppError.notFound('Question');

/** GET …/pages?deleted=true: the bin's pages, each with its questions. */
export async function listBinnedPages(db: Db, { survey }: TSurveyTarget): Promise<TSurveyPage[]> {
  const pages = await repo.listPages(db, [survey.id], 'bin');
  const questions = (await repo.listQuestions(db, [survey.id], 'builder')).filter((q) => pages.some((p) => p.id === q.pageId));
  return pagesBySurvey(pages, questions).get(survey.id) ?? [];
}

/** GET …/questions?deleted=true: the bin's questions. */
export const listBinnedQuestions = async (db: Db, { survey }: TSurveyTarget): Promise<TQuestion[]> => (await repo.listQuestions(db, [survey.id], 'bin')).map(toQuestionView);

export async function setPageState(db: Db, { survey }: TSurveyTarget, pageId: number, change: TPartChange): Promise<TSurveyPage> {
  const updated = await db.transaction(async (tx) => {
    await lockSurvey(tx, survey.id);
    const page = await repo.findPage(tx, survey.id, pageId, change === 'restore' ? 'bin' : 'builder');
    if (!page) throw pageNotFound();
    if (change === 'publish' || change === 'unpublish') return repo.updatePage(tx, page.id, { active: change === 'publish' });
    if (change === 'restore') {
      const row = await repo.updatePage(tx, page.id, { deletedAt: null, order: (await repo.maxPageOrder(tx, survey.id)) + 1 });
      await repo.renumberPages(tx, survey.id);
      return row;
    }
    // To the bin: what pointed at it from the other pages goes, as for a page deleted for good.
    const questions = await repo.pageQuestions(tx, page.id);
    const row = await repo.updatePage(tx, page.id, { deletedAt: new Date() });
    await repo.dropPageReferences(tx, survey.id, page.id, questions.map((q) => q.id));
    await repo.renumberPages(tx, survey.id);
    return row;
  });
  return toPageView(updated!, await repo.pageQuestions(db, updated!.id));
}

/** DELETE …/pages/{pageId}/permanent: only a page already in the bin, with its questions. */
export async function deletePageForGood(db: Db, { survey }: TSurveyTarget, pageId: number): Promise<{ ok: true }> {
  await db.transaction(async (tx) => {
    await lockSurvey(tx, survey.id);
    const page = await repo.findPage(tx, survey.id, pageId, 'bin');
    if (!page) throw pageNotFound();
    await repo.deletePageQuestions(tx, page.id);
    await repo.deletePage(tx, page.id);
  });
  return { ok: true };
}

export async function setQuestionState(db: Db, { survey }: TSurveyTarget, questionId: number, change: TPartChange): Promise<TQuestion> {
  const q = await repo.findQuestion(db, survey.id, questionId, change === 'restore' ? 'bin' : 'builder');
  if (!q) throw questionNotFound();
  const values = change === 'publish' ? { active: true } : change === 'unpublish' ? { active: false } : change === 'delete' ? { deletedAt: new Date() } : { deletedAt: null };
  return toQuestionView((await repo.updateQuestion(db, q.id, values))!);
}

/** DELETE …/questions/{questionId}/permanent: only a question already in the bin. */
export async function deleteQuestionForGood(db: Db, { survey }: TSurveyTarget, questionId: number): Promise<{ ok: true }> {
  const q = await repo.findQuestion(db, survey.id, questionId, 'bin');
  if (!q) throw questionNotFound();
  await repo.deleteQuestion(db, q.id);
  return { ok: true };
}
