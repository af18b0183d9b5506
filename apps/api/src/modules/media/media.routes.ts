import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZTeamParams } from '@gifthub/shared/fields';
import { MEDIA_MAX_BYTES, ZMediaImage, ZMediaList, ZMediaParams, ZMediaQuery } from '@gifthub/shared/media';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { readMultipart } from '../../lib/multipart';
import { requireAccess } from '../../plugins/auth';
import { imageUploadTexts } from '../storage/image-upload';
import * as media from './media.service';

/**
 * The media gallery (spec 3 §2.5, §7). Any member lists and uploads (campaign editors choose heroes from it; the
 * logo and action pages ask for edit-team-settings where they are saved); deleting from the team's library needs
 * edit-team-settings. Demo is read-only (plugins/auth). No Pro gate: free teams choose their logo here too.
 */
export const mediaRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  app.get('/teams/:teamId/media', { config: { permission: 'member' }, schema: { params: ZTeamParams, querystring: ZMediaQuery, response: { 200: ZMediaList } } }, (req) =>
    media.listMedia(deps.db, requireAccess(req).team.id, req.query),
  );

  app.post('/teams/:teamId/media', { config: { permission: 'member' }, schema: { params: ZTeamParams, response: { 200: ZMediaImage } } }, async (req) => {
    const access = requireAccess(req);
    const tooLarge = imageUploadTexts.tooLarge(MEDIA_MAX_BYTES);
    const { file } = await readMultipart(req, { maxBytes: MEDIA_MAX_BYTES, tooLarge, fileRequired: 'File is required.' });
    if (!file || !file.buffer.length) throw AppError.field('file', 'File is required.');
    return media.uploadMedia(deps, access.team.id, file);
  });

  app.delete(
    '/teams/:teamId/media/:filename',
    { config: { permission: 'edit-team-settings' }, schema: { params: ZMediaParams, querystring: ZMediaQuery, response: { 200: ZMediaList } } },
    (req) => media.deleteMedia(deps, requireAccess(req).team.id, req.params.filename, req.query),
  );
};
