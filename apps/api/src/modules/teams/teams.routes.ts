import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZTeamParams } from '@gifthub/shared/fields';
import { ZPageTeam } from '@gifthub/shared/claims';
import { ZActionPagePreviewParams, ZActionPagePreviewQuery } from '@gifthub/shared/teams';
import { LOGO_UPLOAD_TYPES, ZDomain, ZTeam, ZTeamDomains, ZTeamFileParams, ZTeamUpdate } from '@gifthub/shared/teams';
import { ZTeamImagesUpdate } from '@gifthub/shared/media';
import { readMultipart } from '../../lib/multipart';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { requireAccess } from '../../plugins/auth';
import { teamWithBalance } from '../billing/billing.team-view.service';
import * as teams from './teams.service';

const PUBLIC_FILE = /^(team|campaign|media)-/;
const MIME: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', gif: 'image/gif', webp: 'image/webp', svg: 'image/svg+xml' };

export const teamsRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  app.get('/teams/:teamId', { config: { permission: 'member' }, schema: { params: ZTeamParams, response: { 200: ZTeam } } }, (req) =>
    teamWithBalance(deps.db, requireAccess(req).team),
  );

  app.put('/teams/:teamId', { config: { permission: 'edit-team-settings' }, schema: { params: ZTeamParams, body: ZTeamUpdate, response: { 200: ZTeam } } }, (req) =>
    teams.updateTeam(deps.db, requireAccess(req), req.body, deps.config.productName).then((team) => teamWithBalance(deps.db, team)),
  );

  app.post(
    '/teams/:teamId/domains',
    { config: { permission: 'edit-team-settings', pro: 'eligibleDomains' }, schema: { params: ZTeamParams, body: ZDomain, response: { 200: ZTeamDomains } } },
    async (req) => ({ domains: await teams.addTeamDomain(deps.db, requireAccess(req), req.body.domain) }),
  );

  app.delete(
    '/teams/:teamId/domains',
    { config: { permission: 'edit-team-settings', pro: 'eligibleDomains' }, schema: { params: ZTeamParams, body: ZDomain, response: { 200: ZTeamDomains } } },
    async (req) => ({ domains: await teams.removeTeamDomain(deps.db, requireAccess(req), req.body.domain) }),
  );

  // Multipart: file and type (logo_url, hero_url or action_logo_url). Size is capped by the multipart limits too.
  app.post('/teams/:teamId/upload', { config: { permission: 'edit-team-settings' }, schema: { params: ZTeamParams, response: { 200: ZTeam } } }, async (req) => {
    const access = requireAccess(req);
    const { file, fields } = await readMultipart(req, { tooLarge: 'File must be at most 2 MB.', fileRequired: 'File is required.' });
    const type = fields.type ?? 'logo_url';
    if (!(LOGO_UPLOAD_TYPES as readonly string[]).includes(type)) throw AppError.field('type', 'Type must be one of the listed values.');
    if (!file || !file.buffer.length) throw AppError.field('file', 'File is required.');
    return teamWithBalance(deps.db, await teams.uploadTeamImage(deps, access, file, type as (typeof LOGO_UPLOAD_TYPES)[number], deps.config.productName));
  });

  // The logo, hero and action logo chosen from the team's media gallery (or cleared); each is the team's own file.
  app.put(
    '/teams/:teamId/images',
    { config: { permission: 'edit-team-settings' }, schema: { params: ZTeamParams, body: ZTeamImagesUpdate, response: { 200: ZTeam } } },
    async (req) => teamWithBalance(deps.db, await teams.chooseTeamImages(deps, requireAccess(req), req.body, deps.config.productName)),
  );

  // The action pages' preview (preview_url): a sample gift page in the team's look, for the portal's iframe.
  app.get(
    '/public/action-pages/:teamSlug/preview',
    { config: { public: true, rateLimit: { max: 120, timeWindow: 60_000 } }, schema: { params: ZActionPagePreviewParams, querystring: ZActionPagePreviewQuery, response: { 200: ZPageTeam } } },
    (req) => teams.previewTeam(deps.db, req.params.teamSlug, req.query.key),
  );

  // Uploaded team images: names are random, so they are public like the gift pages that show them.
  app.get('/files/:name', { config: { public: true }, schema: { params: ZTeamFileParams } }, async (req, reply) => {
    // Only the images pages show (team, campaign and gallery images): other stored files are private to their routes.
    const file = PUBLIC_FILE.test(req.params.name) ? await deps.storage.get(req.params.name) : null;
    if (!file) throw AppError.notFound('File');
    return reply
      .header('content-type', MIME[req.params.name.split('.').pop() ?? ''] ?? 'application/octet-stream')
      .header('content-length', file.bytes)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(file.body);
  });
};
