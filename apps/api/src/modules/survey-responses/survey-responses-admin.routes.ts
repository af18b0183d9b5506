import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZSurveyParams } from '@gifthub/shared/surveys';
import {
  ZNoteCreate,
  ZResponseDetail,
  ZResponseNote,
  ZResponseParams,
  ZResponsesExport,
  ZResponsesPage,
  ZResponsesQuery,
} from '@gifthub/shared/survey-responses';
import type { TDeps } from '../../deps';
import { sendCsv } from '../../lib/csv';
import { requireAccess } from '../../plugins/auth';
import { addResponseNote, getSurveyResponse, listSurveyResponses } from './survey-responses-admin.service';
import { exportResponsesCsv, exportResponsesPdf } from './survey-responses-export.service';
import { surveysDocs } from '../openapi/surveys.api-docs';

// As the surveys routes: the admin permission on a Pro plan; the demo team reads, its writes are refused by the auth plugin.
const guard = { permission: 'admin', pro: 'surveys' } as const;

/** A team's survey responses: the Responses tab's list, one response and its notes, the export (spec 2 §7; issue 14). */
export const surveyResponsesAdminRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  const list = '/teams/:teamId/surveys/:id/responses';
  app.get(list, { config: { ...guard, publicApi: surveysDocs.responses }, schema: { params: ZSurveyParams, querystring: ZResponsesQuery, response: { 200: ZResponsesPage } } }, (req) =>
    listSurveyResponses(deps.db, requireAccess(req), req.params.id, req.query),
  );
  const one = `${list}/:responseId`;
  app.get(one, { config: { ...guard, publicApi: surveysDocs.response }, schema: { params: ZResponseParams, response: { 200: ZResponseDetail } } }, (req) =>
    getSurveyResponse(deps.db, requireAccess(req), req.params.id, req.params.responseId),
  );
  app.post(`${one}/notes`, { config: guard, schema: { params: ZResponseParams, body: ZNoteCreate, response: { 200: ZResponseNote } } }, (req) =>
    addResponseNote({ db: deps.db, now: deps.clock.now() }, requireAccess(req), req.params.id, req.params.responseId, req.body.content),
  );
  // An export writes nothing: the demo team may make one.
  app.post(`${list}/export`, { config: { ...guard, demoAllowed: true }, schema: { params: ZSurveyParams, body: ZResponsesExport } }, async (req, reply) => {
    const run = { db: deps.db, now: deps.clock.now() };
    if (req.body.format === 'pdf') {
      const pdf = await exportResponsesPdf(run, requireAccess(req), req.params.id, req.body);
      return reply.type('application/pdf').header('content-disposition', `attachment; filename="${pdf.filename}"`).header('cache-control', 'no-store').send(pdf.body);
    }
    return sendCsv(reply, await exportResponsesCsv(run, requireAccess(req), req.params.id, req.body));
  });
};
