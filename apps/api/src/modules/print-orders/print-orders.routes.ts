import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ZCreatedId } from '@gifthub/shared/campaigns';
import { id, ZIdParams } from '@gifthub/shared/fields';
import { paged } from '@gifthub/shared/paging';
import {
  OMS_FILE_MAX_BYTES,
  printOrderTexts,
  ZAdminOmsJob,
  ZAdminOmsJobListItem,
  ZAdminOmsJobsQuery,
  ZCustomerPackView,
  ZEnquiryCreate,
  ZEnquiryStatusUpdate,
  ZInvoiceStatusUpdate,
  ZJobConvert,
  ZJobProgress,
  ZOmsFileParams,
  ZOmsFileUpload,
  ZOmsJob,
  ZOmsJobListItem,
  ZOmsJobsQuery,
  ZOmsTeamQuery,
  ZPackCreate,
  ZPackParams,
} from '@gifthub/shared/print-orders';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { readMultipart } from '../../lib/multipart';
import { forRequest } from '../../lib/public-url';
import { requireAuth } from '../../plugins/auth';
import * as admin from './print-orders.admin.service';
import * as orders from './print-orders.service';
import { noStore } from '../../lib/no-store';

// Team calls name their team in team_id; the service checks it against the signed-in user (plugins/auth resolves
// :teamId paths only), so any member may read their team's orders and make enquiries. Demo teams only read.
const member = { permission: 'authenticated' } as const;
const staff = { permission: 'staff' } as const;

const sendFile = (reply: FastifyReply, f: { body: Buffer; contentType: string; filename: string }) =>
  reply
    .type(f.contentType)
    .header('content-disposition', `attachment; filename="${f.filename.replace(/[^A-Za-z0-9._ -]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(f.filename)}`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(f.body);

const viewer = (req: Parameters<typeof requireAuth>[0]) => {
  const a = requireAuth(req);
  return { userId: a.userId, isBbAdmin: a.isBbAdmin };
};

/** Print orders and enquiries (spec 3 §2.11, §7 Print orders) and the staff's side of them. */
export const printOrdersRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  // Jobs answer their packs' public keys: no cache keeps them.
  app.addHook('onSend', noStore);
  app.get('/oms-ws/jobs', { config: member, schema: { querystring: ZOmsJobsQuery, response: { 200: paged(ZOmsJobListItem) } } }, (req) => orders.listJobs(deps, viewer(req), req.query));
  app.get('/oms-ws/jobs/:id', { config: member, schema: { params: ZIdParams, querystring: ZOmsTeamQuery, response: { 200: ZOmsJob } } }, (req) =>
    orders.getJob(deps, viewer(req), req.query.team_id, req.params.id),
  );
  // Files by their public key (192 random bits), and only for members of the job's team.
  app.get('/oms-ws/attachment/:id', { config: member, schema: { params: ZOmsFileParams, querystring: ZOmsTeamQuery } }, async (req, reply) =>
    sendFile(reply, await orders.fileByKey(deps, viewer(req), req.query.team_id, req.params.id)),
  );
  app.post('/oms-ws/enquiry', { config: { ...member, idempotent: true }, schema: { body: ZEnquiryCreate, response: { 200: ZCreatedId } } }, (req) =>
    orders.saveEnquiry(forRequest(deps, req), viewer(req), req.body),
  );
  app.get('/oms-ws/pack/:key', { config: member, schema: { params: ZPackParams, response: { 200: ZCustomerPackView } } }, (req) => orders.packByKey(deps, viewer(req), req.params.key));

  // ---- Staff back office ----
  const ZJobFileParams = z.object({ id: id(), fileId: id('File') });
  app.get('/admin/oms-ws/jobs', { config: staff, schema: { querystring: ZAdminOmsJobsQuery, response: { 200: paged(ZAdminOmsJobListItem) } } }, (req) => admin.listAll(forRequest(deps, req), req.query));
  app.get('/admin/oms-ws/jobs/:id', { config: staff, schema: { params: ZIdParams, response: { 200: ZAdminOmsJob } } }, (req) => admin.getAny(forRequest(deps, req), req.params.id));
  app.post('/admin/oms-ws/jobs/:id/packs', { config: staff, schema: { params: ZIdParams, body: ZPackCreate, response: { 200: ZAdminOmsJob } } }, (req) =>
    admin.addPack(forRequest(deps, req), requireAuth(req).userId, req.params.id, req.body),
  );
  app.put('/admin/oms-ws/jobs/:id/status', { config: staff, schema: { params: ZIdParams, body: ZEnquiryStatusUpdate, response: { 200: ZAdminOmsJob } } }, (req) =>
    admin.setEnquiryStatus(forRequest(deps, req), req.params.id, req.body.status),
  );
  app.post('/admin/oms-ws/jobs/:id/convert', { config: staff, schema: { params: ZIdParams, body: ZJobConvert, response: { 200: ZAdminOmsJob } } }, (req) =>
    admin.convert(forRequest(deps, req), req.params.id, req.body),
  );
  app.put('/admin/oms-ws/jobs/:id/progress', { config: staff, schema: { params: ZIdParams, body: ZJobProgress, response: { 200: ZAdminOmsJob } } }, (req) =>
    admin.progress(forRequest(deps, req), req.params.id, req.body),
  );
  app.put('/admin/oms-ws/jobs/:id/invoices/:fileId', { config: staff, schema: { params: ZJobFileParams, body: ZInvoiceStatusUpdate, response: { 200: ZAdminOmsJob } } }, (req) =>
    admin.setInvoiceStatus(forRequest(deps, req), req.params.id, req.params.fileId, req.body.status),
  );
  // Multipart: file (PDF, PNG or JPEG up to 10 MB), kind (attachment or invoice), name, and an invoice's status.
  app.post('/admin/oms-ws/jobs/:id/files', { config: staff, schema: { params: ZIdParams, response: { 200: ZAdminOmsJob } } }, async (req) => {
    const upload = await readMultipart(req, { maxBytes: OMS_FILE_MAX_BYTES, maxFields: 5, tooLarge: printOrderTexts.tooLarge, fileRequired: printOrderTexts.fileRequired });
    const parsed = ZOmsFileUpload.safeParse({ ...upload.fields, name: upload.fields.name?.trim() || (upload.file?.filename ?? '').replace(/\.[A-Za-z0-9]+$/, '') });
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'file')] ??= [issue.message];
      throw AppError.validation(errors, Object.values(errors)[0]![0]);
    }
    if (!upload.file) throw AppError.field('file', printOrderTexts.fileRequired);
    return admin.addFile(forRequest(deps, req), req.params.id, { ...parsed.data, file: upload.file.buffer });
  });
};
