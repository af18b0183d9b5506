import { ERROR_CODES } from '@gifthub/shared/errors';
import { texts } from '@gifthub/shared/messages';
import { printOrderTexts, type ZEnquiryCreate, type ZOmsJobsQuery } from '@gifthub/shared/print-orders';
import type { z } from 'zod';
import type { TDeps } from '../../deps';
import { AppError } from '../../lib/app-error';
import type { TLinkDeps } from '../../lib/public-url';
import { contentTypeOf } from '../storage/storage';
import type { TTeamAccess } from '../teams/team-access';
import { resolveTeamAccess } from '../teams/teams.service';
import type { TOmsCustomer } from './order-system';
import { mailTemplates } from '../mail/mail.templates';
import * as repo from './print-orders.repository';

export type TViewer = { userId: number; isBbAdmin: boolean };

const notFound = () => new AppError(ERROR_CODES.notFound, 404, printOrderTexts.notFound);

/**
 * The team a call names, checked against the signed-in user: a team they are not a member of answers 404 (as if it
 * did not exist), a team without the order-management customer link 403. Every print-orders call starts here, so a
 * team_id of another team never reaches the order system.
 */
export async function customerOf(deps: Pick<TDeps, 'db'>, viewer: TViewer, teamId: number): Promise<{ access: TTeamAccess; customer: TOmsCustomer }> {
  const access = await resolveTeamAccess(deps.db, teamId, { id: viewer.userId, isBbAdmin: viewer.isBbAdmin });
  const customerId = access.team.omsCustomerId;
  if (customerId === null) throw AppError.forbidden(printOrderTexts.noCustomerLink);
  return { access, customer: { teamId: access.team.id, customerId } };
}

/** GET /oms-ws/jobs. */
export async function listJobs(deps: TDeps, viewer: TViewer, q: z.output<typeof ZOmsJobsQuery>) {
  const { customer } = await customerOf(deps, viewer, q.team_id);
  return deps.orders.listJobs(customer, { state: q.type, status: q.status, source: q.source, search: q.search || undefined, page: q.page, perPage: q.per_page });
}

/** GET /oms-ws/jobs/{id}: the team's job or enquiry; another team's id answers 404. */
export async function getJob(deps: TDeps, viewer: TViewer, teamId: number, id: number) {
  const { customer } = await customerOf(deps, viewer, teamId);
  return (await deps.orders.getJob(customer, id)) ?? Promise.reject(notFound());
}

/** POST /oms-ws/enquiry: a new enquiry (or a change to one still new); the staff are told. Demo teams only read. */
export async function saveEnquiry(deps: TLinkDeps, viewer: TViewer, body: z.output<typeof ZEnquiryCreate>) {
  const { access, customer } = await customerOf(deps, viewer, body.team_id);
  if (access.isDemo) throw AppError.forbidden(texts.demoReadOnly, ERROR_CODES.demoReadOnly);
  const originalJobId = body.source === 're-order' ? (body.details.original_job_id ?? null) : null;
  const saved = await deps.orders.saveEnquiry(customer, {
    jobId: body.job_id ?? null,
    name: body.name,
    quantity: body.quantity,
    message: body.details.message,
    originalJobId,
    source: body.source,
    createdBy: viewer.userId,
  });
  if (saved === 'not-found') throw notFound();
  if (saved === 'not-fresh') throw AppError.conflict(printOrderTexts.notFresh);
  if (saved === 'no-original') throw AppError.field('details.original_job_id', printOrderTexts.originalNotFound);
  if (!body.job_id) {
    const user = await repo.userName(deps.db, viewer.userId);
    const author = user ? `${user.name} <${user.email}>` : `User #${viewer.userId}`;
    await deps.mailer.enqueue(
      mailTemplates.printOrderEnquiry(deps.config, { jobId: saved.id, teamName: access.team.name, teamId: access.team.id, author, name: body.name, quantity: body.quantity, message: body.details.message, reorder: body.source === 're-order' }),
    );
    deps.mailer.nudge();
  }
  return saved;
}

/** GET /oms-ws/pack/{key}: a customer pack, for members of its team (and staff); any other key answers 404. */
export async function packByKey(deps: TDeps, viewer: TViewer, key: string) {
  const found = await deps.orders.packByKey(key);
  if (!found) throw notFound();
  await customerOf(deps, viewer, found.teamId).catch(() => Promise.reject(notFound()));
  return found.view;
}

/** GET /oms-ws/attachment/{publicKey}: an attachment or invoice of the named team's job; any other answers 404. */
export async function fileByKey(deps: TDeps, viewer: TViewer, teamId: number, publicKey: string) {
  const { customer } = await customerOf(deps, viewer, teamId);
  const file = await deps.orders.fileByKey(publicKey);
  if (!file || file.teamId !== customer.teamId) throw notFound();
  const stored = await deps.storage.get(file.storageKey);
  if (!stored) throw notFound();
  const filename = `${file.name}.${file.extension}`;
  return { body: stored.body, contentType: contentTypeOf(filename), filename };
}
