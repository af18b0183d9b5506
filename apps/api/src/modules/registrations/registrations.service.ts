/**
 * The gift registration core every platform shares: a registration and its events timeline, order history by
 * platform, the order detail, the recipient's link (visits, verification failures) and the dashboard's series.
 * Claim, decline and refund are in registration-claims.service, the staff fulfilment queue in
 * registration-fulfilment.service. Selling is each platform's own module calling createRegistration: the
 * marketplace (modules/marketplace) charges the full price up front; campaigns will add theirs (charge on
 * confirmation) on the same core. Money is pence here; pounds only in the views.
 */
import { randomBytes } from 'node:crypto';
import { MAX_ID } from '@gifthub/shared/fields';
import { pageMeta, type TPaged } from '@gifthub/shared/paging';
import type { TRecipientsExportQuery, TRecipientsPage, TRecipientsQuery, TRegistrationRead } from '@gifthub/shared/campaign-registrations';
import type { TPrices } from '@gifthub/shared/gifts';
import type { TMarketplaceRegistration, TOrdersQuery } from '@gifthub/shared/registrations';
import type { Db } from '../../db/client';
import type { TDeps } from '../../deps';
import type { TLinkDeps } from '../../lib/public-url';
import { AppError } from '../../lib/app-error';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { registrationTexts } from '@gifthub/shared/registrations';
import type { TTeamAccess } from '../teams/team-access';
import { resolveTeamAccess } from '../teams/teams.service';
import { findUserById } from '../users/users.service';
import * as recipients from './recipients.repository';
import * as repo from './registrations.repository';
import type { TRegistrationRow } from './registrations.table';
import { campaignFieldsOf, detailFields, isInvitationMethod, poundsPrices, pricesOf, toOrderView, toRecipientView, transactionsView } from './registrations.views';

/** A stored registration, as other modules receive it. */
export type TRegistration = TRegistrationRow;
/** The columns a selling module writes. */
export type TRegistrationValues = repo.TRegistrationInsert;

/** A link secret: 192 random bits, URL-safe (32 characters). */
export const newSecret = () => randomBytes(24).toString('base64url');

/** Ids outside a positive 32-bit integer name no registration (and never reach SQL). */
export const isRegistrationId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= MAX_ID;

export const findRegistration = async (db: Db, id: number) => (isRegistrationId(id) ? repo.findRegistration(db, id) : undefined);

// ---------------------------------------------------------------- creating

/**
 * Writes a registration with its first event (invited for a gift link, registered for a direct send) inside the
 * selling module's transaction, so the registration, its payment and its timeline are one outcome.
 */
export async function createRegistration(tx: Db, values: TRegistrationValues & { createdAt: Date }, byUserId: number, data: Record<string, unknown>): Promise<TRegistration> {
  const row = await repo.insertRegistration(tx, values);
  const type = isInvitationMethod(values.registrationMethod) ? 'invited' : 'registered';
  await repo.insertEvent(tx, { registrationId: row.id, type, data, byUserId, at: values.createdAt });
  return row;
}

/**
 * The cost columns a registration stores from its prices (pence, as charged; quantity applied): the admin line is
 * pick and pack for a physical gift and the admin fee for an eGift. Every selling module writes them with this.
 */
export const costColumns = (type: 'physical' | 'voucher', prices: TPrices) => ({
  giftEvCost: prices.gift.ev,
  giftIvCost: prices.gift.iv,
  ppEvCost: type === 'physical' ? prices.admin.ev : 0,
  ppIvCost: type === 'physical' ? prices.admin.iv : 0,
  adminEvCost: type === 'voucher' ? prices.admin.ev : 0,
  adminIvCost: type === 'voucher' ? prices.admin.iv : 0,
  shippingEvCost: prices.shipping.ev,
  shippingIvCost: prices.shipping.iv,
  notecardEvCost: prices.notecard.ev,
  notecardIvCost: prices.notecard.iv,
  voucherEvCost: prices.voucher.ev,
  totalEv: prices.total.ev,
  totalIv: prices.total.iv,
});

/** The name a registration records for the member who sends or invites it. */
export async function memberName(db: Db, userId: number) {
  const user = await findUserById(db, userId);
  return user?.name || user?.email || 'A colleague';
}

type TAddressInput = { address_line_1: string; address_line_2: string; city: string; region: string; postcode: string; country: string; phone: string };
/** The recipient's address columns as a sender gave them: a physical gift's only. */
export const addressColumns = (item: TAddressInput, physical: boolean) => ({
  addressLine1: physical ? item.address_line_1 : null,
  addressLine2: physical ? item.address_line_2 || null : null,
  city: physical ? item.city : null,
  region: physical ? item.region || null : null,
  postcode: physical ? item.postcode.toUpperCase() : null,
  country: physical ? item.country : null,
  phone: physical ? item.phone || null : null,
});

/** Issues a sold eGift before anything is charged: a provider failure answers 503 and nothing is written. */
export async function issueSoldVoucher(deps: TLinkDeps, v: { brand: string; valuePence: number; reference: string }) {
  try {
    return await deps.vouchers.issue({ ...v, siteUrl: deps.config.publicUrl });
  } catch (err) {
    deps.log.error({ err, reference: v.reference }, 'voucher provider could not issue an eGift');
    throw new AppError(ERROR_CODES.voucherUnavailable, 503, registrationTexts.voucherFailed);
  }
}

/** The ledger row that paid for a registration from the team balance. */
export const linkLedgerEntry = async (tx: Db, id: number, teamTransactionId: number) => (await repo.updateRegistration(tx, id, { teamTransactionId }))!;

/** An e-mail about the gift was queued (kind: the mail template). */
export const recordEmailed = (tx: Db, registrationId: number, kind: string, at: Date) =>
  repo.insertEvent(tx, { registrationId, type: 'emailed', data: { kind }, byUserId: null, at });

// ---------------------------------------------------------------- the recipient's link (claims module)

/** Only gift links have a public page: a direct send's secret finds nothing. */
export async function findLinkBySecret(db: Db, secret: string): Promise<TRegistration | undefined> {
  const r = await repo.findBySecret(db, secret);
  return r && isInvitationMethod(r.registrationMethod) ? r : undefined;
}

/** The first visit sets visited_at and adds a 'visited' event; later visits change nothing. */
export async function recordFirstVisit(db: Db, r: TRegistration, at: Date) {
  if (r.visitedAt) return;
  const first = await repo.markVisited(db, r.id, at);
  if (first) await repo.insertEvent(db, { registrationId: r.id, type: 'visited', data: null, byUserId: null, at });
}

export const recordVerifyFailure = (db: Db, r: TRegistration, at: Date) =>
  repo.insertEvent(db, { registrationId: r.id, type: 'verify_failed', data: { kind: r.passwordType }, byUserId: null, at });

export const verifyFailuresSince = (db: Db, r: TRegistration, since: Date) => repo.countEventsSince(db, r.id, 'verify_failed', since);

/** Who to tell about a gift: the member who sent or invited it. */
async function senderOf(db: Db, r: TRegistration) {
  const userId = r.invitedBy ?? r.registeredBy;
  const user = userId ? await findUserById(db, userId) : undefined;
  return user ? { id: user.id, email: user.email, name: user.name || r.invitedByName || r.registeredByName || user.email } : null;
}

/** E-mails the member who sent or invited a gift, in the caller's transaction; with nobody to tell, nothing is queued. */
export async function mailSender(deps: TDeps, tx: Db, r: TRegistration, mail: (sender: { email: string; name: string }) => Parameters<TDeps['mailer']['enqueue']>[0]) {
  const sender = await senderOf(tx, r);
  if (sender) await deps.mailer.enqueue(mail(sender), tx);
}

// ---------------------------------------------------------------- order history

/** Whose orders a member may see: everyone's with view-others-orders, otherwise only what they sent or invited. */
const seesOthers = (access: TTeamAccess) => access.permissions['view-others-orders'];

/** GET /teams/{teamId}/gb-registrations?platform=…: one platform's registrations (the indexes start with team, platform). */
export async function listOrders(deps: TLinkDeps, access: TTeamAccess, q: TOrdersQuery): Promise<TPaged<TMarketplaceRegistration>> {
  const { rows, total, capped } = await repo.listOrders(deps.db, {
    teamId: access.team.id,
    platform: q.platform,
    ownUserId: seesOthers(access) ? undefined : access.userId,
    addedBy: q.registered_by,
    set: { invited_at: q.invited_at, visited_at: q.visited_at, confirmed_at: q.confirmed_at, sent_at: q.sent_at, rejected_at: q.rejected_at },
    q: q.q,
    sort: q.sort ?? 'id',
    direction: q.direction ?? 'desc',
    page: q.page,
    perPage: q.per_page,
  });
  const meta = pageMeta(total, q.page, q.per_page);
  return { data: rows.map((r) => toOrderView(r, access.team.slug, deps.config.publicUrl)), meta: capped ? { ...meta, total_capped: true } : meta };
}

/**
 * GET /gb-registrations/{id}: for members of its team (own orders only without view-others-orders), and staff. Both
 * platforms: a campaign registration's fields (null or false for the marketplace's) and what was charged for it.
 */
export async function getOrder(deps: TLinkDeps, user: { id: number; isBbAdmin: boolean }, id: number): Promise<TRegistrationRead> {
  const row = isRegistrationId(id) ? await repo.findNamedRegistration(deps.db, id) : undefined;
  if (!row) throw AppError.notFound('Gift registration');
  const access = await resolveTeamAccess(deps.db, row.teamId, user).catch(() => null);
  if (!access) throw AppError.notFound('Gift registration');
  if (!seesOthers(access) && row.registeredBy !== user.id && row.invitedBy !== user.id) throw AppError.notFound('Gift registration');
  const events = await repo.listEvents(deps.db, row.id);
  return {
    ...toOrderView(row, access.team.slug, deps.config.publicUrl),
    ...detailFields(row),
    prices: poundsPrices(pricesOf(row)),
    events: events.map((e) => ({ id: e.id, type: e.type, data: e.data, by_user_id: e.byUserId, at: e.at.toISOString() })),
    ...campaignFieldsOf(row),
    transactions: transactionsView(await recipients.chargesOf(deps.db, row)),
  };
}

// ---------------------------------------------------------------- for campaigns

/** How many registrations chose each option of a campaign. */
export async function optionRegistrationCounts(db: Db, campaignId: number): Promise<Map<number, number>> {
  const rows = await repo.optionCounts(db, campaignId);
  return new Map(rows.map((r) => [r.optionId, r.n]));
}

// ---- for campaigns' selling (campaign-registrations): approval and the charge at confirmation

/** Any event of a registration's timeline, in the caller's transaction. */
export const recordEvent = (tx: Db, registrationId: number, type: string, data: Record<string, unknown> | null, byUserId: number | null, at: Date) =>
  repo.insertEvent(tx, { registrationId, type, data, byUserId, at });

/**
 * Confirms a campaign claim waiting for approval (registered with an option, not confirmed, not rejected) in the
 * caller's transaction; undefined when it is not waiting (already confirmed or rejected, or confirmed by a
 * concurrent call, which held the row lock). A confirmation clears the wait for funds.
 */
export const confirmWaitingClaim = (tx: Db, id: number, at: Date) =>
  isRegistrationId(id) ? repo.confirmWaiting(tx, id, { confirmedAt: at, awaitingFundsAt: null, paymentMethod: 'team-balance' }) : Promise.resolve(undefined);

/** Rejects a campaign claim waiting for approval; undefined when it is not waiting. */
export const rejectWaitingClaim = (tx: Db, id: number, at: Date) => (isRegistrationId(id) ? repo.rejectWaiting(tx, id, at) : Promise.resolve(undefined));

/** A confirmation the team balance could not cover waits for funds (since its first attempt); undefined when it is not waiting. */
export const markAwaitingFunds = (tx: Db, id: number, at: Date) => (isRegistrationId(id) ? repo.markAwaitingFunds(tx, id, at) : Promise.resolve(undefined));

/** Confirmations waiting for funds, oldest first: every team's (the retry after top-ups) or one team's (its notification). */
export const listAwaitingFunds = (db: Db, f: { teamId?: number; limit: number }) => repo.listAwaitingFunds(db, { teamId: f.teamId, limit: Math.min(Math.max(1, f.limit), 1000) });

/** The teams with confirmations waiting for funds (at most limit). */
export const listAwaitingFundsTeams = (db: Db, limit: number) => repo.listAwaitingFundsTeams(db, Math.min(Math.max(1, limit), 1000));

/** A team's campaign claims waiting for approval, newest first (the gift_registrations notification). */
export const listWaitingClaims = (db: Db, teamId: number, limit: number) => repo.listWaitingClaims(db, teamId, Math.min(Math.max(1, limit), 100));

// ---- a campaign's recipients (campaign-registrations checks the campaign and the caller's access first)

const recipientFilter = (access: TTeamAccess, campaignId: number, q: TRecipientsExportQuery): recipients.TRecipientFilter => ({
  campaignId,
  ownUserId: seesOthers(access) ? undefined : access.userId,
  optionId: q.option_id,
  registrationMethod: q.registration_method,
  deliveryStatus: q.delivery_status,
  invitedBy: q.invited_by,
  set: { visited_at: q.visited_at, confirmed_at: q.confirmed_at, sent_at: q.sent_at, rejected_at: q.rejected_at },
  q: q.search,
});

/** GET /gb-campaigns/{id}/registrations: a page (capped count as the order history's) and, when asked, the meta counts. */
export async function campaignRecipients(deps: TLinkDeps, access: TTeamAccess, campaignId: number, q: TRecipientsQuery): Promise<TRecipientsPage> {
  const f = recipientFilter(access, campaignId, q);
  const [{ rows, total, capped }, counts] = await Promise.all([
    recipients.listRecipients(deps.db, { ...f, sort: q.sort ?? 'id', direction: q.direction ?? 'desc', page: q.page, perPage: q.per_page }),
    q.with_reg_counts ? recipients.recipientCounts(deps.db, f, repo.ORDERS_COUNT_CAP) : Promise.resolve(null),
  ]);
  const meta = { ...pageMeta(total, q.page, q.per_page), ...(capped ? { total_capped: true } : {}) };
  return {
    data: rows.map((r) => toRecipientView(r, access.team.slug, deps.config.publicUrl)),
    meta: counts
      ? { ...meta, invited_count: counts.invited, unconfirmed_count: counts.unconfirmed, confirmed_count: counts.confirmed, ...(counts.capped ? { counts_capped: true } : {}) }
      : meta,
  };
}

/** The export's rows, batch by batch in id order (keyset): never more than one batch in memory. */
export async function* campaignRecipientBatches(db: Db, access: TTeamAccess, campaignId: number, q: TRecipientsExportQuery, batchSize = 1000): AsyncGenerator<TRegistration[]> {
  const f = recipientFilter(access, campaignId, q);
  for (let after = 0; ; ) {
    const batch = await recipients.recipientBatch(db, f, after, batchSize);
    if (batch.length) yield batch;
    if (batch.length < batchSize) return;
    after = batch[batch.length - 1]!.id;
  }
}

/** Writes a campaign registration's fields (the team's edit, note, sales toggles); undefined for a marketplace one. */
export const updateCampaignRegistration = (tx: Db, id: number, values: Partial<TRegistrationValues>) =>
  isRegistrationId(id) ? repo.updateGifting(tx, id, values) : Promise.resolve(undefined);

/** Mark as Resolved: once, for a returned or lost delivery (undefined otherwise). */
export const resolveDelivery = (tx: Db, id: number, resolution: string) => (isRegistrationId(id) ? repo.resolveDelivery(tx, id, resolution) : Promise.resolve(undefined));
