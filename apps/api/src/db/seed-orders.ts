import { withDefaultLinks } from '../lib/public-url';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { DEMO_TEAM_ID } from '@gifthub/shared/constants';
import { ZInvitationItem, ZRegistrationItem } from '@gifthub/shared/registrations';
import type { TDeps } from '../deps';
import type { TClock } from '../lib/clock';
import { credit } from '../modules/billing/billing.service';
import { topUps } from '../modules/billing/billing.table';
import { products } from '../modules/catalogue/catalogue.table';
import type { TMailer } from '../modules/mail/mail.service';
import * as marketplace from '../modules/marketplace/marketplace.service';
import { claimRegistration, declineRegistration } from '../modules/registrations/registration-claims.service';
import { fulfilmentAction } from '../modules/registrations/registration-fulfilment.service';
import { findRegistration, recordFirstVisit } from '../modules/registrations/registrations.service';
import { resolveTeamAccess } from '../modules/teams/teams.service';
import { users } from '../modules/users/users.table';

const DAY = 86_400_000;

/** What happens to a demo gift after it is sent, in order, each a day or two after the one before. */
type TStep = 'visit' | 'claim' | 'decline' | 'processed' | 'sent' | 'delivered' | 'return';
type TDemoOrder = { daysAgo: number; link: boolean; product: 'physical' | 'voucher'; first: string; last: string; quantity?: number; steps: TStep[] };

/** Fourteen gifts over six weeks, one of every state the order history shows. */
const DEMO_ORDERS: TDemoOrder[] = [
  { daysAgo: 41, link: false, product: 'physical', first: 'Priya', last: 'Shah', steps: ['processed', 'sent', 'delivered'] },
  { daysAgo: 37, link: true, product: 'physical', first: 'Tom', last: 'Ellis', steps: ['visit', 'claim', 'processed', 'sent', 'delivered'] },
  { daysAgo: 33, link: true, product: 'voucher', first: 'Grace', last: 'Okafor', steps: ['visit', 'claim'] },
  { daysAgo: 29, link: false, product: 'physical', first: 'Sam', last: 'Hughes', quantity: 2, steps: ['processed', 'sent', 'return'] },
  { daysAgo: 26, link: true, product: 'physical', first: 'Lena', last: 'Fischer', steps: ['visit', 'decline'] },
  { daysAgo: 22, link: false, product: 'voucher', first: 'Noah', last: 'Bennett', steps: [] },
  { daysAgo: 18, link: true, product: 'physical', first: 'Aisha', last: 'Khan', steps: ['visit', 'claim', 'processed', 'sent'] },
  { daysAgo: 15, link: false, product: 'physical', first: 'Oliver', last: 'Price', steps: ['processed', 'sent'] },
  { daysAgo: 12, link: true, product: 'physical', first: 'Mia', last: 'Turner', steps: ['visit', 'claim', 'processed'] },
  { daysAgo: 9, link: true, product: 'voucher', first: 'Jack', last: 'Morgan', steps: ['visit'] },
  { daysAgo: 6, link: false, product: 'physical', first: 'Ella', last: 'Ward', steps: [] },
  { daysAgo: 4, link: true, product: 'physical', first: 'Harry', last: 'Collins', steps: ['visit', 'claim'] },
  { daysAgo: 2, link: true, product: 'physical', first: 'Isla', last: 'Reid', steps: [] },
  { daysAgo: 1, link: false, product: 'voucher', first: 'Leo', last: 'Grant', steps: [] },
];

const ADDRESS = { address_line_1: '14 Wharf Road', city: 'Manchester', postcode: 'M1 5AN', country: 'GB', phone: '07700 900321' };

/** The demo's messages are not anybody's mail: none are queued. */
const quietMailer: TMailer = { enqueue: async () => undefined, nudge: () => undefined, flush: async () => undefined };

/**
 * The demo team's order history on first start: a £1,500 bank-transfer top-up, then the gifts above sent from the
 * team balance through the real services (server prices, ledger spends, stock, events), visited, claimed,
 * declined and fulfilled by staff on their own dates. The demo is read-only, so this is how it shows every state.
 */
export async function seedDemoOrders(deps: TDeps) {
  const { db } = deps;
  const [demo] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'demo@gifthub.test'));
  const [staff] = await db.select({ id: users.id }).from(users).where(eq(users.isBbAdmin, true)).orderBy(asc(users.id)).limit(1);
  if (!demo || !staff) return;
  const physical = await db
    .select({ id: products.id })
    .from(products)
    .where(and(isNull(products.teamId), eq(products.type, 'physical'), eq(products.status, 'active'), sql`${products.stock} > 20`))
    .orderBy(asc(products.id))
    .limit(8);
  const vouchers = await db
    .select({ id: products.id, denominations: products.denominations })
    .from(products)
    .where(and(isNull(products.teamId), eq(products.type, 'voucher'), eq(products.status, 'active')))
    .orderBy(asc(products.id))
    .limit(4);
  if (!physical.length || !vouchers.length) return;

  const today = deps.clock.now().getTime();
  let at = new Date(today - 43 * DAY);
  const clock: TClock = { now: () => at };
  const d = withDefaultLinks({ ...deps, clock, mailer: quietMailer });

  const topUpAt = at;
  const [topUp] = await db
    .insert(topUps)
    .values({ teamId: DEMO_TEAM_ID, userId: demo.id, amount: 150_000, fee: 0, total: 150_000, method: 'bank-transfer', status: 'paid', createdAt: topUpAt, paidAt: topUpAt })
    .returning({ id: topUps.id });
  await db.transaction((tx) => credit(tx, { teamId: DEMO_TEAM_ID, userId: demo.id, type: 'top-up', description: 'Top up by bank transfer', topUpId: topUp!.id, amount: 150_000, at: topUpAt }));

  // Sent as the team's manager would have before the demo became read-only (the demo itself cannot pay).
  const access = { ...(await resolveTeamAccess(db, DEMO_TEAM_ID, { id: demo.id, isBbAdmin: false })), isDemo: false };
  for (const [i, o] of DEMO_ORDERS.entries()) {
    at = new Date(today - o.daysAgo * DAY + (9 + (i % 8)) * 3_600_000);
    const voucher = vouchers[i % vouchers.length]!;
    const gift =
      o.product === 'physical'
        ? { type: 'physical' as const, product_id: physical[i % physical.length]!.id, notecard_type: 'default' as const }
        : { type: 'voucher' as const, product_id: voucher.id, voucher_value: voucher.denominations[0] ? voucher.denominations[0] / 100 : 25 };
    const recipient = { first_name: o.first, last_name: o.last, email: `${o.first}.${o.last}@example.com`.toLowerCase() };
    const paid = { payment_method: 'team-balance' as const, quantity: o.quantity ?? 1, send_email: false };
    const id = o.link
      ? (await marketplace.createLink(d, access, ZInvitationItem.parse({ ...gift, ...recipient, ...paid, platform: 'marketplace', invitation_message: 'Thank you for a brilliant year!' })))
          .registration_id
      : (await marketplace.sendDirect(d, access, ZRegistrationItem.parse({ ...gift, ...recipient, ...(o.product === 'physical' ? ADDRESS : {}), ...paid }))).id;

    for (const step of o.steps) {
      at = new Date(Math.min(at.getTime() + (step === 'visit' ? 3 : 26) * 3_600_000, today - 3_600_000));
      const row = (await findRegistration(db, id))!;
      if (step === 'visit') await recordFirstVisit(db, row, at);
      else if (step === 'claim') await claimRegistration(d, row, { firstName: o.first, lastName: o.last, ...claimAddress(o.product) });
      else if (step === 'decline') await declineRegistration(d, row);
      else if (step === 'sent') await fulfilmentAction(d, staff.id, id, { action: 'sent', carrier: 'Royal Mail', tracking_url: `https://www.royalmail.com/track-your-item#/tracking-results/DM${100_000_000 + id}GB` });
      else await fulfilmentAction(d, staff.id, id, { action: step });
    }
  }
}

const claimAddress = (type: 'physical' | 'voucher') =>
  type === 'physical' ? { addressLine1: ADDRESS.address_line_1, city: ADDRESS.city, postcode: ADDRESS.postcode, country: 'GB', phone: ADDRESS.phone } : {};
