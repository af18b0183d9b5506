import { z } from 'zod';
import { PAYMENT_DOCUMENT_TYPES, ZPaymentDocument } from './billing';
import { enumField, id, requiredString, ZTeamParams } from './fields';
import { pageQuery } from './paging';

/** Payment documents (spec 3 §2.8): 10 per page, filtered by type. ZPaymentDocument and the request body live in billing.ts. */
export const PAYMENT_DOCUMENTS_PER_PAGE = 10;
export const PAYMENT_DOCUMENT_FILTERS = ['all', ...PAYMENT_DOCUMENT_TYPES] as const;
export type TPaymentDocumentFilter = (typeof PAYMENT_DOCUMENT_FILTERS)[number];

/** GET /teams/{teamId}/payment-documents: type (all, invoice, receipt, request), page, per_page. */
export const ZPaymentDocumentsQuery = pageQuery(PAYMENT_DOCUMENTS_PER_PAGE).extend({
  type: z.enum(PAYMENT_DOCUMENT_FILTERS, { error: 'Type must be one of the listed values.' }).default('all'),
});

// ---- Staff back office ----

/** Documents staff upload by hand: PDFs only, invoice or receipt, up to 10 MB. */
export const PAYMENT_DOCUMENT_UPLOAD_TYPES = ['invoice', 'receipt'] as const;
export const PAYMENT_DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;
export const PAYMENT_DOCUMENT_NAME_MAX = 120;

/** The non-file fields of the staff upload form (the file is checked on its own). */
export const ZPaymentDocumentUpload = z.strictObject({
  type: enumField('Type', PAYMENT_DOCUMENT_UPLOAD_TYPES),
  name: requiredString('Name', { max: PAYMENT_DOCUMENT_NAME_MAX }),
});
export type TPaymentDocumentUpload = z.infer<typeof ZPaymentDocumentUpload>;

export const ZAdminPaymentDocument = ZPaymentDocument.extend({
  team_id: z.number(),
  team_name: z.string(),
  top_up_id: z.number().nullable(),
  message: z.string().nullable(),
  created_by: z.string().nullable(),
  has_file: z.boolean(),
});
export type TAdminPaymentDocument = z.infer<typeof ZAdminPaymentDocument>;

export const ZAdminPaymentDocumentsQuery = pageQuery(20).extend({
  team_id: id('Team').optional(),
  type: z.enum(PAYMENT_DOCUMENT_TYPES).optional(),
});

export const paymentDocumentTexts = {
  fileRequired: 'File is required.',
  notPdf: 'File must be a PDF document.',
  tooLarge: 'File must be at most 10 MB.',
} as const;

/** A team's document, and a document of a team in the back office. */
export const ZDocParams = ZTeamParams.extend({ id: id() });
export const ZTeamDocParams = z.object({ id: id(), docId: id() });
export const ZDocumentList = z.object({ data: z.array(ZAdminPaymentDocument) });
