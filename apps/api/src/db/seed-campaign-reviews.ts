import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { isNegativeRating } from '@gifthub/shared/campaign-reviews';
import type { Db } from './client';
import { campaigns, registrationEvents, registrations, teamMembers, teams, users } from './schema';

/**
 * Acme's "Customer Reviews" on first start (issue 12): beside the recipients the campaigns seed gives it, a dozen
 * customers who rated it low over the last three months and said why, in a few words or at length, so the Negative
 * Feedback page has two pages and trimmed previews. Written as the claim page leaves them: invited by link, visited,
 * rated (visited_at is Reviewed At) with a 'reviewed' event; a few then chose nothing ('No, thanks').
 */
const CAMPAIGN = { team: 'acme', slug: 'customer-reviews' };
const DAY = 86_400_000;

const NEGATIVE: { first: string; last: string; company: string | null; daysAgo: number; optedOut?: boolean; feedback: string }[] = [
  { first: 'Harriet', last: 'Lawson', company: 'Lawson & Reid', daysAgo: 3, feedback: 'Late again.' },
  {
    first: 'Tomasz',
    last: 'Nowak',
    company: 'Nowak Logistics',
    daysAgo: 6,
    feedback:
      'We ordered the onboarding kits in early September for twelve new starters. Four arrived with the wrong sizes, the replacement took another two weeks, and nobody from your side followed up until I called. The kits themselves are lovely, which makes it all the more frustrating: please sort out the sizing and tell us proactively when something goes wrong.',
  },
  { first: 'Priya', last: 'Raman', company: null, daysAgo: 9, feedback: 'The portal logged me out twice while I was filling in the addresses.' },
  { first: 'Owen', last: 'Gallagher', company: 'Gallagher Print', daysAgo: 14, optedOut: true, feedback: 'Customer service never answered my e-mail about the invoice. I would not recommend you to a colleague right now.' },
  {
    first: 'Sofia',
    last: 'Marchetti',
    company: 'Marchetti Design',
    daysAgo: 19,
    feedback:
      'The gift boxes looked great in the photos but the real ones were smaller and the ribbon was crushed in transit. For a client thank-you this matters a lot to us. I would suggest sturdier outer packaging and a photo of the actual packed box before dispatch.',
  },
  { first: 'Daniel', last: 'Okafor', company: 'Okafor Consulting', daysAgo: 25, feedback: 'OK service, slow delivery to Manchester.' },
  { first: 'Grace', last: 'Whitfield', company: null, daysAgo: 31, feedback: 'Tracking link did not work.' },
  {
    first: 'Liam',
    last: 'Brennan',
    company: 'Brennan Foods',
    daysAgo: 38,
    optedOut: true,
    feedback:
      'Pricing was not clear up front: the shipping to Ireland and the card fee only appeared at the end. We still went ahead, but it felt like a surprise. A single total on the first screen would help.',
  },
  { first: 'Chloe', last: 'Ashworth', company: 'Ashworth Legal', daysAgo: 47, feedback: 'Two of our clients received duplicate e-mails about the same gift and asked whether it was a scam.' },
  { first: 'Yusuf', last: 'Demir', company: null, daysAgo: 55, feedback: 'Meh.' },
  {
    first: 'Eleanor',
    last: 'Forsyth',
    company: 'Forsyth Architects',
    daysAgo: 68,
    feedback:
      'I like the idea of letting the recipient choose, but half of our list never opened the e-mail because it went to spam. Could you send from our own domain, or at least tell us which addresses bounced? Otherwise we are paying for gifts nobody sees. The reminder schedule helped a little once we turned it on.',
  },
  { first: 'Marcus', last: 'Bell', company: 'Bell Events', daysAgo: 82, feedback: 'Hamper was fine, the chocolate had melted.' },
];

export async function seedCampaignReviews(db: Db, now = new Date()) {
  const [found] = await db
    .select({ id: campaigns.id, teamId: campaigns.teamId, reviews: campaigns.reviews })
    .from(campaigns)
    .innerJoin(teams, eq(teams.id, campaigns.teamId))
    .where(and(eq(teams.slug, CAMPAIGN.team), eq(campaigns.slug, CAMPAIGN.slug)));
  if (!found) return;
  const [manager] = await db
    .select({ id: users.id, name: users.name })
    .from(teamMembers)
    .innerJoin(users, eq(users.id, teamMembers.userId))
    .where(and(eq(teamMembers.teamId, found.teamId), eq(teamMembers.role, 'manager')))
    .limit(1);
  const treshold = found.reviews?.treshold ?? 2;
  for (const [i, p] of NEGATIVE.entries()) {
    // OK and Unhappy by default: a rating at or past the threshold.
    const rating = Math.min(3, treshold + (i % 2));
    if (!isNegativeRating(rating, treshold)) continue;
    const visitedAt = new Date(now.getTime() - p.daysAgo * DAY + (i % 5) * 3_600_000);
    const invitedAt = new Date(visitedAt.getTime() - (1 + (i % 3)) * DAY);
    const registeredAt = p.optedOut ? new Date(visitedAt.getTime() + 600_000) : null;
    const [row] = await db
      .insert(registrations)
      .values({
        teamId: found.teamId,
        platform: 'gifting',
        campaignId: found.id,
        type: 'physical',
        registrationMethod: 'link',
        secret: randomBytes(24).toString('base64url'),
        firstName: p.first,
        lastName: p.last,
        company: p.company,
        email: `${p.first}.${p.last}@${(p.company ?? 'mail').toLowerCase().replace(/[^a-z]+/g, '-')}.example`.toLowerCase(),
        invitedAt,
        invitedBy: manager?.id ?? null,
        invitedByName: manager?.name ?? null,
        sendEmail: true,
        visitedAt,
        registeredAt,
        rating,
        feedback: p.feedback,
        createdAt: invitedAt,
      })
      .returning({ id: registrations.id });
    await db.insert(registrationEvents).values([
      { registrationId: row!.id, type: 'visited', data: null, byUserId: null, at: visitedAt },
      { registrationId: row!.id, type: 'reviewed', data: { rating }, byUserId: null, at: visitedAt },
      ...(registeredAt ? [{ registrationId: row!.id, type: 'opted_out', data: null, byUserId: null, at: registeredAt }] : []),
    ]);
  }
}
