import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZOk } from '@gifthub/shared/errors';
import {
  RESOURCE_PDF_MAX_BYTES,
  RESOURCE_THUMBNAIL_MAX_BYTES,
  resourceTexts,
  ZAdminResource,
  ZAdminResourceList,
  ZAdminResourceQuery,
  ZResourceDetail,
  ZResourceFileParams,
  ZResourceIdParams,
  ZResourceInput,
  ZResourceList,
  ZResourceListQuery,
  ZResourceSlugParams,
  ZResourceStatusInput,
  ZResourceTag,
} from '@gifthub/shared/resources';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { readMultipart } from '../../lib/multipart';
import { requireAuth } from '../../plugins/auth';
import { imageUploadTexts } from '../storage/image-upload';
import { contentTypeOf } from '../storage/storage';
import * as resources from './resources.service';

/**
 * Resources (spec 3 §2.9, §7): GET /resources and /resources/{slug} for any signed-in user (published posts only);
 * the back office's /admin/resources for staff; GET /resources/files/{name} serves thumbnails and PDFs.
 */
export const resourcesRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  app.get('/resources', { config: { permission: 'authenticated' }, schema: { querystring: ZResourceListQuery, response: { 200: ZResourceList } } }, (req) =>
    resources.listResources(deps.db, req.query),
  );

  app.get('/resources/:slug', { config: { permission: 'authenticated' }, schema: { params: ZResourceSlugParams, response: { 200: ZResourceDetail } } }, (req) =>
    resources.getResource(deps.db, req.params.slug, { isStaff: requireAuth(req).isBbAdmin }),
  );

  // Names are random (resource-{id}-{16 hex}), so the files are public like the team images gift pages show: an
  // <img> and a download link cannot send the bearer token. A PDF is an attachment without a name of its own, so
  // the link's download attribute names it after the guide.
  app.get('/resources/files/:name', { config: { public: true }, schema: { params: ZResourceFileParams } }, async (req, reply) => {
    const name = req.params.name;
    const file = await resources.resourceFile(deps.storage, name);
    const pdf = name.endsWith('.pdf');
    return reply
      .header('content-type', contentTypeOf(name))
      .header('content-length', file.bytes)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .header('content-disposition', pdf ? 'attachment' : 'inline')
      .send(file.body);
  });

  // The back office (staff only).
  const staff = { permission: 'staff' } as const;
  app.get('/admin/resources', { config: staff, schema: { querystring: ZAdminResourceQuery, response: { 200: ZAdminResourceList } } }, (req) =>
    resources.adminListResources(deps.db, req.query),
  );
  app.get('/admin/resources/tags', { config: staff, schema: { response: { 200: z.array(ZResourceTag) } } }, () => resources.adminTags(deps.db));
  app.get('/admin/resources/:id', { config: staff, schema: { params: ZResourceIdParams, response: { 200: ZAdminResource } } }, (req) =>
    resources.adminGetResource(deps.db, req.params.id),
  );
  app.post('/admin/resources', { config: staff, schema: { body: ZResourceInput, response: { 200: ZAdminResource } } }, (req) =>
    resources.createResource(deps, requireAuth(req).userId, req.body),
  );
  app.put('/admin/resources/:id', { config: staff, schema: { params: ZResourceIdParams, body: ZResourceInput, response: { 200: ZAdminResource } } }, (req) =>
    resources.updateResource(deps, req.params.id, req.body),
  );
  app.post('/admin/resources/:id/status', { config: staff, schema: { params: ZResourceIdParams, body: ZResourceStatusInput, response: { 200: ZAdminResource } } }, (req) =>
    resources.setResourceStatus(deps, req.params.id, req.body.status),
  );
  app.delete('/admin/resources/:id', { config: staff, schema: { params: ZResourceIdParams, response: { 200: ZOk } } }, (req) => resources.deleteResource(deps, req.params.id));

  app.post('/admin/resources/:id/thumbnail', { config: staff, schema: { params: ZResourceIdParams, response: { 200: ZAdminResource } } }, async (req) => {
    const { file } = await readMultipart(req, { maxBytes: RESOURCE_THUMBNAIL_MAX_BYTES, tooLarge: imageUploadTexts.tooLarge(RESOURCE_THUMBNAIL_MAX_BYTES), fileRequired: resourceTexts.fileRequired });
    if (!file || !file.buffer.length) throw AppError.field('file', resourceTexts.fileRequired);
    return resources.uploadThumbnail(deps, req.params.id, file);
  });
  app.post('/admin/resources/:id/pdf', { config: staff, schema: { params: ZResourceIdParams, response: { 200: ZAdminResource } } }, async (req) => {
    const { file } = await readMultipart(req, { maxBytes: RESOURCE_PDF_MAX_BYTES, tooLarge: resourceTexts.pdfTooLarge, fileRequired: resourceTexts.fileRequired });
    if (!file || !file.buffer.length) throw AppError.field('file', resourceTexts.fileRequired);
    return resources.uploadPdf(deps, req.params.id, file);
  });
  app.post('/admin/resources/:id/pdf/generate', { config: staff, schema: { params: ZResourceIdParams, response: { 200: ZAdminResource } } }, (req) =>
    resources.generatePdf(deps, req.params.id),
  );
  for (const kind of ['thumbnail', 'pdf'] as const)
    app.delete(`/admin/resources/:id/${kind}`, { config: staff, schema: { params: ZResourceIdParams, response: { 200: ZAdminResource } } }, (req) =>
      resources.removeFile(deps, req.params.id, kind),
    );
};
