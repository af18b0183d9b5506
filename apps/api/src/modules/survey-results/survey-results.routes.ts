import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZResultsQuery, ZResultsQuestionParams, ZSurveyResults, ZTextAnswersPage, ZTextAnswersQuery } from '@gifthub/shared/survey-results';
import { ZSurveyParams } from '@gifthub/shared/surveys';
import type { TDeps } from '../../deps';
import { requireAccess } from '../../plugins/auth';
import { getSurveyResults, getTextAnswers } from './survey-results.service';

// As the surveys routes: the admin permission on a Pro plan; reads only, so the demo team sees them too.
const guard = { permission: 'admin', pro: 'surveys' } as const;

/** A survey's Results (spec 2 §2, §3 result per question, §7 results list by source; issue 14). */
export const surveyResultsRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  const results = '/teams/:teamId/surveys/:id/results';
  app.get(results, { config: guard, schema: { params: ZSurveyParams, querystring: ZResultsQuery, response: { 200: ZSurveyResults } } }, (req) =>
    getSurveyResults(deps.db, requireAccess(req), req.params.id, req.query.source),
  );
  app.get(
    `${results}/:questionId/answers`,
    { config: guard, schema: { params: ZResultsQuestionParams, querystring: ZTextAnswersQuery, response: { 200: ZTextAnswersPage } } },
    (req) => getTextAnswers(deps.db, requireAccess(req), req.params.id, req.params.questionId, req.query),
  );
};
