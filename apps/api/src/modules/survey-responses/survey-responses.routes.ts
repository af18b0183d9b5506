import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ZAnswerPut,
  ZAnswerSaved,
  ZOk,
  ZPageVisit,
  ZPublicResponse,
  ZPublicResponseParams,
  ZPublicSurvey,
  ZPublicSurveyParams,
  ZPublicSurveySourceQuery,
  ZResponseCreate,
  ZResponseCreated,
  ZSurveyCampaignInvite,
} from '@gifthub/shared/surveys';
import type { TDeps } from '../../deps';
import { forRequest } from '../../lib/public-url';
import { completeSurveyResponse, createResponse, publicSurvey, putAnswer, readResponse, surveyCampaignInvite, visitPage } from './survey-responses.service';
import { noStore } from '../../lib/no-store';

const minute = 60_000;
// Per address: a room of 200 respondents behind one network answering at once stays under these.
const limits = {
  read: { max: 600, timeWindow: minute },
  create: { max: 300, timeWindow: minute },
  answer: { max: 1200, timeWindow: minute },
} as const;

/** A survey's public page (/survey/{team}/{slug}[/{source}]), without login (issue 13). */
export const surveyResponsesRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  // A response's resume link and its gift invitation link are the respondent's: no cache keeps them.
  app.addHook('onSend', noStore);
  const survey = '/surveys/:team/:slug';
  app.get(
    survey,
    { config: { public: true, rateLimit: limits.read }, schema: { params: ZPublicSurveyParams, querystring: ZPublicSurveySourceQuery, response: { 200: ZPublicSurvey } } },
    (req) => publicSurvey(deps.db, req.params, req.query.preview && req.auth ? { userId: req.auth.userId, isBbAdmin: req.auth.isBbAdmin } : null),
  );
  app.post(
    `${survey}/responses`,
    { config: { public: true, rateLimit: limits.create }, schema: { params: ZPublicSurveyParams, body: ZResponseCreate, response: { 200: ZResponseCreated } } },
    (req) => createResponse(forRequest(deps, req), req.params, req.body ?? {}, deps.clock.now()),
  );
  const response = `${survey}/responses/:responseId`;
  app.get(response, { config: { public: true, rateLimit: limits.read }, schema: { params: ZPublicResponseParams, response: { 200: ZPublicResponse } } }, (req) =>
    readResponse(deps.db, req.params, req.params.responseId),
  );
  app.put(
    `${response}/answers`,
    { config: { public: true, rateLimit: limits.answer }, schema: { params: ZPublicResponseParams, body: ZAnswerPut, response: { 200: ZAnswerSaved } } },
    (req) => putAnswer({ db: deps.db, now: deps.clock.now() }, req.params, req.params.responseId, req.body),
  );
  app.post(
    `${response}/visits`,
    { config: { public: true, rateLimit: limits.answer }, schema: { params: ZPublicResponseParams, body: ZPageVisit, response: { 200: ZOk } } },
    (req) => visitPage({ db: deps.db, now: deps.clock.now() }, req.params, req.params.responseId, req.body.page_id),
  );
  app.post(
    `${response}/complete`,
    { config: { public: true, rateLimit: limits.create }, schema: { params: ZPublicResponseParams, response: { 200: ZOk } } },
    (req) => completeSurveyResponse({ db: deps.db, now: deps.clock.now() }, req.params, req.params.responseId),
  );
  // A page's campaign action: the respondent's gift invitation (the page goes to its link).
  app.post(
    `${response}/campaign`,
    { config: { public: true, rateLimit: limits.create }, schema: { params: ZPublicResponseParams, body: ZPageVisit, response: { 200: ZSurveyCampaignInvite } } },
    (req) => surveyCampaignInvite(forRequest(deps, req), req.params, req.params.responseId, req.body.page_id),
  );
};
