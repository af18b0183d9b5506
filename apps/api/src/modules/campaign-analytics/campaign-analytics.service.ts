/**
 * Campaign analytics (spec 1 §2, §3, §7): GET /gb-campaigns/{id}?mode=analytics and the ROI summary PDF. Every figure
 * is read from gb_campaign_analytics_daily, which triggers keep in the writes' own transactions (migration 0013), so
 * the answer costs the same for ten registrations or a million. Money is pence here, pounds in the answer.
 */
import {
  chartBuckets,
  opportunityFigures,
  resolveDateRange,
  utcDay,
  type TAnalyticsChart,
  type TAnalyticsParams,
  type TAnalyticsSeries,
  type TSpentSeries,
  type TCampaignAnalytics,
  type TCampaignDetail,
  type TCampaignDetailQuery,
  type TUserRange,
} from '@gifthub/shared/campaign-analytics';
import { toPounds } from '@gifthub/shared/pricing';
import type { TLinkDeps } from '../../lib/public-url';
import { campaignOptions, type TCampaignRecord } from '../campaigns/campaign-lookup.service';
import { toCampaignView, toOptionView } from '../campaigns/campaigns.views';
import { campaignAccess, campaignView, type TActor } from '../campaigns/campaigns.service';
import type { TTeamAccess } from '../teams/team-access';
import { renderRoiSummaryPdf } from './campaign-analytics.pdf';
import * as repo from './campaign-analytics.repository';

/** Your Sales Only, or all members' when the member may see others' orders (else their own, whatever was asked). */
export const effectiveUserRange = (access: TTeamAccess, asked: TUserRange): TUserRange => (access.permissions['view-others-orders'] ? asked : 'own');

/** A metric's sums per bucket of the chart's year (or month), every bucket present (zero when nothing happened). */
async function chartValues(deps: TLinkDeps, scope: Omit<repo.TAnalyticsScope, 'range'>, metric: repo.TChartMetric, c: TAnalyticsChart) {
  const buckets = chartBuckets(c);
  const [from, to] = c.month === null ? [`${c.year}-01-01`, `${c.year}-12-31`] : [buckets[0]!.key, buckets[buckets.length - 1]!.key];
  const rows = await repo.series(deps.db, scope, metric, from, to, c.month === null ? 'month' : 'day');
  const byKey = new Map(rows.map((r) => [r.key, r.value]));
  return buckets.map((b) => ({ label: b.label, value: byKey.get(b.key) ?? 0 }));
}

const countChart = async (deps: TLinkDeps, scope: Omit<repo.TAnalyticsScope, 'range'>, metric: 'sends' | 'opens', c: TAnalyticsChart): Promise<TAnalyticsSeries> => ({
  year: c.year,
  month: c.month,
  data: (await chartValues(deps, scope, metric, c)).map((p) => ({ label: p.label, count: p.value })),
});

const spentChart = async (deps: TLinkDeps, scope: Omit<repo.TAnalyticsScope, 'range'>, c: TAnalyticsChart): Promise<TSpentSeries> => ({
  year: c.year,
  month: c.month,
  data: (await chartValues(deps, scope, 'spentIv', c)).map((p) => ({ label: p.label, spent_iv: toPounds(p.value) })),
});

/** The analytics of one campaign as the caller may see them. */
export async function campaignAnalytics(deps: TLinkDeps, campaign: TCampaignRecord, access: TTeamAccess, q: TAnalyticsParams): Promise<TCampaignAnalytics> {
  const now = deps.clock.now();
  const userRange = effectiveUserRange(access, q.userRange);
  const range = resolveDateRange(q.dateRange, { now, launchedAt: campaign.createdAt, custom: { start: q.dateStart, end: q.dateEnd } });
  const member = { campaignId: campaign.id, userId: userRange === 'own' ? access.userId : null };
  const scope = { ...member, range };
  const thisYear: TAnalyticsChart = { year: now.getUTCFullYear(), month: null };
  // One at a time: PGlite runs one query at a time anyway, and each reads a few hundred rollup rows at most.
  const t = await repo.totals(deps.db, scope);
  const batches = await repo.batches(deps.db, scope);
  const options = await repo.options(deps.db, scope);
  const team = await repo.team(deps.db, scope);
  const sends = await countChart(deps, member, 'sends', q.sendsChart ?? thisYear);
  const opens = await countChart(deps, member, 'opens', q.opensChart ?? thisYear);
  const spent = await spentChart(deps, member, q.spentChart ?? thisYear);
  const values = { opportunity: campaign.opportunityValue, demo: campaign.demoValue, deal: campaign.dealValue };
  const o = opportunityFigures({ claim: t.stageClaim, demo: t.stageDemo, deal: t.stageDeal }, values, t.spentEv);
  return {
    user_range: userRange,
    date_range: q.dateRange,
    start_date: range.start ?? utcDay(campaign.createdAt),
    end_date: range.end ?? utcDay(now),
    sends: t.sends,
    opens: t.opens,
    confirmed: t.confirmed,
    for_confirmation: t.forConfirmation,
    delivered: t.delivered,
    rejected: t.rejected,
    reviewed: t.reviewed,
    reviews: [t.review0, t.review1, t.review2, t.review3],
    demo_booked: t.demoBooked,
    deal_closed: t.dealClosed,
    spent_ev: toPounds(t.spentEv),
    spent_iv: toPounds(t.spentIv),
    opportunity_value: toPounds(values.opportunity),
    demo_value: toPounds(values.demo),
    deal_value: toPounds(values.deal),
    opportunity_influenced: toPounds(o.influenced),
    opportunity_single: toPounds(o.single),
    opportunity_roi: o.roi,
    batches,
    options,
    team: team.map((m) => ({ user_id: m.userId, name: m.name || m.email, sends: m.sends })),
    charts: { sends, opens, spent },
  };
}

/** GET /gb-campaigns/{id} with mode=analytics: the campaign as read, with its analytics. 404 for non-members. */
export async function campaignDetail(deps: TLinkDeps, user: TActor, id: number, q: TCampaignDetailQuery): Promise<TCampaignDetail> {
  const { campaign, access } = await campaignAccess(deps.db, user, id);
  // The campaign's statistics come from the rollup too (the same counts as the list's), so a campaign of a million
  // registrations answers as fast as a small one; per-option counts, when asked, are the registrations'.
  const view = q.with_option_counts
    ? await campaignView(deps, campaign, access.team.slug, true)
    : toCampaignView(campaign, access.team.slug, deps.config.publicUrl, (await campaignOptions(deps.db, campaign.id)).map((o) => toOptionView(o)), await repo.statistics(deps.db, campaign.id));
  return { ...view, analytics: await campaignAnalytics(deps, campaign, access, q) };
}

/** GET /gb-campaigns/{id}/analytics.pdf: the ROI summary of the analytics the caller sees, as a PDF to download. */
export async function roiSummary(deps: TLinkDeps, user: TActor, id: number, q: TAnalyticsParams): Promise<{ filename: string; pdf: Buffer }> {
  const { campaign, access } = await campaignAccess(deps.db, user, id);
  const analytics = await campaignAnalytics(deps, campaign, access, q);
  const at = deps.clock.now();
  const pdf = await renderRoiSummaryPdf({ campaign: { id: campaign.id, name: campaign.name }, team: access.team.name, analytics, at });
  return { filename: `campaign-${campaign.id}-roi-summary-${utcDay(at)}.pdf`, pdf };
}
