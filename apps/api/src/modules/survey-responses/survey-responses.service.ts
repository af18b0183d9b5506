/**
 * The respondent's calls (spec 2 §2, §4, §5; issue 13): the published survey, a response per visit of the page
 * (its id a random token), answers checked with the same rules as the page (survey-answers), page visits, and
 * completion once. Unpublished or deleted surveys and other surveys' responses answer 404.
 */
import { randomBytes } from 'node:crypto';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { isStorableText } from '@gifthub/shared/fields';
import { answerError, normaliseAnswer, type TAnswerValue } from '@gifthub/shared/survey-answers';
import { surveyTexts } from '@gifthub/shared/survey-rules';
import type { TPublicResponse, TPublicSurvey } from '@gifthub/shared/surveys';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { TLinkDeps } from '../../lib/public-url';
import { surveyStyles } from '../survey-themes/survey-themes.service';
import { findSurveySource } from '../surveys/survey-sources.service';
import { findOpenSurvey, findPublishedSurvey, findSurveyPage, findSurveyQuestion } from '../surveys/surveys.service';
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
 * to a required question is kept as not valid (the page will not move on); null clears the answer.
 */
export async function putAnswer(r: TRespondent, key: TSurveyKey, token: string, input: { question_id: number; value: TAnswerValue | null }): Promise<{ ok: true }> {
  const { survey, response } = await responseOf(r.db, key, token);
  if (response.complete) throw completed();
  const question = await findSurveyQuestion(r.db, survey.id, input.question_id);
  if (!question) throw AppError.field('question_id', 'This question is not part of this survey.');
  if (input.value === null) {
    if (!(await repo.clearAnswer(r.db, response.id, question.id))) throw completed();
    return { ok: true };
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
  return { ok: true };
}

/** POST …/visits: a page of this survey entered; a page whose logic hides the button ends the survey. */
export async function visitPage(r: TRespondent, key: TSurveyKey, token: string, pageId: number): Promise<{ ok: true }> {
  const { survey, response } = await responseOf(r.db, key, token);
  const page = await findSurveyPage(r.db, survey.id, pageId);
  if (!page) throw AppError.field('page_id', 'This page is not part of this survey.');
  // The event goes with the visit that completed the response, not with every visit that found it open.
  if (await repo.recordVisit(r.db, { responseId: response.id, pageId: page.id, at: r.now, completes: page.pageLogicType === 'hide' && !response.complete }))
    await emitSurveyCompleted(r.db, survey, response, r.now);
  return { ok: true };
}

/** POST …/complete: once; a second time answers 409. */
export async function completeSurveyResponse(r: TRespondent, key: TSurveyKey, token: string): Promise<{ ok: true }> {
  const { survey, response } = await responseOf(r.db, key, token);
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
  const value = page.pageLogicValue && typeof page.pageLogicValue === 'object' ? page.pageLogicValue : null;
  const answer = (await repo.responseAnswers(deps.db, response.id)).find((a) => a.questionId === value?.email_question);
  if (!value?.campaign || !page.logicSetBy || !answer?.valid || typeof answer.value !== 'string') throw rewardUnavailable();
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
