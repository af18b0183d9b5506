/**
 * The staff fulfilment queue: confirmed physical gifts by state, and one step at a time along the shared state
 * machine (shared/fulfilment), each a conditional update so it applies once; the sender is e-mailed.
 */
import { STEP_REFUSED } from '@gifthub/shared/fulfilment';
import { pageMeta, type TPaged } from '@gifthub/shared/paging';
import type { TFulfilmentActionBody, TFulfilmentItem, TFulfilmentQuery } from '@gifthub/shared/registrations';
import type { TLinkDeps } from '../../lib/public-url';
import { AppError } from '../../lib/app-error';
import { consumeTeamProduct } from '../catalogue/team-products.service';
import { mailTemplates } from '../mail/mail.templates';
import { recordGiftFulfilment } from '../warehouse/warehouse.admin.service';
import { emitFulfilmentEvent } from '../webhooks/webhook-events.service';
import * as repo from './registrations.repository';
import { isRegistrationId, mailSender, recordEmailed, type TRegistration, type TRegistrationValues } from './registrations.service';
import { detailFields, toOrderView } from './registrations.views';

type TQueueRow = { registration: TRegistration; teamName: string; teamSlug: string; senderEmail: string | null };

function toFulfilmentItem(x: TQueueRow, publicUrl: string): TFulfilmentItem {
  return { ...toOrderView(x.registration, x.teamSlug, publicUrl), ...detailFields(x.registration), team_name: x.teamName, sender_email: x.senderEmail };
}

/** GET /admin/fulfilment: confirmed physical gifts by state, oldest first. */
export async function listFulfilment(deps: TLinkDeps, q: TFulfilmentQuery): Promise<TPaged<TFulfilmentItem>> {
  const { rows, total } = await repo.listFulfilment(deps.db, { state: q.state, teamId: q.team_id, q: q.q, page: q.page, perPage: q.per_page });
  return { data: rows.map((x) => toFulfilmentItem(x, deps.config.publicUrl)), meta: pageMeta(total, q.page, q.per_page) };
}

/** The columns a step writes. */
function stepValues(body: TFulfilmentActionBody, now: Date): Partial<TRegistrationValues> {
  switch (body.action) {
    case 'processed':
      return { processedAt: now, ...(body.expected_shipping_date ? { expectedShippingDate: new Date(`${body.expected_shipping_date}T00:00:00Z`) } : {}) };
    case 'sent':
      return { sentAt: now, carrier: body.carrier, trackingUrl: body.tracking_url };
    case 'delivered':
    case 'return':
    case 'lost':
      return { deliveryStatus: body.action, deliveryStatusDate: now };
    case 'resolve':
      return { deliveryResolution: body.delivery_resolution };
  }
}

/** PUT /admin/fulfilment/{id}: one step, valid only from its state (409 otherwise); the sender is e-mailed. */
export async function fulfilmentAction(deps: TLinkDeps, staffUserId: number, id: number, body: TFulfilmentActionBody): Promise<TFulfilmentItem> {
  const current = isRegistrationId(id) ? await repo.findFulfilmentRow(deps.db, id) : undefined;
  const reg = current?.registration;
  if (!current || !reg || reg.type !== 'physical' || !reg.confirmedAt || reg.rejectedAt) throw AppError.notFound('Gift registration');
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    const row = await repo.fulfilmentStep(tx, id, body.action, stepValues(body, now));
    if (!row) throw AppError.conflict(STEP_REFUSED[body.action]);
    // Dispatch takes a corporate product's units out of its stock and allocation (count_sent up), once: the step applies once.
    if (body.action === 'sent') await consumeTeamProduct(tx, row);
    const { action: _action, ...data } = body;
    await repo.insertEvent(tx, { registrationId: id, type: body.action, data: Object.keys(data).length ? data : null, byUserId: staffUserId, at: now });
    // For a team listed for fulfilment the gift is also a warehouse order, following each step.
    await recordGiftFulfilment(tx, row, body.action, now);
    await emitFulfilmentEvent(tx, body.action, row, now);
    await mailSender(deps, tx, row, (sender) =>
      mailTemplates.giftFulfilment(deps.config, {
        to: sender.email,
        senderName: sender.name,
        recipientName: `${row.firstName} ${row.lastName}`.trim(),
        productName: row.productName ?? 'your gift',
        step: body.action,
        trackingUrl: row.trackingUrl,
        carrier: row.carrier,
        resolution: row.deliveryResolution,
      }),
    );
    // A campaign's recipient hears that the gift is on its way, with its tracking link.
    if (body.action === 'sent' && row.platform === 'gifting' && row.email) {
      const mail = mailTemplates.campaignGiftSent(deps.config, {
        to: row.email,
        recipientName: row.firstName,
        teamName: current.teamName,
        productName: row.optionName ?? row.productName ?? 'your gift',
        carrier: row.carrier,
        trackingUrl: row.trackingUrl,
      });
      await deps.mailer.enqueue(mail, tx);
      await recordEmailed(tx, id, mail.kind, now);
    }
  });
  deps.mailer.nudge();
  return toFulfilmentItem((await repo.findFulfilmentRow(deps.db, id))!, deps.config.publicUrl);
}
