import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { reviewTexts } from '@gifthub/shared/campaign-reviews';
import { defaultReviews } from '@gifthub/shared/campaigns';
import type { TTestApp } from '../../test/test-app';
import { campaignOf, invitationOf } from '../campaign-pages/campaign-pages.test-helpers';
import { giftTestApp, type TApi } from '../registrations/registrations.test-helpers';

let t: TTestApp;
let api: TApi;
let manager: string;
let corner: string;
let acme: number;
let managerId: number;

beforeAll(async () => {
  const g = await giftTestApp();
  ({ t, api, manager, corner, acme, managerId } = g);
});
afterAll(() => t.close());

const day = (n: number) => new Date(Date.UTC(2026, 8, 1 + n, 10));
// Twelve negative ratings (2 and 3, and one 7 that no button names), four good ones, one unrated: last names not in date order.
const NAMES = ['Morgan', 'Abbott', 'Xu', 'Clarke', 'Evans', 'Baker', 'Young', 'Davies', 'Hughes', 'Fischer', 'Iqbal', 'Green'];

async function reviewedCampaign(treshold = 2) {
  const c = await campaignOf(t, acme, { type: 'reviews', reviews: { ...defaultReviews(), submission_url: 'http://localhost:3000/r', treshold } });
  for (const [i, lastName] of NAMES.entries()) {
    const rating = i === 5 ? 7 : 2 + (i % 2);
    await invitationOf(t, c, managerId, { lastName, rating, feedback: `Feedback ${i} `.repeat(i === 0 ? 40 : 1).trim(), visitedAt: day(i) });
  }
  for (const i of [0, 1, 0, 1]) await invitationOf(t, c, managerId, { lastName: 'Aaron', rating: i, feedback: null, visitedAt: day(20) });
  await invitationOf(t, c, managerId, { lastName: 'Aardvark' });
  return c;
}

const list = (id: number, query = '', token = manager) => api.get(`/gb-campaigns/${id}/feedback${query}`, token);

describe('GET /gb-campaigns/{id}/feedback', () => {
  it('lists negative ratings 10 a page, newest review (visited_at) first, with the count for the footer', async () => {
    const c = await reviewedCampaign();
    const first = await list(c.id);
    expect(first.statusCode, first.body).toBe(200);
    const body = first.json();
    expect(body.meta).toMatchObject({ total: 12, per_page: 10, current_page: 1, last_page: 2 });
    expect(body.data.map((r: { last_name: string }) => r.last_name)).toEqual([...NAMES].reverse().slice(0, 10));
    expect(body.data[0]).toMatchObject({ last_name: 'Green', rating: 3, rating_label: 'Unhappy', feedback: 'Feedback 11', visited_at: day(11).toISOString() });
    expect(body.data.find((r: { last_name: string }) => r.last_name === 'Clarke')).toMatchObject({ rating: 3, rating_label: 'Unhappy' });
    expect(body.data.find((r: { last_name: string }) => r.last_name === 'Evans')).toMatchObject({ rating: 2, rating_label: 'OK' });
    const second = (await list(c.id, '?page=2')).json();
    expect(second.data.map((r: { last_name: string }) => r.last_name)).toEqual(['Abbott', 'Morgan']);
    // The whole feedback is answered (the page trims it for the table; the detail shows it all).
    expect(second.data[1].feedback.length).toBeGreaterThan(200);
  });

  it("sorts by the customer's last name both ways, and names an unknown rating 'Unknown'", async () => {
    const c = await reviewedCampaign();
    const sorted = [...NAMES].sort();
    const up = (await list(c.id, '?sort=last_name&direction=asc')).json();
    expect(up.data.map((r: { last_name: string }) => r.last_name)).toEqual(sorted.slice(0, 10));
    expect(up.data.find((r: { last_name: string }) => r.last_name === 'Baker')).toMatchObject({ rating: 7, rating_label: 'Unknown' });
    const down = (await list(c.id, '?sort=last_name&direction=desc&page=2')).json();
    expect(down.data.map((r: { last_name: string }) => r.last_name)).toEqual(['Baker', 'Abbott']);
  });

  it("follows the campaign's threshold", async () => {
    const c = await reviewedCampaign(3);
    // Ratings 3 (five of the twelve) and Baker's unknown 7.
    expect((await list(c.id)).json().meta.total).toBe(6);
  });

  it('refuses other campaign types, other teams and bad queries', async () => {
    const plain = await campaignOf(t, acme);
    const other = await list(plain.id);
    expect([other.statusCode, other.json().message]).toEqual([409, reviewTexts.reviewsOnly]);
    const c = await reviewedCampaign();
    expect((await list(c.id, '', corner)).statusCode).toBe(404);
    expect((await api.get(`/gb-campaigns/${c.id}/feedback`, null)).statusCode).toBe(401);
    const bad = await list(c.id, '?sort=rating&page=0');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ page: ['Page must be at least 1'], sort: [expect.any(String)] });
  });
});
