import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZOk } from '@gifthub/shared/errors';
import { ZTeamParams, ZIdParams } from '@gifthub/shared/fields';
import { ZPaymentDocument, ZPaymentDocumentRequest } from '@gifthub/shared/billing';
import { paged } from '@gifthub/shared/paging';
import {
  PAYMENT_DOCUMENT_MAX_BYTES,
  paymentDocumentTexts,
  ZAdminPaymentDocument,
  ZAdminPaymentDocumentsQuery,
  ZDocParams,
  ZDocumentList,
  ZPaymentDocumentsQuery,
  ZPaymentDocumentUpload,
  ZTeamDocParams,
} from '@gifthub/shared/payment-documents';
import { readMultipart } from '../../lib/multipart';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import { requireAccess, requireAuth } from '../../plugins/auth';
import * as documents from './payment-documents.service';
import { forRequest } from '../../lib/public-url';

const finance = { permission: 'team-finance' } as const;
const staff = { permission: 'staff' } as const;

/** A stored file as an attachment; the ASCII name for old clients, the UTF-8 one (RFC 5987) for the rest. */
const sendFile = (reply: FastifyReply, f: documents.TDocumentFile) =>
  reply
    .type(f.contentType)
    .header('content-length', f.size)
    .header('content-disposition', `attachment; filename="${f.filename.replace(/[^A-Za-z0-9._ -]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(f.filename)}`)
    .header('cache-control', 'private, no-store')
    .header('x-content-type-options', 'nosniff')
    .send(f.stream);

/** Payment documents (spec 3 §2.8, §7 Billing) and the staff side: list, upload, delete, issue again. */
export const paymentDocumentsRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  app.get('/teams/:teamId/payment-documents', { config: finance, schema: { params: ZTeamParams, querystring: ZPaymentDocumentsQuery, response: { 200: paged(ZPaymentDocument) } } }, (req) =>
    documents.listTeamDocuments(deps.db, requireAccess(req), req.query),
  );
  app.post(
    '/teams/:teamId/payment-documents/request',
    { config: finance, schema: { params: ZTeamParams, body: ZPaymentDocumentRequest, response: { 200: ZPaymentDocument } } },
    (req) => documents.requestDocument(forRequest(deps, req), requireAccess(req), req.body),
  );
  app.get('/teams/:teamId/payment-documents/:id', { config: finance, schema: { params: ZDocParams, response: { 200: ZPaymentDocument } } }, (req) =>
    documents.getTeamDocument(deps.db, requireAccess(req), req.params.id),
  );
  app.get('/teams/:teamId/payment-documents/:id/download', { config: finance, schema: { params: ZDocParams } }, async (req, reply) =>
    sendFile(reply, await documents.teamDocumentFile(deps, requireAccess(req), req.params.id)),
  );

  // ---- Staff back office ----
  app.get('/admin/payment-documents', { config: staff, schema: { querystring: ZAdminPaymentDocumentsQuery, response: { 200: paged(ZAdminPaymentDocument) } } }, (req) =>
    documents.listDocuments(deps, req.query),
  );
  app.get('/admin/payment-documents/:id/download', { config: staff, schema: { params: ZIdParams } }, async (req, reply) =>
    sendFile(reply, await documents.adminDocumentFile(deps, req.params.id)),
  );

  // Multipart: file (a PDF up to 10 MB), type (invoice or receipt) and name (defaults to the file's name).
  app.post('/admin/teams/:id/payment-documents', { config: staff, schema: { params: ZIdParams, response: { 200: ZAdminPaymentDocument } } }, async (req) => {
    const staffUserId = requireAuth(req).userId;
    const upload = await readMultipart(req, { maxBytes: PAYMENT_DOCUMENT_MAX_BYTES, maxFields: 5, tooLarge: paymentDocumentTexts.tooLarge, fileRequired: paymentDocumentTexts.fileRequired });
    const { fields } = upload;
    const file = upload.file?.buffer ?? null;
    const parsed = ZPaymentDocumentUpload.safeParse({ type: fields.type, name: fields.name?.trim() || (upload.file?.filename ?? '').replace(/\.pdf$/i, '') });
    if (!parsed.success) {
      const errors: Record<string, string[]> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'file');
        errors[key] ??= [issue.message];
      }
      throw AppError.validation(errors, Object.values(errors)[0]![0]);
    }
    if (!file) throw AppError.field('file', paymentDocumentTexts.fileRequired);
    return documents.uploadDocument(deps, staffUserId, req.params.id, { ...parsed.data, file });
  });
  app.delete('/admin/teams/:id/payment-documents/:docId', { config: staff, schema: { params: ZTeamDocParams, response: { 200: ZOk } } }, async (req) => {
    await documents.deleteDocument(deps, req.params.id, req.params.docId);
    return { ok: true };
  });
  app.post('/admin/billing/top-ups/:id/documents', { config: staff, schema: { params: ZIdParams, response: { 200: ZDocumentList } } }, (req) =>
    documents.reissueTopUpDocuments(deps, req.params.id),
  );
};
