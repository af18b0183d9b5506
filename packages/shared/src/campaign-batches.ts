/**
 * Multi Send and Multi Invite uploads and their lists (spec 1 §3 Batch, §7 CSV bulk and Batch): the multipart form's
 * fields, the dry run's and the run's answer, the Batch entity and its rename. The CSV rules are campaign-csv.ts.
 */
import { z } from 'zod';
import { ZErrorBody } from './errors';
import { boolish, id, readBoolean, text } from './fields';
import { MESSAGE_MAX, NOTECARD_MAX, NOTECARD_TYPES } from './gifts';
import { msg } from './messages';
import { ZPounds } from './pricing';
import { BULK_REPORT_ERRORS_MAX, type TBulkKind } from './campaign-csv';

export const BATCH_LABEL_MAX = 100;
export const BULK_METHOD: Record<TBulkKind, 'multiple' | 'multiple-link'> = { send: 'multiple', invite: 'multiple-link' };

const batchLabel = z.preprocess(
  (v) => (typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: msg.required('List Label') })
    .min(1, { error: msg.required('List Label') })
    .max(BATCH_LABEL_MAX, { error: msg.maxLength('List Label', BATCH_LABEL_MAX) }),
);

/** A batch's shared secret: 32 URL-safe characters (192 random bits), like a registration's. */
export const ZSharedSecret = z.string().regex(/^[A-Za-z0-9_-]{32}$/, { error: 'This list could not be found.' });

/**
 * The multipart fields beside the `file` part (spec 1 §7): option_id (Multi Send), batch_label, notecard_type,
 * notecard_text, send_email, invitation_message, and shared_secret to add to an existing list.
 */
export const ZBulkFields = z
  .object({
    option_id: z.preprocess((v) => (v === '' ? undefined : v), id('Gift Box Option').optional()),
    batch_label: batchLabel,
    notecard_type: z.enum(NOTECARD_TYPES).default('none'),
    notecard_text: text('Notecard text', NOTECARD_MAX).optional().default(''),
    send_email: z.preprocess((v) => (v === undefined || v === '' ? true : readBoolean(v)), z.boolean()),
    invitation_message: text('Invitation message', MESSAGE_MAX).optional().default(''),
    shared_secret: z.preprocess((v) => (v === '' ? undefined : v), ZSharedSecret.optional()),
  })
  .transform((v) => (v.notecard_type === 'custom' ? v : { ...v, notecard_text: '' }));
export type TBulkFields = z.input<typeof ZBulkFields>;

export const ZBulkQuery = z.object({ dry_run: boolish().optional().default(false) });

export const ZCsvError = z.object({ line: z.number(), field: z.string(), message: z.string() });

/** The Batch entity (spec 1 §3): method multiple is Multi Send, otherwise Multi Link. */
export const ZBatch = z.object({
  label: z.string(),
  shared_secret: z.string(),
  created: z.string(),
  method: z.enum(['multiple', 'multiple-link']),
  total: z.number(),
  registered: z.number(),
  confirmed: z.number(),
  sent: z.number(),
});
export type TBatch = z.infer<typeof ZBatch>;

/**
 * A dry run's or a run's answer: how many recipients the file holds, the first errors (errors_total counts all), and
 * the cost in pounds: charged now for Multi Send, at most this on confirmation for Multi Invite. A run answers the
 * batch it wrote.
 */
export const ZBulkReport = z.object({
  dry_run: z.boolean(),
  rows: z.number(),
  errors: z.array(ZCsvError).max(BULK_REPORT_ERRORS_MAX),
  errors_total: z.number(),
  total: ZPounds,
  charged: z.enum(['now', 'on-confirmation']),
  /** Whether the team balance (with its credit) covers the total now. */
  balance_covered: z.boolean(),
  created: z.number(),
  batch: ZBatch.nullable(),
});
export type TBulkReport = z.infer<typeof ZBulkReport>;

/** A run refused for its rows (422): the usual error body with the report, so the modal can list every line. */
export const ZBulkRefusal = ZErrorBody.extend({ report: ZBulkReport.optional() });
export type TBulkRefusal = z.infer<typeof ZBulkRefusal>;

export const ZBatchParams = z.object({ id: id(), sharedSecret: ZSharedSecret });
export const ZBatchRename = z.strictObject({ label: batchLabel });
export type TBatchRename = z.input<typeof ZBatchRename>;

export const batchTexts = {
  notFound: 'This list could not be found.',
  wrongKind: (kind: TBulkKind) => (kind === 'send' ? 'This list is a Multi Invite list: add leads to it with Add More Leads.' : 'This list is a Multi Send list: add to it with Add More To This List.'),
  optionRequired: msg.required('Gift Box Option'),
  noMultiSend: 'Multi Send is not available for your team.',
  batchLinkUsed: 'This list has already been used to claim a gift with this e-mail.',
  notOnList: 'This e-mail is not on the invitation list for this page.',
} as const;

/** The campaign page's query: the batch link's invite={secret} (any text: a wrong one is an unknown link, 404, not a 422). */
export const ZCampaignPageQuery = z.object({ invite: z.string().max(200).optional() });

/** The batch link (spec 1 §2): the campaign's registration_page with invite={secret}. */
export const batchLink = (registrationPage: string, sharedSecret: string) => `${registrationPage}?invite=${encodeURIComponent(sharedSecret)}`;

export const BULK_TITLES: Record<TBulkKind, string> = {
  send: 'Select & Send - Multiple Recipients',
  invite: 'Create A New Invitation - Multiple',
};
