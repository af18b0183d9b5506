import { bigint, date, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';

const count = (name: string) => integer(name).notNull().default(0);

/**
 * A campaign's analytics per UTC day, kept by triggers in the same transaction as every write it counts
 * (migration 0012/0013: gb_registrations rows and the ledger's and card payments' rows of a campaign's registrations),
 * so the analytics answer sums a few hundred rows instead of a campaign's million registrations.
 * A registration counts on the day of each event (created: sends and the opportunity stages; visited: opens and
 * reviews; confirmed; registered while it waits; sent: delivered; rejected); money on the day of its ledger row.
 * The key keeps what the analytics filter or lists by: the inviting and registering member (0: none), the batch
 * ('' none) and the option (0 none).
 */
export const campaignAnalyticsDaily = pgTable(
  'gb_campaign_analytics_daily',
  {
    campaignId: integer('campaign_id').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    invitedBy: integer('invited_by').notNull().default(0),
    registeredBy: integer('registered_by').notNull().default(0),
    batchLabel: text('batch_label').notNull().default(''),
    optionId: integer('option_id').notNull().default(0),
    sends: count('sends'),
    opens: count('opens'),
    confirmed: count('confirmed'),
    forConfirmation: count('for_confirmation'),
    delivered: count('delivered'),
    rejected: count('rejected'),
    reviewed: count('reviewed'),
    review0: count('review_0'),
    review1: count('review_1'),
    review2: count('review_2'),
    review3: count('review_3'),
    demoBooked: count('demo_booked'),
    dealClosed: count('deal_closed'),
    /** Recipients by the furthest opportunity stage reached: a confirmed gift, a demo booked, a deal closed. */
    stageClaim: count('stage_claim'),
    stageDemo: count('stage_demo'),
    stageDeal: count('stage_deal'),
    /** Pence spent (spends less refunds), ex and inc VAT: a big campaign passes 2^31 pence. */
    spentEv: bigint('spent_ev', { mode: 'number' }).notNull().default(0),
    spentIv: bigint('spent_iv', { mode: 'number' }).notNull().default(0),
    /**
     * Invited, claimed (an option, not rejected) and the totals of confirmed gifts, on the day each registration was
     * created: still kept by the triggers, no longer read (the campaign's statistics are its sends, confirmed and spent).
     */
    invites: count('invites'),
    claims: count('claims'),
    confirmedEv: bigint('confirmed_ev', { mode: 'number' }).notNull().default(0),
    confirmedIv: bigint('confirmed_iv', { mode: 'number' }).notNull().default(0),
  },
  (t) => [primaryKey({ name: 'gb_campaign_analytics_daily_pk', columns: [t.campaignId, t.day, t.invitedBy, t.registeredBy, t.batchLabel, t.optionId] })],
);
