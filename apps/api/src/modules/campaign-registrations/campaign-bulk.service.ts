/**
 * Multi Send and Multi Invite by CSV (spec 1 §2 multi modal, §5, §6, §7 bulk/csv and bulk/csv-link). One upload is
 * checked whole first: the form, the file (shared parseCampaignCsv: every line's rules), each Multi Send line's price
 * (campaign-pricing: shipping to its country) and the whole batch's cost against the team balance. A dry run
 * answers that report; a run with any error writes nothing (422 with the report); otherwise every row is written
 * in one transaction, in multi-row INSERTs (registrations.bulk). Multi Send (registration_method multiple) is
 * confirmed and paid now from the team balance, a ledger spend per gift as Select & Send pays; Multi Invite
 * (multiple-link) is charged at confirmation as single invitations are, so the balance must cover every row's
 * maximum price. E-mails are queued in the outbox inside the transaction and delivered after it.
 */
import { BULK_METHOD, batchTexts, ZBulkFields, type TBulkReport } from '@gifthub/shared/campaign-batches';
import { BULK_REPORT_ERRORS_MAX, csvTexts, isCsvFile, parseCampaignCsv, type TBulkKind, type TCsvError, type TCsvRow } from '@gifthub/shared/campaign-csv';
import { campaignRegistrationTexts } from '@gifthub/shared/campaign-registrations';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { isSpecialCorporation } from '@gifthub/shared/gifts';
import { texts } from '@gifthub/shared/messages';
import { toPounds } from '@gifthub/shared/pricing';
import type { z } from 'zod';
import type { TLinkDeps } from '../../lib/public-url';
import type { TUpload } from '../../lib/multipart';
import { AppError } from '../../lib/app-error';
import { checkBalance } from '../billing/billing.service';
import { campaignOptions, findCampaignOption, type TCampaignRecord } from '../campaigns/campaign-lookup.service';
import { requireTeamWrite } from '../campaigns/campaigns.service';
import { batchEmails, batchStats } from '../registrations/registrations.bulk.service';
import { memberName, newSecret } from '../registrations/registrations.service';
import type { TTeamAccess } from '../teams/team-access';
import { findBatch } from './campaign-batches.service';
import { requireInvitationsOpen } from './campaign-invite.service';
import { writeInvitations, writeSends } from './campaign-bulk-write.service';
import { maxGiftPrice, priceOption, requireAvailable, type TOptionSale } from './campaign-pricing.service';
import { campaignScope, type TActor } from './campaign-recipients.service';

export type TBulkForm = z.output<typeof ZBulkFields>;
export type TBulkUpload = { file: TUpload | null; fields: Record<string, string> };

/** A run refused for its rows: the route answers 422 with the report. */
export class BulkRefused extends AppError {
  constructor(readonly report: TBulkReport) {
    super(ERROR_CODES.validation, 422, csvTexts.hasErrors(report.errors_total), { file: [csvTexts.hasErrors(report.errors_total)] });
  }
}

/** The form's fields with the spec's messages (first per field), and the file's type. */
function readForm(kind: TBulkKind, upload: TBulkUpload): { form: TBulkForm; file: TUpload } {
  const parsed = ZBulkFields.safeParse(upload.fields);
  const errors: Record<string, string[]> = {};
  if (!upload.file) errors.file = [csvTexts.fileRequired];
  else if (!isCsvFile(upload.file.filename, upload.file.mimetype)) errors.file = [csvTexts.notCsv];
  for (const issue of parsed.error?.issues ?? []) errors[String(issue.path[0] ?? '_')] ??= [issue.message];
  if (kind === 'send' && parsed.success && !parsed.data.option_id) errors.option_id = [batchTexts.optionRequired];
  if (Object.keys(errors).length) throw AppError.validation(errors, Object.values(errors)[0]![0]);
  return { form: parsed.data!, file: upload.file! };
}

/** Who may upload (spec 1 §6): Pro and not demo, use-balance, not corporation 5, and a campaign taking invitations. */
function requireBulkAllowed(deps: TLinkDeps, access: TTeamAccess, campaign: TCampaignRecord, kind: TBulkKind) {
  requireTeamWrite(access, 'campaigns', deps.config.productName);
  if (!access.permissions['use-balance']) throw AppError.forbidden(texts.noTeamCredit);
  if (isSpecialCorporation(access.team.corporationId)) throw AppError.forbidden(kind === 'send' ? batchTexts.noMultiSend : campaignRegistrationTexts.noMultiInvite);
  requireInvitationsOpen(campaign);
}

/** The list the rows go to: a new one, or (shared_secret) an existing list of this campaign and kind. */
async function targetBatch(deps: TLinkDeps, campaignId: number, kind: TBulkKind, form: TBulkForm) {
  if (!form.shared_secret) return { label: form.batch_label, sharedSecret: newSecret(), existing: false };
  const stats = await batchStats(deps.db, campaignId, form.shared_secret);
  if (!stats) throw new AppError(ERROR_CODES.notFound, 404, batchTexts.notFound);
  if (stats.method !== BULK_METHOD[kind]) throw AppError.conflict(batchTexts.wrongKind(kind));
  return { label: stats.label, sharedSecret: form.shared_secret, existing: true };
}

/** Each Multi Send line priced with its shipping country; a line the option cannot ship to is an error of that line. */
function priceLines(option: TOptionSale['option'], form: TBulkForm, rows: TCsvRow[], errors: TCsvError[]) {
  const sales: { row: TCsvRow; sale: TOptionSale }[] = [];
  for (const row of rows) {
    try {
      sales.push({ row, sale: priceOption(option, { quantity: 1, country: row.country, notecard_type: form.notecard_type, notecard_text: form.notecard_text }) });
    } catch (err) {
      if (!(err instanceof AppError) || !err.fields) throw err;
      // The notecard's rule is the form's, not a line's.
      if (err.fields.notecard_text) throw err;
      for (const [field, [message]] of Object.entries(err.fields)) errors.push({ line: row.line, field, message: message! });
    }
  }
  return sales;
}

/**
 * POST /gb-campaigns/{id}/registrations/bulk/csv (send) and .../bulk/csv-link (invite), multipart with a `file` part.
 * dry_run answers the report and writes nothing.
 */
export async function bulkUpload(deps: TLinkDeps, user: TActor, campaignId: number, kind: TBulkKind, upload: TBulkUpload, opts: { dryRun: boolean }): Promise<TBulkReport> {
  const { campaign, access } = await campaignScope(deps.db, user, campaignId);
  requireBulkAllowed(deps, access, campaign, kind);
  const { form, file } = readForm(kind, upload);
  const option = kind === 'send' ? requireAvailable(await findCampaignOption(deps.db, campaign.id, form.option_id!)) : null;
  const batch = await targetBatch(deps, campaign.id, kind, form);

  const parsed = parseCampaignCsv(file.buffer.toString('utf8'), kind);
  const errors = [...parsed.errors];
  let rows = parsed.rows;
  if (batch.existing && rows.length) {
    // Adding to a list: an e-mail already on it is that line's error.
    const onList = await batchEmails(deps.db, campaign.id, batch.sharedSecret, rows.map((r) => r.email));
    for (const r of rows) if (onList.has(r.email.toLowerCase())) errors.push({ line: r.line, field: 'email', message: csvTexts.onList });
    rows = rows.filter((r) => !onList.has(r.email.toLowerCase()));
  }
  const sales = option ? priceLines(option, form, rows, errors) : [];
  let total: number;
  if (option) {
    if (option.available !== null && option.available < sales.length) throw AppError.field('option_id', campaignRegistrationTexts.optionUnavailable);
    total = sales.reduce((sum, s) => sum + s.sale.prices.total.iv, 0);
  } else {
    const options = await campaignOptions(deps.db, campaign.id, true);
    if (!options.length) throw new AppError(ERROR_CODES.conflict, 409, campaignRegistrationTexts.noOptions);
    total = maxGiftPrice(options.map((o) => o.option)) * rows.length;
  }
  errors.sort((a, b) => a.line - b.line);
  const covered = (await checkBalance(deps.db, access, toPounds(total))).allowed;
  const report: TBulkReport = {
    dry_run: opts.dryRun,
    rows: parsed.count,
    errors: errors.slice(0, BULK_REPORT_ERRORS_MAX),
    errors_total: errors.length,
    total: toPounds(total),
    charged: kind === 'send' ? 'now' : 'on-confirmation',
    balance_covered: covered,
    created: 0,
    batch: null,
  };
  if (opts.dryRun) return report;
  if (errors.length) throw new BulkRefused(report);
  if (!covered) throw new AppError(ERROR_CODES.insufficientBalance, 409, campaignRegistrationTexts.balanceLow);

  const s = { access, campaign, form, byName: await memberName(deps.db, access.userId), now: deps.clock.now(), label: batch.label, sharedSecret: batch.sharedSecret };
  const created = option ? await writeSends(deps, s, option, sales) : await writeInvitations(deps, s, rows);
  deps.mailer.nudge();
  return { ...report, created, batch: await findBatch(deps.db, campaign.id, batch.sharedSecret) };
}
