/**
 * One marketplace sale, one outcome: payment first, then the registration. The team balance is spent inside the
 * transaction that reserves stock and writes the registration, so a short balance rolls everything back; a card
 * is charged just before it (sell-payment.takeCard) and refunded if the transaction fails. An Idempotency-Key
 * on the route makes a double-clicked send one registration and one charge; the key also reaches the gateway.
 */
import { registrationTexts } from '@gifthub/shared/registrations';
import { ERROR_CODES } from '@gifthub/shared/errors';
import type { Db } from '../../db/client';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import * as billing from '../billing/billing.service';
import * as catalogue from '../catalogue/catalogue.service';
import * as payments from '../payments/payments.service';
import { costColumns, createRegistration, linkLedgerEntry, type TRegistration, type TRegistrationValues } from '../registrations/registrations.service';
import type { TTeamAccess } from '../teams/team-access';
import { refundAfterFailure, takeCard, type TCardCharge, type TPay } from './sell-payment.service';
import { productLabel, type TSale } from './sell-pricing.service';

export type TSellInput = {
  sale: TSale;
  pay: TPay;
  /** The registration, without what the sale decides (platform, product, costs, payment). */
  values: Omit<TRegistrationValues, 'teamId' | 'platform' | 'productId' | 'productName' | 'type' | 'quantity'> & { registrationMethod: 'direct' | 'link' };
  recipient: string;
  idempotencyKey?: string;
  /** Inside the transaction after the insert: e-mails to enqueue. */
  after?: (tx: Db, row: TRegistration) => Promise<void>;
};

/** The registration's columns from the sale: the marketplace platform, the product and every cost as charged. */
const saleColumns = (access: TTeamAccess, input: TSellInput, intent: TCardCharge | null, now: Date) => {
  const { sale, pay } = input;
  return {
    ...input.values,
    teamId: access.team.id,
    platform: 'marketplace' as const,
    productId: sale.product.id,
    productName: sale.product.name,
    type: sale.type,
    quantity: sale.quantity,
    notecardType: sale.notecardType,
    notecardText: sale.notecardText,
    voucherValue: sale.voucherValue,
    voucherBrandName: sale.type === 'voucher' ? (sale.product.brandName ?? sale.product.name) : null,
    ...costColumns(sale.type, sale.prices),
    paymentMethod: pay.method === 'none' ? null : pay.method,
    paymentIntentId: intent?.id ?? null,
    createdAt: now,
  };
};

/** The ledger side of the payment, in the registration's transaction: a balance spend or the card's direct row. */
async function recordPayment(tx: Db, access: TTeamAccess, input: TSellInput, row: TRegistration, intent: TCardCharge | null, now: Date): Promise<TRegistration> {
  const { sale, pay } = input;
  const total = sale.prices.total.iv;
  const description = `Marketplace: ${productLabel(sale)}${sale.quantity > 1 ? ` × ${sale.quantity}` : ''} for ${input.recipient}`.slice(0, 200);
  const entry = { teamId: access.team.id, userId: access.userId, type: 'marketplace' as const, description, priceExVat: sale.prices.total.ev, price: total, productName: sale.product.name, registrationId: row.id, amount: total };
  let updated = row;
  if (pay.method === 'team-balance') {
    const ledger = await billing.spend(tx, { ...entry, at: now });
    updated = await linkLedgerEntry(tx, row.id, ledger.id);
  }
  if (intent) {
    await billing.recordDirectTransaction(tx, { ...entry, paymentIntentId: intent.id, paymentMethod: intent.cardLabel, createdAt: now });
    await payments.markApplied(tx, intent.id, now);
  }
  return updated;
}

export async function sell(deps: TDeps, access: TTeamAccess, input: TSellInput): Promise<TRegistration> {
  const { sale, pay } = input;
  const method = input.values.registrationMethod;
  const intent = pay.method === 'stripe' ? await takeCard(deps, access, { sale, pay, recipient: input.recipient, method, idempotencyKey: input.idempotencyKey }) : null;
  const now = deps.clock.now();
  try {
    const row = await deps.db.transaction(async (tx) => {
      await catalogue.reserveStock(tx, sale.product.id, sale.quantity);
      const row = await createRegistration(tx, saleColumns(access, input, intent, now), access.userId, { method, payment_method: pay.method, total: sale.prices.total.iv });
      const updated = await recordPayment(tx, access, input, row, intent, now);
      if (input.after) await input.after(tx, updated);
      return updated;
    });
    deps.mailer.nudge();
    return row;
  } catch (err) {
    if (intent && (await refundAfterFailure(deps, intent.id, err)) && !(err instanceof AppError && err.status < 500))
      throw new AppError(ERROR_CODES.giftNotRecorded, 503, registrationTexts.refundedAfterFailure);
    throw err;
  }
}
