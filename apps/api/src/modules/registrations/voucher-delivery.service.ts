/**
 * eGifts issued after the transaction that confirmed them: a campaign claim approved (or confirmed by
 * auto-approve) and the rows of a Multi Send. The database writes stay all-or-nothing and the voucher provider
 * is called only for gifts that exist: its reference is the registration's secret, so a retry asks for the same
 * voucher where the provider is idempotent, and the code is stored once (a conditional update) and e-mailed once.
 * The recurring 'issue-vouchers' job issues whatever a request could not (provider down, process gone).
 */
import type { TDeps } from '../../deps';
import type { Db } from '../../db/client';
import { withDefaultLinks, type TLinkDeps } from '../../lib/public-url';
import { mailTemplates } from '../mail/mail.templates';
import { findTeam } from '../teams/teams.service';
import * as repo from './registrations.repository';
import type { TRegistration } from './registrations.service';
import type { TIssuedVoucher } from './voucher-provider';

/** Gifts read a page; a run goes through at most RUN_MAX of them (the job comes back for the rest). */
const PAGE = 200;
const RUN_MAX = 20_000;

/** The recipient hears of the code when they claimed it themselves, or when the sender asked for the e-mail. */
/** The recipient's e-mail with an issued eGift's code, queued in the caller's transaction (claims use it too). */
export async function mailIssuedVoucher(deps: Pick<TLinkDeps, 'config' | 'mailer'>, tx: Db, r: TRegistration, voucher: TIssuedVoucher) {
  await deps.mailer.enqueue(
    mailTemplates.giftVoucher(deps.config, {
      to: r.email!,
      recipientName: r.firstName,
      teamName: (await findTeam(tx, r.teamId))?.name ?? 'Your sender',
      senderName: r.invitedByName ?? r.registeredByName,
      brandName: r.voucherBrandName ?? r.productName ?? 'Gift',
      value: r.voucherValue ?? 0,
      code: voucher.code,
      redeemUrl: voucher.redeem_url,
      message: '',
    }),
    tx,
  );
}

const mailsRecipient = (r: TRegistration) => Boolean(r.email) && (r.sendEmail || (r.registrationMethod !== 'direct' && r.registrationMethod !== 'multiple'));

async function deliver(deps: TDeps, r: TRegistration): Promise<boolean> {
  const links = withDefaultLinks(deps);
  const voucher = await deps.vouchers.issue({ brand: r.voucherBrandName ?? r.productName ?? 'Gift', valuePence: r.voucherValue ?? 0, reference: r.secret, siteUrl: links.config.publicUrl });
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const stored = await repo.storeIssuedVoucher(tx, r.id, { voucherCode: voucher.code, voucherUrl: voucher.redeem_url, sentAt: now });
    if (!stored) return false;
    if (mailsRecipient(stored)) {
      await mailIssuedVoucher(links, tx, stored, voucher);
      await repo.insertEvent(tx, { registrationId: stored.id, type: 'emailed', data: { kind: 'gift-voucher' }, byUserId: null, at: now });
    }
    return true;
  });
}

/**
 * Issues the codes of confirmed eGifts that have none (only these ids, when given), oldest first. Each gift on its
 * own: one the provider refuses is logged and left for the next run. The number issued; throws after the run
 * when any failed, so the job records it and comes back sooner.
 */
export async function issueDueVouchers(deps: TDeps, ids?: number[]): Promise<number> {
  let issued = 0;
  let failed = 0;
  for (let afterId = 0, seen = 0; seen < RUN_MAX; ) {
    const page = await repo.listVouchersDue(deps.db, { afterId, limit: PAGE, ids });
    for (const r of page) {
      try {
        if (await deliver(deps, r)) issued++;
      } catch (err) {
        failed++;
        deps.log.error({ err, registrationId: r.id }, 'voucher provider could not issue an eGift; the issue-vouchers job will try again');
      }
    }
    if (page.length < PAGE) break;
    afterId = page[page.length - 1]!.id;
    seen += page.length;
  }
  if (issued) deps.mailer.nudge();
  if (failed) throw new Error(`${failed} eGift(s) could not be issued`);
  return issued;
}

/** After a request's transaction committed: its eGifts are issued without holding up the answer. */
export function issueVouchersSoon(deps: TDeps, ids: number[]) {
  if (!ids.length) return;
  setImmediate(() => void issueDueVouchers(deps, ids).catch(() => undefined));
}
