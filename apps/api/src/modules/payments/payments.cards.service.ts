import { billingTexts, type TPaymentCard, type TSetupIntent } from '@gifthub/shared/billing';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { texts } from '@gifthub/shared/messages';
import type { Db } from '../../db/client';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { TTeamAccess } from '../teams/team-access';
import { requirePermission } from '../teams/teams.service';
import { GatewayRequestError, GatewayUnavailableError } from './gateway';
import type { TPaymentCardRow } from './payments.table';
import * as repo from './payments.repository';

/** A member's saved cards for a team (spec 3 §4): set up at the gateway, recorded here, one preferred. */

const BRAND_NAMES: Record<string, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  diners: 'Diners Club',
  jcb: 'JCB',
  unionpay: 'UnionPay',
  cartes_bancaires: 'Cartes Bancaires',
};

/** 'Visa •••• 4242'. */
export const cardLabel = (card: Pick<TPaymentCardRow, 'brand' | 'last4'>) =>
  `${BRAND_NAMES[card.brand.toLowerCase()] ?? card.brand.charAt(0).toUpperCase() + card.brand.slice(1)} •••• ${card.last4}`;

export const toCard = (row: TPaymentCardRow): TPaymentCard => ({
  id: row.id,
  card_brand: row.brand,
  last4: row.last4,
  exp_month: row.expMonth,
  exp_year: row.expYear,
  country: row.country,
  preferred: row.preferred,
});

/** use-cards, and never in the demo (spec 1 §6: saved card payment, not in demo). */
export function requireCardUser(access: TTeamAccess) {
  if (access.isDemo) throw AppError.forbidden(texts.demoReadOnly, ERROR_CODES.demoReadOnly);
  requirePermission(access, 'use-cards');
}

/** Gateway failures become the spec's message (unreachable) or the gateway's own (refused). */
export async function viaGateway<T>(deps: TDeps, what: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (e) {
    if (e instanceof GatewayUnavailableError) {
      deps.log.warn({ err: e, gatewayCall: what }, 'payment gateway unavailable');
      throw new AppError(ERROR_CODES.gatewayUnavailable, 503, billingTexts.gatewayDown);
    }
    if (e instanceof GatewayRequestError) {
      deps.log.warn({ gatewayCall: what, gatewayCode: e.code, gatewayMessage: e.message }, 'payment gateway refused a request');
      throw new AppError(ERROR_CODES.gatewayRefused, 422, e.message);
    }
    throw e;
  }
}

/** The user's own card for the team (not removed), else 404. */
export async function getCard(db: Db, access: TTeamAccess, cardId: number): Promise<TPaymentCardRow> {
  const card = Number.isSafeInteger(cardId) && cardId > 0 ? await repo.findCard(db, access.team.id, access.userId, cardId) : undefined;
  if (!card) throw AppError.notFound('Payment card');
  return card;
}

/** GET /stripe/methods: preferred first. The demo has no cards of its own. */
export async function listCards(db: Db, access: TTeamAccess): Promise<TPaymentCard[]> {
  requirePermission(access, 'use-cards');
  if (access.isDemo) return [];
  return (await repo.listCards(db, access.team.id, access.userId)).map(toCard);
}

export async function getCardView(db: Db, access: TTeamAccess, cardId: number) {
  requirePermission(access, 'use-cards');
  return toCard(await getCard(db, access, cardId));
}

/** GET/POST /stripe/intent: a setup intent the browser confirms with the card details at the gateway. */
export async function createSetupIntent(deps: TDeps, access: TTeamAccess): Promise<TSetupIntent> {
  requireCardUser(access);
  const si = await viaGateway(deps, 'createSetupIntent', () =>
    deps.gateway.createSetupIntent({ metadata: { team_id: String(access.team.id), user_id: String(access.userId) } }),
  );
  return { publicKey: deps.gateway.publicKey, clientSecret: si.clientSecret, gateway: deps.gateway.kind };
}

export type TSaveCardResult = { status: 'succeeded' | 'processing' | 'requires_payment_method'; card: TPaymentCard | null; message: string | null };

/**
 * POST /stripe/methods: after the browser confirmed the setup intent, record the card the gateway
 * attached to it (spec 1 §4 card setup outcomes). A saved card becomes the preferred one.
 */
export async function saveCard(deps: TDeps, access: TTeamAccess, setupIntentId: string): Promise<TSaveCardResult> {
  requireCardUser(access);
  const si = await viaGateway(deps, 'retrieveSetupIntent', () => deps.gateway.retrieveSetupIntent(setupIntentId));
  // Someone else's setup intent is answered as unknown, so ids do not leak.
  if (!si || si.metadata.team_id !== String(access.team.id) || si.metadata.user_id !== String(access.userId))
    throw new AppError(ERROR_CODES.notFound, 404, 'Card setup not found. Please add the card again.', { setup_intent_id: ['Card setup not found.'] });
  if (si.status === 'processing') return { status: 'processing', card: null, message: billingTexts.cardProcessing };
  if (si.status !== 'succeeded' || !si.paymentMethodId) return { status: 'requires_payment_method', card: null, message: billingTexts.cardFailed };

  const pmId = si.paymentMethodId;
  const pm = await viaGateway(deps, 'retrievePaymentMethod', () => deps.gateway.retrievePaymentMethod(pmId));
  const now = deps.clock.now();
  const card = await deps.db.transaction(async (tx) => {
    await repo.lockCards(tx, access.team.id, access.userId);
    const details = { brand: pm.brand, last4: pm.last4, expMonth: pm.expMonth, expYear: pm.expYear, country: pm.country?.toUpperCase() ?? null };
    const existing = await repo.findCardByGatewayId(tx, access.team.id, access.userId, pm.id);
    let id: number;
    if (existing) {
      await repo.updateCard(tx, existing.id, { ...details, preferred: true, deletedAt: null });
      id = existing.id;
    } else {
      const row = await repo.insertCard(tx, { teamId: access.team.id, userId: access.userId, gatewayId: pm.id, ...details, preferred: true, createdAt: now });
      id = row!.id;
    }
    await repo.clearPreferred(tx, access.team.id, access.userId, id);
    return (await repo.findCardById(tx, id))!;
  });
  return { status: 'succeeded', card: toCard(card), message: billingTexts.cardSaved };
}

/** PUT /stripe/methods/{id} { preferred: true }: this card becomes the only preferred one. */
export async function makePreferred(db: Db, access: TTeamAccess, cardId: number): Promise<TPaymentCard> {
  requireCardUser(access);
  const card = await db.transaction(async (tx) => {
    await repo.lockCards(tx, access.team.id, access.userId);
    const c = await getCard(tx, access, cardId);
    await repo.updateCard(tx, c.id, { preferred: true });
    await repo.clearPreferred(tx, access.team.id, access.userId, c.id);
    return (await repo.findCardById(tx, c.id))!;
  });
  return toCard(card);
}

export const PREFERRED_CARD_REMOVAL = 'The preferred card cannot be removed while you have other cards. Make another card preferred first.';

/** DELETE /stripe/methods/{id}: soft delete; the preferred card stays while others exist (spec 3 §4). */
export async function removeCard(deps: TDeps, access: TTeamAccess, cardId: number): Promise<void> {
  requireCardUser(access);
  await deps.db.transaction(async (tx) => {
    await repo.lockCards(tx, access.team.id, access.userId);
    const card = await getCard(tx, access, cardId);
    const others = (await repo.listCards(tx, access.team.id, access.userId)).filter((c) => c.id !== card.id);
    if (card.preferred && others.length > 0) throw new AppError(ERROR_CODES.preferredCard, 422, PREFERRED_CARD_REMOVAL, { id: [PREFERRED_CARD_REMOVAL] });
    await repo.updateCard(tx, card.id, { deletedAt: deps.clock.now(), preferred: false });
  });
}
