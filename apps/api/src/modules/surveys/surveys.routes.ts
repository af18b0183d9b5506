import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCreatedId } from '@gifthub/shared/campaigns';
import { ZTeamParams } from '@gifthub/shared/fields';
import {
  ZOk,
  ZPageChoices,
  ZPageCreate,
  ZPageUpdate,
  ZQuestion,
  ZQuestionCreate,
  ZQuestionUpdate,
  ZReorder,
  ZSourceForm,
  ZSourceUpdate,
  ZSurvey,
  ZSurveyCreate,
  ZSurveyList,
  ZSurveyListQuery,
  ZSurveyPage,
  ZSurveyPageParams,
  ZSurveyParams,
  ZSurveyPartsQuery,
  ZSurveyQuestionParams,
  ZSurveySource,
  ZSurveySourceParams,
  ZSurveySources,
  ZSurveyUpdate,
} from '@gifthub/shared/surveys';
import type { TDeps } from '../../deps';
import { forRequest } from '../../lib/public-url';
import { requireAccess } from '../../plugins/auth';
import { createSurveyFromTemplate } from './survey-content.service';
import { createSurveyPage, duplicateSurveyPage, getSurveyPage, listSurveyPages, reorderSurveyPages, selectSurveyPages, updateSurveyPage } from './survey-pages.service';
import { deletePageForGood, deleteQuestionForGood, listBinnedPages, listBinnedQuestions, setPageState, setQuestionState } from './survey-parts-bin.service';
import { createSurveyQuestion, listSurveyQuestions, reorderSurveyQuestions, updateSurveyQuestion } from './survey-questions.service';
import { binSurveySource, createSurveySource, deleteSurveySourceForGood, listSurveySources, setSurveySourceActive, updateSurveySource } from './survey-sources.service';
import * as surveys from './surveys.service';

// Surveys are a Pro area for the admin permission (issue 13); the demo team reads them, its writes are refused by the auth plugin.
const guard = { permission: 'admin', pro: 'surveys' } as const;
const ZPages = z.array(ZSurveyPage);
const ZQuestions = z.array(ZQuestion);

/** A team's surveys: the builder's API (spec 2 §7; issue 13's paths). The respondent's calls are survey-responses'. */
export const surveysRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  const base = '/teams/:teamId/surveys';
  app.get(base, { config: guard, schema: { params: ZTeamParams, querystring: ZSurveyListQuery, response: { 200: ZSurveyList } } }, (req) =>
    surveys.listSurveys(forRequest(deps, req), requireAccess(req), req.query),
  );
  // Idempotent so a retried request after a lost answer makes one survey.
  app.post(base, { config: { ...guard, idempotent: true }, schema: { params: ZTeamParams, body: ZSurveyCreate, response: { 200: ZCreatedId } } }, (req) => {
    const { template_id } = req.body;
    return template_id === undefined ? surveys.createSurvey(deps.db, requireAccess(req), req.body) : createSurveyFromTemplate(deps.db, requireAccess(req), { ...req.body, template_id });
  });

  const one = `${base}/:id`;
  app.get(one, { config: guard, schema: { params: ZSurveyParams, response: { 200: ZSurvey } } }, (req) => surveys.getSurvey(forRequest(deps, req), requireAccess(req), req.params.id));
  app.put(one, { config: guard, schema: { params: ZSurveyParams, body: ZSurveyUpdate, response: { 200: ZSurvey } } }, (req) =>
    surveys.updateSurvey(forRequest(deps, req), requireAccess(req), req.params.id, req.body),
  );
  app.delete(one, { config: guard, schema: { params: ZSurveyParams, response: { 200: ZOk } } }, async (req) => {
    await surveys.setSurveyState(forRequest(deps, req), requireAccess(req), req.params.id, 'delete');
    return { ok: true as const };
  });
  for (const change of ['publish', 'unpublish', 'restore'] as const)
    app.post(`${one}/${change}`, { config: guard, schema: { params: ZSurveyParams, response: { 200: ZSurvey } } }, (req) =>
      surveys.setSurveyState(forRequest(deps, req), requireAccess(req), req.params.id, change),
    );
  app.delete(`${one}/permanent`, { config: guard, schema: { params: ZSurveyParams, response: { 200: ZOk } } }, (req) =>
    surveys.deleteSurveyForGood(deps.db, requireAccess(req), req.params.id),
  );

  // ---- pages (the services serve templates too: survey-templates.routes hands them a template's survey)
  const target = (req: FastifyRequest, id: number) => surveys.surveyTarget(deps.db, requireAccess(req), id);
  const pages = `${one}/pages`;
  // Pages, questions and sources follow the surveys' own bin and publishing: DELETE moves one to the bin, listed with
  // ?deleted=true; restore, permanent, publish and unpublish as a survey's.
  app.get(pages, { config: guard, schema: { params: ZSurveyParams, querystring: ZSurveyPartsQuery, response: { 200: ZPages } } }, async (req) =>
    req.query.deleted ? listBinnedPages(deps.db, await target(req, req.params.id)) : listSurveyPages(deps.db, await target(req, req.params.id)),
  );
  app.post(pages, { config: guard, schema: { params: ZSurveyParams, body: ZPageCreate, response: { 200: ZSurveyPage } } }, async (req) =>
    createSurveyPage(deps.db, await target(req, req.params.id), req.body),
  );
  app.patch(pages, { config: guard, schema: { params: ZSurveyParams, body: ZReorder, response: { 200: ZPages } } }, async (req) =>
    reorderSurveyPages(deps.db, await target(req, req.params.id), req.body),
  );
  app.get(`${pages}/select`, { config: guard, schema: { params: ZSurveyParams, response: { 200: ZPageChoices } } }, async (req) =>
    selectSurveyPages(deps.db, await target(req, req.params.id)),
  );
  const page = `${pages}/:pageId`;
  app.get(page, { config: guard, schema: { params: ZSurveyPageParams, response: { 200: ZSurveyPage } } }, async (req) =>
    getSurveyPage(deps.db, await target(req, req.params.id), req.params.pageId),
  );
  app.put(page, { config: guard, schema: { params: ZSurveyPageParams, body: ZPageUpdate, response: { 200: ZSurveyPage } } }, async (req) =>
    updateSurveyPage(deps.db, await target(req, req.params.id), req.params.pageId, req.body),
  );
  app.delete(page, { config: guard, schema: { params: ZSurveyPageParams, response: { 200: ZOk } } }, async (req) => {
    await setPageState(deps.db, await target(req, req.params.id), req.params.pageId, 'delete');
    return { ok: true as const };
  });
  for (const change of ['publish', 'unpublish', 'restore'] as const)
    app.post(`${page}/${change}`, { config: guard, schema: { params: ZSurveyPageParams, response: { 200: ZSurveyPage } } }, async (req) =>
      setPageState(deps.db, await target(req, req.params.id), req.params.pageId, change),
    );
  app.delete(`${page}/permanent`, { config: guard, schema: { params: ZSurveyPageParams, response: { 200: ZOk } } }, async (req) =>
    deletePageForGood(deps.db, await target(req, req.params.id), req.params.pageId),
  );
  app.post(`${page}/duplicate`, { config: guard, schema: { params: ZSurveyPageParams, response: { 200: ZSurveyPage } } }, async (req) =>
    duplicateSurveyPage(deps.db, await target(req, req.params.id), req.params.pageId),
  );

  // ---- questions
  const questions = `${one}/questions`;
  app.get(questions, { config: guard, schema: { params: ZSurveyParams, querystring: ZSurveyPartsQuery, response: { 200: ZQuestions } } }, async (req) =>
    req.query.deleted ? listBinnedQuestions(deps.db, await target(req, req.params.id)) : listSurveyQuestions(deps.db, await target(req, req.params.id)),
  );
  app.post(questions, { config: guard, schema: { params: ZSurveyParams, body: ZQuestionCreate, response: { 200: ZQuestion } } }, async (req) =>
    createSurveyQuestion(deps.db, await target(req, req.params.id), req.body),
  );
  app.patch(questions, { config: guard, schema: { params: ZSurveyParams, body: ZReorder, response: { 200: ZQuestions } } }, async (req) =>
    reorderSurveyQuestions(deps.db, await target(req, req.params.id), req.body),
  );
  const question = `${questions}/:questionId`;
  app.put(question, { config: guard, schema: { params: ZSurveyQuestionParams, body: ZQuestionUpdate, response: { 200: ZQuestion } } }, async (req) =>
    updateSurveyQuestion(deps.db, await target(req, req.params.id), req.params.questionId, req.body),
  );
  app.delete(question, { config: guard, schema: { params: ZSurveyQuestionParams, response: { 200: ZOk } } }, async (req) => {
    await setQuestionState(deps.db, await target(req, req.params.id), req.params.questionId, 'delete');
    return { ok: true as const };
  });
  for (const change of ['publish', 'unpublish', 'restore'] as const)
    app.post(`${question}/${change}`, { config: guard, schema: { params: ZSurveyQuestionParams, response: { 200: ZQuestion } } }, async (req) =>
      setQuestionState(deps.db, await target(req, req.params.id), req.params.questionId, change),
    );
  app.delete(`${question}/permanent`, { config: guard, schema: { params: ZSurveyQuestionParams, response: { 200: ZOk } } }, async (req) =>
    deleteQuestionForGood(deps.db, await target(req, req.params.id), req.params.questionId),
  );

  // ---- sources
  const sources = `${one}/sources`;
  app.get(sources, { config: guard, schema: { params: ZSurveyParams, querystring: ZSurveyPartsQuery, response: { 200: ZSurveySources } } }, (req) =>
    listSurveySources(forRequest(deps, req), requireAccess(req), req.params.id, req.query.deleted ?? false),
  );
  app.post(sources, { config: guard, schema: { params: ZSurveyParams, body: ZSourceForm, response: { 200: ZSurveySource } } }, (req) =>
    createSurveySource(forRequest(deps, req), requireAccess(req), req.params.id, req.body),
  );
  const source = `${sources}/:sourceId`;
  app.put(source, { config: guard, schema: { params: ZSurveySourceParams, body: ZSourceUpdate, response: { 200: ZSurveySource } } }, (req) =>
    updateSurveySource(forRequest(deps, req), requireAccess(req), req.params.id, req.params.sourceId, req.body),
  );
  for (const change of ['publish', 'unpublish'] as const)
    app.post(`${source}/${change}`, { config: guard, schema: { params: ZSurveySourceParams, response: { 200: ZSurveySource } } }, (req) =>
      setSurveySourceActive(forRequest(deps, req), requireAccess(req), req.params.id, req.params.sourceId, change === 'publish'),
    );
  app.delete(source, { config: guard, schema: { params: ZSurveySourceParams, response: { 200: ZOk } } }, async (req) => {
    await binSurveySource(forRequest(deps, req), requireAccess(req), req.params.id, req.params.sourceId, 'delete');
    return { ok: true as const };
  });
  app.post(`${source}/restore`, { config: guard, schema: { params: ZSurveySourceParams, response: { 200: ZSurveySource } } }, (req) =>
    binSurveySource(forRequest(deps, req), requireAccess(req), req.params.id, req.params.sourceId, 'restore'),
  );
  app.delete(`${source}/permanent`, { config: guard, schema: { params: ZSurveySourceParams, response: { 200: ZOk } } }, (req) =>
    deleteSurveySourceForGood(deps.db, requireAccess(req), req.params.id, req.params.sourceId),
  );
};
