import type { TAnswerSaved, TPublicResponse } from '@gifthub/shared/surveys';
import type { TAnswerValue } from '@gifthub/shared/survey-answers';
import { publicCall } from '../../../lib/public-api';
import { responsePath, surveyPath, type TSurveyRef } from './survey-paths';

// A respondent's response (no login; its id is an unguessable token): created on arrival, read back to resume,
// its answers saved as the respondent moves on, its pages' visits recorded, and completed.

export type TResponseCreated = { id: string; resume_url: string };

/** POST …/responses with the source's slug when the link has one. */
export const createResponse = (s: TSurveyRef, source: string | null) => publicCall<TResponseCreated>('POST', surveyPath(s.team, s.slug, 'responses'), source ? { source } : {});

/** GET …/responses/{id}: the answers so far and the last page seen. */
export const getResponse = (s: TSurveyRef, id: string) => publicCall<TPublicResponse>('GET', responsePath(s.team, s.slug, id));

/**
 * PUT …/answers: one question's answer (422 with the rule's message when it fails, 409 once complete); a required
 * question's empty answer is kept as not valid, and the answer says so (valid false, the message by question id).
 */
export const putAnswer = (s: TSurveyRef, id: string, questionId: number, value: TAnswerValue | null) =>
  publicCall<TAnswerSaved>('PUT', responsePath(s.team, s.slug, id, 'answers'), { question_id: questionId, value });

/** POST …/visits: the respondent entered a page (a hide page completes the response there). */
export const postVisit = (s: TSurveyRef, id: string, pageId: number) => publicCall<{ ok: true }>('POST', responsePath(s.team, s.slug, id, 'visits'), { page_id: pageId });

/** POST …/complete: past the last page (422 naming a question, by its id, whose answer is missing or not valid). */
export const completeResponse = (s: TSurveyRef, id: string) => publicCall<{ ok: true }>('POST', responsePath(s.team, s.slug, id, 'complete'));

/** POST …/campaign: the gift invitation of a page's campaign action (409 with the reward-unavailable text when none can be made). */
export const campaignInvite = (s: TSurveyRef, id: string, pageId: number) =>
  publicCall<{ invite_link: string }>('POST', responsePath(s.team, s.slug, id, 'campaign'), { page_id: pageId });
