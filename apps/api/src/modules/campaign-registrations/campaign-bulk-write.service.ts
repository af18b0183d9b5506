/**
 * Writing a checked Multi Send or Multi Invite upload (campaign-bulk.service), all rows or none: one transaction,
 * registrations and their events in multi-row INSERTs, each row carrying the list's label and shared secret.
 */
import type { TCsvRow } from '@gifthub/shared/campaign-csv';
import type { Db } from '../../db/client';
import { invitationSchedule } from '@gifthub/shared/campaign-expiry';
import { formatPence } from '@gifthub/shared/pricing';
import type { TLinkDeps } from '../../lib/public-url';
import * as billing from '../billing/billing.service';
import * as catalogue from '../catalogue/catalogue.service';
import { campaignOptions, type TCampaignRecord } from '../campaigns/campaign-lookup.service';
import { takeOptionUnit } from '../campaigns/campaign-pages.service';
import { mailTemplates } from '../mail/mail.templates';
import { optionClaims } from '../registrations/registration-picks.service';
import { createRegistrations, recordEmailedMany } from '../registrations/registrations.bulk.service';
import { addressColumns, costColumns, linkLedgerEntry, newSecret, type TRegistrationValues } from '../registrations/registrations.service';
import { issueVouchersSoon } from '../registrations/voucher-delivery.service';
import { inviteLink } from '../registrations/registrations.views';
import type { TTeamAccess } from '../teams/team-access';
import { AppError } from '../../lib/app-error';
import { campaignRegistrationTexts } from '@gifthub/shared/campaign-registrations';
import type { TBulkForm } from './campaign-bulk.service';
import { optionColumns, type TOptionSale } from './campaign-pricing.service';

type TNewMail = Parameters<TLinkDeps['mailer']['enqueue']>[0];

export type TBulkScope = { access: TTeamAccess; campaign: TCampaignRecord; form: TBulkForm; byName: string; now: Date; label: string; sharedSecret: string };

const batchColumns = (s: TBulkScope) => ({ teamId: s.access.team.id, platform: 'gifting' as const, campaignId: s.campaign.id, batchLabel: s.label, sharedSecret: s.sharedSecret, createdAt: s.now });
const recipientColumns = (r: TCsvRow) => ({ firstName: r.first_name, lastName: r.last_name, email: r.email });

/** Queues the upload's e-mails in the outbox inside its transaction: multi-row INSERTs when the mailer has them. */
async function enqueueAll(deps: TLinkDeps, tx: Db, mails: TNewMail[]) {
  if (deps.mailer.enqueueMany) return deps.mailer.enqueueMany(mails, tx);
  for (const mail of mails) await deps.mailer.enqueue(mail, tx);
}

/** Multi Invite: a link registration per line (invited, no option yet), each e-mailed when asked. Nothing is charged now. */
export async function writeInvitations(deps: TLinkDeps, s: TBulkScope, rows: TCsvRow[]): Promise<number> {
  const emailed = s.form.send_email;
  const values: TRegistrationValues[] = rows.map((r) => ({
    ...batchColumns(s),
    ...recipientColumns(r),
    type: s.campaign.rewardType === 'voucher' ? 'voucher' : 'physical',
    registrationMethod: 'multiple-link',
    secret: newSecret(),
    passwordType: 'none',
    invitedAt: s.now,
    invitedBy: s.access.userId,
    invitedByName: s.byName,
    sendEmail: emailed,
    invitationMessage: s.form.invitation_message || null,
    notecardType: s.form.notecard_type,
    notecardText: s.form.notecard_text || null,
    ...invitationSchedule(s.now, s.campaign, emailed),
  }));
  await deps.db.transaction(async (tx) => {
    const inserted = await createRegistrations(tx, values, { invited: true, data: { method: 'multiple-link', campaign_id: s.campaign.id, multi: true }, byUserId: s.access.userId, at: s.now });
    if (!emailed) return;
    const mails = inserted.map((r, i) =>
      mailTemplates.campaignInvitation(deps.config, {
        to: r.email,
        recipientName: rows[i]!.first_name,
        teamName: s.access.team.name,
        senderName: s.byName,
        campaignName: s.campaign.name,
        link: inviteLink(deps.config.publicUrl, s.access.team.slug, r.secret),
        message: s.form.invitation_message,
        verification: 'none',
      }),
    );
    await enqueueAll(deps, tx, mails);
    await recordEmailedMany(tx, inserted.map((r) => r.id), 'campaign-invitation', s.now);
  });
  return rows.length;
}

/** The option's units and voucher limit for n gifts, in the transaction (one conditional update per unit, as Select & Send takes them). */
async function takeUnits(tx: Db, option: TOptionSale['option'], n: number) {
  const unavailable = () => AppError.field('option_id', campaignRegistrationTexts.optionUnavailable);
  if (option.available !== null) for (let i = 0; i < n; i++) if (!(await takeOptionUnit(tx, option.id))) throw unavailable();
  if (option.voucherLimit !== null && (await optionClaims(tx, option.id)) + n > option.voucherLimit) throw unavailable();
}

/**
 * Multi Send: a confirmed gift per line of the chosen option (registration_method multiple), paid now from the team
 * balance, a spend per gift linked from it (a short balance rolls every row back). eGifts' codes are issued after
 * the rows are written (voucher-delivery.service), so a run that fails has asked the provider for nothing.
 */
export async function writeSends(deps: TLinkDeps, s: TBulkScope, option: TOptionSale['option'], sales: { row: TCsvRow; sale: TOptionSale }[]): Promise<number> {
  const productName = (await campaignOptions(deps.db, s.campaign.id)).find((o) => o.option.id === option.id)?.productName ?? null;
  const physical = option.type === 'physical';
  const values: TRegistrationValues[] = sales.map(({ row, sale }) => ({
    ...batchColumns(s),
    ...recipientColumns(row),
    ...optionColumns(sale, productName),
    ...costColumns(sale.type, sale.prices),
    ...addressColumns(row, physical),
    registrationMethod: 'multiple',
    secret: newSecret(),
    registeredAt: s.now,
    registeredBy: s.access.userId,
    registeredByName: s.byName,
    confirmedAt: s.now,
    sendEmail: s.form.send_email,
    paymentMethod: sale.prices.total.iv > 0 ? 'team-balance' : null,
  }));
  const ids = await deps.db.transaction(async (tx) => {
    if (physical && option.productId) await catalogue.reserveStock(tx, option.productId, sales.length, { method: 'multiple' });
    await takeUnits(tx, option, sales.length);
    const inserted = await createRegistrations(tx, values, { invited: false, data: { method: 'multiple', campaign_id: s.campaign.id, payment_method: 'team-balance' }, byUserId: s.access.userId, at: s.now });
    for (const [i, r] of inserted.entries()) {
      const { row, sale } = sales[i]!;
      const total = sale.prices.total.iv;
      const label = `${s.campaign.name}: ${option.name}${sale.type === 'voucher' ? ` ${formatPence(sale.voucherValue ?? 0)}` : ''}`;
      if (total > 0) {
        const spent = await billing.spend(tx, {
          teamId: s.access.team.id,
          userId: s.access.userId,
          type: 'prepaid-gift',
          description: `${label} for ${row.first_name} ${row.last_name}`.slice(0, 200),
          priceExVat: sale.prices.total.ev,
          price: total,
          campaignId: s.campaign.id,
          campaignName: s.campaign.name,
          optionName: option.name,
          productName: productName ?? option.name,
          registrationId: r.id,
          amount: total,
          at: s.now,
        });
        await linkLedgerEntry(tx, r.id, spent.id);
      }
    }
    // A physical gift's e-mail now; an eGift's goes with its code.
    if (physical && s.form.send_email) {
      const mails = inserted.map((r, i) =>
        mailTemplates.giftOnItsWay(deps.config, { to: r.email, recipientName: sales[i]!.row.first_name, teamName: s.access.team.name, message: '', senderName: s.byName, productName: option.name }),
      );
      await enqueueAll(deps, tx, mails);
      await recordEmailedMany(tx, inserted.map((r) => r.id), 'campaign-gift', s.now);
    }
    return inserted.map((r) => r.id);
  });
  if (!physical) issueVouchersSoon(deps, ids);
  return sales.length;
}
