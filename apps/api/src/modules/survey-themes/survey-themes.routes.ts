import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZTeamParams } from '@gifthub/shared/fields';
import {
  ZGalleryListQuery,
  ZGalleryThemeCreate,
  ZGalleryThemeUpdate,
  ZTeamThemeParams,
  ZTheme,
  ZThemeActivate,
  ZThemeCategories,
  ZThemeCreate,
  ZThemeList,
  ZThemeListQuery,
  ZThemeParams,
  ZThemeUpdate,
} from '@gifthub/shared/survey-themes';
import { ZOk } from '@gifthub/shared/surveys';
import type { FastifyRequest } from 'fastify';
import type { TDeps } from '../../deps';
import { requireAccess, requireAuth } from '../../plugins/auth';
import * as gallery from './survey-themes-gallery.service';
import * as themes from './survey-themes.service';

// A team's themes go with its surveys: the admin permission on a Pro team; the demo team reads them.
const guard = { permission: 'admin', pro: 'surveys' } as const;
const signedIn = { permission: 'authenticated' } as const;
const staff = { permission: 'staff' } as const;

const viewer = (req: FastifyRequest): gallery.TGalleryViewer => {
  const auth = requireAuth(req);
  return { userId: auth.userId, isBbAdmin: auth.isBbAdmin };
};

/** Survey themes (spec 2 §7): a team's library, the gallery and its categories, and copying a gallery theme. */
export const surveyThemesRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  const base = '/teams/:teamId/themes';
  app.get(base, { config: guard, schema: { params: ZTeamParams, querystring: ZThemeListQuery, response: { 200: ZThemeList } } }, (req) =>
    themes.listThemes(deps.db, requireAccess(req), req.query),
  );
  app.post(base, { config: guard, schema: { params: ZTeamParams, body: ZThemeCreate, response: { 200: ZTheme } } }, (req) => themes.createTheme(deps.db, requireAccess(req), req.body));
  const one = `${base}/:id`;
  app.get(one, { config: guard, schema: { params: ZTeamThemeParams, response: { 200: ZTheme } } }, (req) => themes.getTheme(deps.db, requireAccess(req), req.params.id));
  app.put(one, { config: guard, schema: { params: ZTeamThemeParams, body: ZThemeUpdate, response: { 200: ZTheme } } }, (req) =>
    themes.updateTheme(deps.db, requireAccess(req), req.params.id, req.body),
  );
  app.delete(one, { config: guard, schema: { params: ZTeamThemeParams, response: { 200: ZOk } } }, (req) => themes.deleteTheme(deps.db, requireAccess(req), req.params.id));
  for (const change of ['publish', 'unpublish'] as const)
    app.post(`${one}/${change}`, { config: guard, schema: { params: ZTeamThemeParams, response: { 200: ZTheme } } }, (req) =>
      themes.setThemeActive(deps.db, requireAccess(req), req.params.id, change === 'publish'),
    );
  app.post(`${one}/restore`, { config: guard, schema: { params: ZTeamThemeParams, response: { 200: ZTheme } } }, (req) => themes.restoreTheme(deps.db, requireAccess(req), req.params.id));
  app.delete(`${one}/permanent`, { config: guard, schema: { params: ZTeamThemeParams, response: { 200: ZOk } } }, (req) =>
    themes.deleteThemeForGood(deps.db, requireAccess(req), req.params.id),
  );

  // ---- the gallery: everyone signed in browses; product admins curate
  app.get('/theme-categories', { config: signedIn, schema: { response: { 200: ZThemeCategories } } }, () => gallery.listThemeCategories(deps.db));
  app.get('/themes', { config: signedIn, schema: { querystring: ZGalleryListQuery, response: { 200: ZThemeList } } }, (req) => gallery.listGallery(deps.db, viewer(req), req.query));
  app.get('/themes/:id', { config: signedIn, schema: { params: ZThemeParams, response: { 200: ZTheme } } }, (req) => gallery.getGalleryTheme(deps.db, viewer(req), req.params.id));
  app.post('/themes', { config: staff, schema: { body: ZGalleryThemeCreate, response: { 200: ZTheme } } }, (req) => gallery.createGalleryTheme(deps.db, viewer(req), req.body));
  app.put('/themes/:id', { config: staff, schema: { params: ZThemeParams, body: ZGalleryThemeUpdate, response: { 200: ZTheme } } }, (req) =>
    gallery.updateGalleryTheme(deps.db, viewer(req), req.params.id, req.body),
  );
  app.delete('/themes/:id', { config: staff, schema: { params: ZThemeParams, response: { 200: ZOk } } }, (req) => gallery.deleteGalleryTheme(deps.db, viewer(req), req.params.id));
  for (const change of ['publish', 'unpublish'] as const)
    app.post(`/themes/:id/${change}`, { config: staff, schema: { params: ZThemeParams, response: { 200: ZTheme } } }, (req) =>
      gallery.setGalleryPublished(deps.db, viewer(req), req.params.id, change === 'publish'),
    );
  app.post('/themes/:id/restore', { config: staff, schema: { params: ZThemeParams, response: { 200: ZTheme } } }, (req) => gallery.restoreGalleryTheme(deps.db, viewer(req), req.params.id));
  app.delete('/themes/:id/permanent', { config: staff, schema: { params: ZThemeParams, response: { 200: ZOk } } }, (req) =>
    gallery.deleteGalleryThemeForGood(deps.db, viewer(req), req.params.id),
  );
  app.post('/themes/:id/activate', { config: signedIn, schema: { params: ZThemeParams, body: ZThemeActivate, response: { 200: ZTheme } } }, (req) =>
    gallery.activateGalleryTheme(deps, viewer(req), req.params.id, req.body.team_id),
  );
};
