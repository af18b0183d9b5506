/**
 * The respondent's calls (spec 2 §2, §4, §5; issue 13): the published survey, a response per visit of the page
 * (its id a random token), answers checked with the same rules as the page (survey-answers), page visits, and
 * completion once. Unpublished or deleted surveys and other surveys' responses answer 404.
 */
import { randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { isStorableText } from '@gifthub/shared/fields';
import { answerError, normaliseAnswer, type TAnswerValue } from '@gifthub/shared/survey-answers';
import { firstPage, logicPage, sortPages, wayThrough } from '@gifthub/shared/survey-logic';
import { surveyTexts } from '@gifthub/shared/survey-rules';
import type { TAnswerSaved, TPublicResponse, TPublicSurvey } from '@gifthub/shared/surveys';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TLinkDeps } from '../../lib/public-url';
import { surveyStyles } from '../survey-themes/survey-themes.service';
import { findSurveySource } from '../surveys/survey-sources.service';
import { findOpenSurvey, findPublishedSurvey, findSurveyPage, findSurveyQuestion, surveyPagesOf } from '../surveys/surveys.service';
import { surveyPublicUrl } from '../surveys/surveys.views';
import { resolveTeamAccess, teamLogoUrl } from '../teams/teams.service';
import { inviteForSurvey } from '../campaign-registrations/campaign-invite-survey.service';
import { emitSurveyCompleted } from '../webhooks/webhook-events.service';
import * as repo from './survey-responses.repository';
import type { TSurveyResponseRow } from './survey-responses.table';

export type TRespondent = { db: Db; now: Date };
type TSurveyKey = { team: string; slug: string };

const closed = () => new AppError(ERROR_CODES.notFound, 404, surveyTexts.surveyClosed);
const responseNotFound = () => AppError.notFound('Response');

/** 128 random bits, base64url: the response's public id. */
export const newResponseToken = () => randomBytes(16).toString('base64url');

/**
 * GET /surveys/{team}/{slug}: pages with their questions and the styles. With preview, a member of the team with the
 * admin permission (signed in) also sees an unpublished survey; answers in preview are the page's to not send.
 */
export async function publicSurvey(db: Db, key: TSurveyKey, preview: { userId: number; isBbAdmin: boolean } | null): Promise<TPublicSurvey> {
  let found = await findPublishedSurvey(db, key.team, key.slug);
  if (!found && preview) {
    const draft = await findPublishedSurvey(db, key.team, key.slug, true);
    const access = draft ? await resolveTeamAccess(db, draft.team.id, { id: preview.userId, isBbAdmin: preview.isBbAdmin }).catch(() => null) : null;
    if (access && access.permissions.admin) found = draft;
  }
  if (!found) throw closed();
  return {
    team: { name: found.team.name, slug: found.team.slug, logo_url: teamLogoUrl(found.team) },
    survey: { id: found.survey.id, name: found.survey.name, slug: found.survey.slug },
    styles: await surveyStyles(db, found.survey.themeId),
    pages: found.pages,
  };
}

async function openSurvey(db: Db, key: TSurveyKey) {
  const hit = await findOpenSurvey(db, key.team, key.slug);
  if (!hit) throw closed();
  return hit;
}

/** POST …/responses: a new response (a view), attributed to an active source of this survey when one is named. */
export async function createResponse(deps: TLinkDeps, key: TSurveyKey, input: { source?: string }, now: Date): Promise<{ id: string; resume_url: string }> {
  const { survey, team } = await openSurvey(deps.db, key);
  let sourceId: number | null = null;
  if (input.source !== undefined) {
    const source = await findSurveySource(deps.db, survey.id, input.source);
    if (!source) throw new AppError(ERROR_CODES.notFound, 404, 'Source not found.');
    if (!source.active) throw AppError.field('source', 'This source is not taking responses.');
    sourceId = source.id;
  }
  const token = newResponseToken();
  await repo.insertResponse(deps.db, { token, surveyId: survey.id, sourceId, createdAt: now });
  const page = surveyPublicUrl(deps.config.publicUrl, team.slug, survey.slug);
  return { id: token, resume_url: `${page}?response=${token}` };
}

async function responseOf(db: Db, key: TSurveyKey, token: string) {
  const { survey } = await openSurvey(db, key);
  const response = await repo.findResponse(db, survey.id, token);
  if (!response) throw responseNotFound();
  return { survey, response };
}

const toPublicResponse = (r: TSurveyResponseRow, answers: { questionId: number; value: TAnswerValue; valid: boolean }[]): TPublicResponse => ({
  id: r.token,
  complete: r.complete,
  answers: Object.fromEntries(answers.map((a) => [String(a.questionId), { value: a.value, valid: a.valid }])),
  last_page_id: r.lastPageId,
});

/** GET …/responses/{id}: resuming, on this device or another. */
export async function readResponse(db: Db, key: TSurveyKey, token: string): Promise<TPublicResponse> {
  const { response } = await responseOf(db, key, token);
  return toPublicResponse(response, await repo.responseAnswers(db, response.id));
}

const completed = () => AppError.conflict(surveyTexts.completed);

/**
 * PUT …/answers: a question of this survey, an answer its rules accept (else 422 and nothing kept). An empty answer
 * to a required question is kept as not valid and the answer says so (valid false, the message by question id);
 * null clears the answer (of a required question: not valid the same way).
 */
export async function putAnswer(r: TRespondent, key: TSurveyKey, token: string, input: { question_id: number; value: TAnswerValue | null }): Promise<TAnswerSaved> {
  const { survey, response } = await responseOf(r.db, key, token);
  if (response.complete) throw completed();
  const question = await findSurveyQuestion(r.db, survey.id, input.question_id);
  if (!question) throw AppError.field('question_id', 'This question is not part of this survey.');
  if (input.value === null) {
    if (!(await repo.clearAnswer(r.db, response.id, question.id))) throw completed();
    return question.required ? { ok: true, valid: false, errors: { [String(question.id)]: [surveyTexts.answerRequired] } } : { ok: true, valid: true };
  }
  // NUL and lone surrogates cannot be stored (jsonb refuses them): such an answer is not valid.
  const texts = typeof input.value === 'string' ? [input.value] : Array.isArray(input.value) ? input.value : [];
  if (!texts.every(isStorableText)) throw AppError.field('value', surveyTexts.answerInvalid);
  const error = answerError(
    { type: question.type, required: question.required, options: question.options, other_option: question.otherOption, start_from_zero: question.startFromZero, max_value: question.maxValue },
    input.value,
  );
  if (error && error !== surveyTexts.answerRequired) throw AppError.field('value', error);
  const stored = await repo.upsertAnswer(r.db, { responseId: response.id, questionId: question.id, value: normaliseAnswer(input.value), valid: error === null, at: r.now });
  if (!stored) throw completed();
  return error ? { ok: true, valid: false, errors: { [String(question.id)]: [error] } } : { ok: true, valid: true };
}

/**
 * Completion's check: every question on the respondent's way through the survey has an answer its rules accept now.
 * The way is where the page logic leads from the start with the answers the response has (the public page's own
 * rule), up to `until` (a page being entered that ends the survey, or a campaign action's page), else to the end; of
 * it, the pages the response has entered (the start page and its visits) are held, so a branch the respondent went
 * Back from is not, nor a page never shown. Where the logic does not lead to that page with these answers, every
 * page entered is held. A required question left empty, or an answer kept as not valid, answers 422 with the rule's
 * message keyed by the question's id; the page shows it on that question.
 */
async function assertCompletable(db: Db, surveyId: number, response: TSurveyResponseRow, until?: number) {
  const [pages, visited, answers] = await Promise.all([surveyPagesOf(db, surveyId), repo.visitedPageIds(db, response.id), repo.responseAnswers(db, response.id)]);
  const entered = new Set(visited);
  const start = firstPage(pages);
  if (start) entered.add(start.id);
  const given = new Map(answers.map((a) => [a.questionId, a]));
  const way = wayThrough(pages.map(logicPage), Object.fromEntries(answers.map((a) => [a.questionId, a.value])), until);
  const held = way ? new Set(way.filter((id) => entered.has(id))) : entered;
  const errors: Record<string, string[]> = {};
  for (const page of sortPages(pages)) {
    // One question per question page; other pages ask nothing.
    const question = page.type === 'question' && held.has(page.id) ? page.questions[0] : undefined;
    if (!question) continue;
    const answer = given.get(question.id);
    const error = answerError(question, answer?.value) ?? (answer && !answer.valid ? surveyTexts.answerInvalid : null);
    if (error) errors[String(question.id)] = [error];
  }
  const first = Object.values(errors)[0]?.[0];
  if (first) throw AppError.validation(errors, first);
}

/** POST …/visits: a page of this survey entered; a page whose logic hides the button ends the survey. */
export async function visitPage(r: TRespondent, key: TSurveyKey, token: string, pageId: number): Promise<{ ok: true }> {
  const { survey, response } = await responseOf(r.db, key, token);
  const page = await findSurveyPage(r.db, survey.id, pageId);
  if (!page) throw AppError.field('page_id', 'This page is not part of this survey.');
  const completes = page.pageLogicType === 'hide' && !response.complete;
  // Entering a page that ends the survey completes it only as Complete would; refused, the respondent stays where they were.
  if (completes) await assertCompletable(r.db, survey.id, response, page.id);
  // The event goes with the visit that completed the response, not with every visit that found it open.
  if (await repo.recordVisit(r.db, { responseId: response.id, pageId: page.id, at: r.now, completes }))
    await emitSurveyCompleted(r.db, survey, response, r.now);
  return { ok: true };
}

/** POST …/complete: once; a second time answers 409. */
export async function completeSurveyResponse(r: TRespondent, key: TSurveyKey, token: string): Promise<{ ok: true }> {
  const { survey, response } = await responseOf(r.db, key, token);
  if (response.complete) throw completed();
  await assertCompletable(r.db, survey.id, response);
  if (!(await repo.completeResponse(r.db, response.id, r.now))) throw completed();
  await emitSurveyCompleted(r.db, survey, response, r.now);
  return { ok: true };
}


const rewardUnavailable = () => AppError.conflict(surveyTexts.rewardUnavailable);

/**
 * POST …/responses/{id}/campaign (spec 2 §4 campaign logic): the respondent is invited to the page's campaign with the
 * e-mail they gave to its e-mail question, made with the rights of the member who set the action (campaign
 * invite/survey); the response is complete with it, and a repeat answers the same link. Anything that stops the
 * invitation answers 409 with the spec's Automatic Reward Unavailable text (the page shows it).
 */
export async function surveyCampaignInvite(deps: TLinkDeps, key: TSurveyKey, token: string, pageId: number): Promise<{ invite_link: string }> {
  const { survey, response } = await responseOf(deps.db, key, token);
  if (response.campaignInviteLink) return { invite_link: response.campaignInviteLink };
  const page = await findSurveyPage(deps.db, survey.id, pageId);
  if (!page) throw AppError.field('page_id', 'This page is not part of this survey.');
  if (page.pageLogicType !== 'campaign') throw AppError.field('page_id', 'This page has no campaign action.');
  if (response.complete) throw completed();
  await assertCompletable(deps.db, survey.id, response, page.id);
  const value = page.pageLogicValue && typeof page.pageLogicValue === 'object' ? page.pageLogicValue : null;
  const answer = (await repo.responseAnswers(deps.db, response.id)).find((a) => a.questionId === value?.email_question);
  if (!value?.campaign || !page.logicSetBy) throw rewardUnavailable();
  if (!answer?.valid || typeof answer.value !== 'string') {
    // No e-mail to invite: logged for the team to look into; the respondent's page shows no message for it.
    deps.log.warn({ surveyId: survey.id, responseId: response.id, pageId }, 'survey campaign page: no e-mail answer to invite');
    throw new AppError(ERROR_CODES.surveyEmailMissing, 409, 'There is no e-mail answer to send the reward to.');
  }
  let link: string;
  try {
    link = (await inviteForSurvey(deps, { id: page.logicSetBy, isBbAdmin: false }, value.campaign, { email: answer.value, first_name: '', last_name: '', survey_id: survey.id })).invite_link;
  } catch (err) {
    if (err instanceof AppError && err.status < 500) throw rewardUnavailable();
    throw err;
  }
  const now = deps.clock.now();
  if (!(await repo.keepCampaignInvite(deps.db, response.id, link, now))) {
    const kept = await repo.findResponse(deps.db, survey.id, token);
    return { invite_link: kept?.campaignInviteLink ?? link };
  }
  // Keeping the invitation completes the response, as Complete does.
  await emitSurveyCompleted(deps.db, survey, response, now);
  return { invite_link: link };
}
