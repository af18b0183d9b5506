/**
 * GET /gb-campaigns/{id}/registrations/export (spec 1 §2: "a CSV named with the campaign id and today's date"): the
 * list's filters, every matching recipient, streamed in keyset batches by id (never all rows in memory). A Pro
 * feature (CSV export). Dates are DD/MM/YYYY HH:mm in London time, money in pounds inc VAT, as billing's exports.
 */
import {
  fulfilmentDisplay,
  RECIPIENT_STATE_LABELS,
  recipientState,
  recipientsExportName,
  REGISTRATION_METHOD_LABELS,
  type TRecipientsExportQuery,
} from '@gifthub/shared/campaign-registrations';
import { toPounds } from '@gifthub/shared/pricing';
import type { TDeps } from '../../deps';
import { csvDateTime, csvHeader, csvLine, type TCsvExport } from '../../lib/csv';
import { campaignRecipientBatches, type TRegistration } from '../registrations/registrations.service';
import { requirePro } from '../teams/teams.service';
import { campaignScope, requireRecipientsShown, type TActor } from './campaign-recipients.service';

export const EXPORT_BATCH = 1000;

export const RECIPIENT_CSV_COLUMNS = [
  'ID',
  'First Name',
  'Last Name',
  'E-mail',
  'Company',
  'Method',
  'Gift Option',
  'State',
  'Invited',
  'Registered',
  'Confirmed',
  'Rejected',
  'Sent',
  'Fulfilment',
  'Tracking URL',
  'Total (inc VAT)',
  'Note',
] as const;

const when = csvDateTime;
const iso = (d: Date | null) => d?.toISOString() ?? null;

function recipientCells(r: TRegistration): (string | number | null)[] {
  const state = recipientState({ registered_at: iso(r.registeredAt), option_id: r.optionId, confirmed_at: iso(r.confirmedAt), rejected_at: iso(r.rejectedAt) });
  const fulfilment = fulfilmentDisplay({ processed_at: iso(r.processedAt), sent_at: iso(r.sentAt), delivery_status: r.deliveryStatus, delivery_resolution: r.deliveryResolution });
  return [
    String(r.id),
    r.firstName,
    r.lastName,
    r.email,
    r.company ?? '',
    REGISTRATION_METHOD_LABELS[r.registrationMethod] ?? r.registrationMethod,
    r.optionName ?? '',
    RECIPIENT_STATE_LABELS[state],
    when(r.invitedAt),
    when(r.registeredAt),
    when(r.confirmedAt),
    when(r.rejectedAt),
    when(r.sentAt),
    fulfilment,
    r.trackingUrl ?? '',
    toPounds(r.totalIv),
    r.note?.text ?? '',
  ];
}

export type TRecipientsExport = TCsvExport;

/** Access, status and the Pro gate are checked before anything is sent; then the rows stream batch by batch. */
export async function exportRecipients(deps: TDeps, user: TActor, campaignId: number, q: TRecipientsExportQuery, batch = EXPORT_BATCH): Promise<TRecipientsExport> {
  const { campaign, access } = await campaignScope(deps.db, user, campaignId);
  requireRecipientsShown(campaign);
  requirePro(access, 'csvExport', deps.config.productName);
  async function* lines() {
    yield csvHeader(RECIPIENT_CSV_COLUMNS);
    for await (const rows of campaignRecipientBatches(deps.db, access, campaign.id, q, batch)) {
      let chunk = '';
      for (const r of rows) chunk += csvLine(recipientCells(r));
      yield chunk;
    }
  }
  return { filename: recipientsExportName(campaign.id, deps.clock.now()), lines: lines() };
}
