import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ZBatch, ZBatchParams, ZBatchRename, ZBulkQuery, ZBulkRefusal, ZBulkReport } from '@gifthub/shared/campaign-batches';
import { BULK_FILE_MAX_BYTES, csvTexts, type TBulkKind } from '@gifthub/shared/campaign-csv';
import { ZIdParams } from '@gifthub/shared/fields';
import type { TDeps } from '../../deps';
import { readMultipart } from '../../lib/multipart';
import { forRequest } from '../../lib/public-url';
import { requireAuth } from '../../plugins/auth';
import { getBatch, renameBatch } from './campaign-batches.service';
import { BulkRefused, bulkUpload } from './campaign-bulk.service';
import { noStore } from '../../lib/no-store';

const actor = (req: Parameters<typeof requireAuth>[0]) => {
  const auth = requireAuth(req);
  return { id: auth.userId, isBbAdmin: auth.isBbAdmin };
};

const UPLOADS: [string, TBulkKind][] = [
  ['/gb-campaigns/:id/registrations/bulk/csv', 'send'],
  ['/gb-campaigns/:id/registrations/bulk/csv-link', 'invite'],
];

/**
 * Multi Send and Multi Invite by CSV and their lists (spec 1 §7): multipart uploads (file part `file`) with
 * ?dry_run=true for the report alone, and a list's figures and rename. No :teamId: the services find the campaign's
 * team and check membership, the Pro gate, demo read-only and use-balance. An upload takes money (Multi Send) or
 * makes many invitations: it honours Idempotency-Key, so a retried upload writes once.
 */
export const campaignBulkRoutes: FastifyPluginAsyncZod<{ deps: TDeps }> = async (app, { deps }) => {
  // Lists answer their shared secret (the batch's link): no cache keeps it.
  app.addHook('onSend', noStore);
  for (const [url, kind] of UPLOADS)
    app.post(
      url,
      {
        config: { permission: 'authenticated', idempotent: true },
        schema: { params: ZIdParams, querystring: ZBulkQuery, response: { 200: ZBulkReport, 422: ZBulkRefusal } },
      },
      async (req, reply) => {
        const user = actor(req);
        const upload = await readMultipart(req, { maxBytes: BULK_FILE_MAX_BYTES, tooLarge: csvTexts.tooLarge, fileRequired: csvTexts.fileRequired, maxFields: 20 });
        try {
          return await bulkUpload(forRequest(deps, req), user, req.params.id, kind, upload, { dryRun: req.query.dry_run });
        } catch (err) {
          if (!(err instanceof BulkRefused)) throw err;
          return reply.code(422).send({ message: err.message, code: err.code, errors: err.fields, report: err.report });
        }
      },
    );

  app.get(
    '/gb-campaigns/:id/registrations/batch/:sharedSecret',
    { config: { permission: 'authenticated' }, schema: { params: ZBatchParams, response: { 200: ZBatch } } },
    (req) => getBatch(forRequest(deps, req), actor(req), req.params.id, req.params.sharedSecret),
  );

  app.put(
    '/gb-campaigns/:id/registrations/batch/:sharedSecret',
    { config: { permission: 'authenticated' }, schema: { params: ZBatchParams, body: ZBatchRename, response: { 200: ZBatch } } },
    (req) => renameBatch(forRequest(deps, req), actor(req), req.params.id, req.params.sharedSecret, req.body.label),
  );
};
