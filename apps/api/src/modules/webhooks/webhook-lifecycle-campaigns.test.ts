import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { campaignRegistrationTexts } from '@gifthub/shared/campaign-registrations';
import type { TProduct } from '@gifthub/shared/catalogue';
import { WEBHOOK_EVENTS, type TWebhookEvent } from '@gifthub/shared/integrations';
import { signInSeedUsers } from '../../test/seed-users';
import { createTestApp, type TTestApp } from '../../test/test-app';
import { gbAddress, publicCalls } from '../campaign-pages/campaign-pages.test-helpers';
import { campaignWith, claim, HAMPER_GB_IV, hamperOption, invite, rowOf, setAvailable } from '../campaign-registrations/campaign-registrations.test-helpers';
import { BACKGROUND_JOBS } from '../../background-jobs';
import { createJobWorker, type TJobWorker } from '../jobs/jobs.service';
import { apiOf, physicalProduct, type TApi } from '../registrations/registrations.test-helpers';
import * as repo from './webhooks.repository';
import { DAY, MINUTE, movingClock } from '../../test/moving-clock';

/**
 * The campaign events from the real lifecycle: gift.approved from the team's Approve, invitation.expired from the
 * job queue's expiry sweep. Apart from webhook-lifecycle.test.ts because these need a campaign, a balance and a
 * fake clock the test moves (the worker runs only the campaign-invitations job, so deliveries stay pending).
 */
const clock = movingClock();

let t: TTestApp;
let api: TApi;
let staff: string;
let manager: string;
let acme: number;
let europe: number;
let hamper: TProduct;
let worker: TJobWorker;

beforeAll(async () => {
  t = await createTestApp({ clock });
  api = apiOf(t);
  ({ staff, manager, acme, europe } = await signInSeedUsers(t));
  hamper = await physicalProduct(t);
  worker = createJobWorker(t.deps, { recurring: BACKGROUND_JOBS.filter((j) => j.kind === 'campaign-invitations') });
});
afterAll(() => t.close());
/** Sessions end as the clock moves on, so the team signs in again. */
beforeEach(async () => {
  [manager, staff] = await Promise.all([t.login('manager@acme.test'), t.login('staff@gifthub.test')]);
});

const eventsOf = async (endpointId: number) =>
  (await repo.listDeliveries(t.deps.db, endpointId, 1, 100)).rows.map((d) => ({ type: d.eventType, data: (d.payload as { data: Record<string, unknown> }).data })).reverse();
const addEndpoint = async (team: number, events: readonly string[]) => {
  const res = await api.post(`/teams/${team}/webhooks`, manager, { url: 'https://hooks.example.com/in', events });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().id as number;
};
/** One endpoint subscribed to the event, and one subscribed to every other event (it must get none of it). */
const endpointsFor = async (team: number, event: TWebhookEvent) => ({
  subscribed: await addEndpoint(team, [event]),
  others: await addEndpoint(team, WEBHOOK_EVENTS.filter((e) => e !== event)),
});
const typesOf = async (endpointId: number) => (await eventsOf(endpointId)).map((e) => e.type);
const confirm = (id: number) => api.put(`/gb-registrations/${id}`, manager, { action: 'confirm' });

describe('campaign lifecycle events', () => {
  it('gift.approved once when a waiting claim is approved; not when the balance is short, a second time, or after a reject', async () => {
    const { subscribed, others } = await endpointsFor(europe, 'gift.approved');
    await setAvailable(t, api, staff, manager, europe, 100_000);
    const campaign = await campaignWith(api, { token: manager, staff, team: europe, options: [hamperOption(hamper)] });
    const approved = await invite(api, manager, campaign.id, { email: 'ada.approved@example.com', first_name: 'Ada', last_name: 'Approved' });
    await claim(t, approved, campaign.options[0]!);
    const rejected = await invite(api, manager, campaign.id);
    await claim(t, rejected, campaign.options[0]!);

    // A balance that cannot cover it: the confirmation waits for funds, and its rolled back savepoint sends nothing.
    await setAvailable(t, api, staff, manager, europe, HAMPER_GB_IV - 1);
    const short = await confirm(approved);
    expect(short.statusCode).toBe(409);
    expect(short.json().message).toBe(campaignRegistrationTexts.awaitingFunds);
    expect(await eventsOf(subscribed)).toEqual([]);

    await setAvailable(t, api, staff, manager, europe, 100_000);
    expect((await confirm(approved)).statusCode).toBe(200);
    expect((await confirm(approved)).statusCode).toBe(409);
    expect((await api.put(`/gb-registrations/${rejected}`, manager, { action: 'reject' })).statusCode).toBe(200);
    expect((await confirm(rejected)).statusCode).toBe(409);

    const row = await rowOf(t, approved);
    expect(row.confirmedAt).not.toBeNull();
    expect(await eventsOf(subscribed)).toEqual([
      {
        type: 'gift.approved',
        data: expect.objectContaining({
          id: approved,
          status: 'approved',
          platform: 'gifting',
          type: 'physical',
          campaign_id: campaign.id,
          option_id: campaign.options[0],
          option_name: 'Hamper',
          first_name: 'Ada',
          last_name: 'Approved',
          email: 'ada.approved@example.com',
          registered_at: row.registeredAt!.toISOString(),
          confirmed_at: row.confirmedAt!.toISOString(),
          rejected_at: null,
          expired_at: null,
        }),
      },
    ]);
    expect(await typesOf(others)).not.toContain('gift.approved');
  });

  it('invitation.expired once when the sweep closes an unclaimed invitation; not before, not again, not for a claim waiting for approval', async () => {
    const { subscribed, others } = await endpointsFor(acme, 'invitation.expired');
    const campaign = await campaignWith(api, { token: manager, staff, team: acme, options: [hamperOption(hamper)] });
    const current = (await api.get(`/gb-campaigns/${campaign.id}`, manager)).json();
    const saved = await api.post(`/put/gb-campaigns/${campaign.id}`, manager, { name: current.name, slug: current.slug, type: current.type, privacy: current.privacy, invitation_expiry_days: '5' });
    expect(saved.statusCode, saved.body).toBe(200);
    const open = await invite(api, manager, campaign.id, { email: 'una.unclaimed@example.com', first_name: 'Una', last_name: 'Unclaimed' });
    const claimed = await invite(api, manager, campaign.id);
    const claimedRes = await publicCalls(t).claim((await rowOf(t, claimed)).secret, { option_id: campaign.options[0], ...gbAddress });
    expect(claimedRes.statusCode, claimedRes.body).toBe(200);

    const later = async (ms: number) => {
      clock.advance(ms);
      await worker.runDue();
    };
    // The demo seed's invitations of the team expire on the same sweeps: this campaign's events are the ones read.
    const ofCampaign = async (endpointId: number) => (await eventsOf(endpointId)).filter((e) => e.data.campaign_id === campaign.id);
    await later(5 * DAY - MINUTE);
    expect(await ofCampaign(subscribed)).toEqual([]);
    await later(2 * MINUTE);
    await later(DAY);

    const row = await rowOf(t, open);
    expect(row.expiredAt).not.toBeNull();
    expect((await rowOf(t, claimed)).expiredAt).toBeNull();
    expect(await ofCampaign(subscribed)).toEqual([
      {
        type: 'invitation.expired',
        data: expect.objectContaining({
          id: open,
          status: 'expired',
          platform: 'gifting',
          campaign_id: campaign.id,
          option_id: null,
          first_name: 'Una',
          last_name: 'Unclaimed',
          email: 'una.unclaimed@example.com',
          registered_at: null,
          confirmed_at: null,
          expired_at: row.expiredAt!.toISOString(),
        }),
      },
    ]);
    // The other endpoint is live (it has the claim's gift.claimed) but gets no expiry.
    expect((await ofCampaign(others)).map((e) => e.type)).toEqual(['gift.claimed']);
    expect(await typesOf(others)).not.toContain('invitation.expired');
  });
});
