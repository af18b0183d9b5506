import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCreatedId } from '@gifthub/shared/campaigns';
import {
  ZTemplate,
  ZTemplateActivate,
  ZTemplateCreate,
  ZTemplateList,
  ZTemplateListQuery,
  ZTemplatePageParams,
  ZTemplateParams,
  ZTemplateQuestionParams,
  ZTemplateReorder,
  ZTemplateSlugParams,
  ZTemplateUpdate,
} from '@gifthub/shared/survey-templates';
import { ZOk, ZPageCreate, ZPageUpdate, ZQuestion, ZQuestionUpdate, ZReorder, ZSurveyPage } from '@gifthub/shared/surveys';
import type { TDeps } from '../../deps';
import { forRequest } from '../../lib/public-url';
import { requireAuth } from '../../plugins/auth';
import { createSurveyPage, deleteSurveyPage, duplicateSurveyPage, getSurveyPage, listSurveyPages, reorderSurveyPages, updateSurveyPage } from '../surveys/survey-pages.service';
import { listSurveyQuestions, reorderSurveyQuestions, updateSurveyQuestion } from '../surveys/survey-questions.service';
import * as templates from './survey-templates.service';

// Anyone signed in reads the gallery (drafts only for product admins); product admins ('staff') curate it.
const reader = { permission: 'authenticated' } as const;
const admin = { permission: 'staff' } as const;
const ZPages = z.array(ZSurveyPage);
const ZQuestions = z.array(ZQuestion);

const viewerOf = (req: FastifyRequest): templates.TViewer => {
  const auth = requireAuth(req);
  return { userId: auth.userId, isAdmin: auth.isBbAdmin };
};

/** Survey templates (spec 2 §7: /templates, /templates/slug/{slug}, activate, reorder, pages and questions CRUD). */
export const surveyTemplatesRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  const base = '/templates';
  app.get(base, { config: reader, schema: { querystring: ZTemplateListQuery, response: { 200: ZTemplateList } } }, (req) =>
    templates.listTemplates(forRequest(deps, req), viewerOf(req), req.query),
  );
  app.post(base, { config: { ...admin, idempotent: true }, schema: { body: ZTemplateCreate, response: { 200: ZCreatedId } } }, (req) =>
    templates.createTemplate(deps.db, viewerOf(req), req.body),
  );
  app.patch(base, { config: admin, schema: { body: ZTemplateReorder, response: { 200: ZTemplateList } } }, (req) =>
    templates.reorderTemplates(forRequest(deps, req), viewerOf(req), req.body),
  );
  app.get(`${base}/slug/:slug`, { config: reader, schema: { params: ZTemplateSlugParams, response: { 200: ZTemplate } } }, (req) =>
    templates.getTemplateBySlug(forRequest(deps, req), viewerOf(req), req.params.slug),
  );

  const one = `${base}/:id`;
  app.get(one, { config: reader, schema: { params: ZTemplateParams, response: { 200: ZTemplate } } }, (req) => templates.getTemplate(forRequest(deps, req), viewerOf(req), req.params.id));
  app.put(one, { config: admin, schema: { params: ZTemplateParams, body: ZTemplateUpdate, response: { 200: ZTemplate } } }, (req) =>
    templates.updateTemplate(forRequest(deps, req), viewerOf(req), req.params.id, req.body),
  );
  app.delete(one, { config: admin, schema: { params: ZTemplateParams, response: { 200: ZOk } } }, (req) => templates.deleteTemplate(deps.db, viewerOf(req), req.params.id));
  app.post(`${one}/restore`, { config: admin, schema: { params: ZTemplateParams, response: { 200: ZTemplate } } }, (req) => templates.restoreTemplate(forRequest(deps, req), viewerOf(req), req.params.id));
  app.delete(`${one}/permanent`, { config: admin, schema: { params: ZTemplateParams, response: { 200: ZOk } } }, (req) =>
    templates.deleteTemplateForGood(deps.db, viewerOf(req), req.params.id),
  );
  // Idempotent so a retried request after a lost answer makes one survey.
  app.post(`${one}/activate`, { config: { ...reader, idempotent: true }, schema: { params: ZTemplateParams, body: ZTemplateActivate, response: { 200: ZCreatedId } } }, (req) =>
    templates.activateTemplate(forRequest(deps, req), viewerOf(req), req.params.id, req.body.team_id),
  );

  // ---- pages and questions: the surveys' own services, on the template's survey
  const target = (req: FastifyRequest, id: number) => templates.templateTarget(deps.db, viewerOf(req), id);
  const pages = `${one}/pages`;
  app.get(pages, { config: reader, schema: { params: ZTemplateParams, response: { 200: ZPages } } }, async (req) => listSurveyPages(deps.db, await target(req, req.params.id)));
  app.post(pages, { config: admin, schema: { params: ZTemplateParams, body: ZPageCreate, response: { 200: ZSurveyPage } } }, async (req) =>
    createSurveyPage(deps.db, await target(req, req.params.id), req.body),
  );
  app.patch(pages, { config: admin, schema: { params: ZTemplateParams, body: ZReorder, response: { 200: ZPages } } }, async (req) =>
    reorderSurveyPages(deps.db, await target(req, req.params.id), req.body),
  );
  const page = `${pages}/:pageId`;
  app.get(page, { config: reader, schema: { params: ZTemplatePageParams, response: { 200: ZSurveyPage } } }, async (req) =>
    getSurveyPage(deps.db, await target(req, req.params.id), req.params.pageId),
  );
  app.put(page, { config: admin, schema: { params: ZTemplatePageParams, body: ZPageUpdate, response: { 200: ZSurveyPage } } }, async (req) =>
    updateSurveyPage(deps.db, await target(req, req.params.id), req.params.pageId, req.body),
  );
  app.delete(page, { config: admin, schema: { params: ZTemplatePageParams, response: { 200: ZOk } } }, async (req) =>
    deleteSurveyPage(deps.db, await target(req, req.params.id), req.params.pageId),
  );
  app.post(`${page}/duplicate`, { config: admin, schema: { params: ZTemplatePageParams, response: { 200: ZSurveyPage } } }, async (req) =>
    duplicateSurveyPage(deps.db, await target(req, req.params.id), req.params.pageId),
  );

  const questions = `${one}/questions`;
  app.get(questions, { config: reader, schema: { params: ZTemplateParams, response: { 200: ZQuestions } } }, async (req) => listSurveyQuestions(deps.db, await target(req, req.params.id)));
  app.patch(questions, { config: admin, schema: { params: ZTemplateParams, body: ZReorder, response: { 200: ZQuestions } } }, async (req) =>
    reorderSurveyQuestions(deps.db, await target(req, req.params.id), req.body),
  );
  app.put(`${questions}/:questionId`, { config: admin, schema: { params: ZTemplateQuestionParams, body: ZQuestionUpdate, response: { 200: ZQuestion } } }, async (req) =>
    updateSurveyQuestion(deps.db, await target(req, req.params.id), req.params.questionId, req.body),
  );
};
