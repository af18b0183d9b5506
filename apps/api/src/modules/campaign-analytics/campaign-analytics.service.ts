/**
 * Campaign analytics (spec 1 §2, §3, §7): GET /gb-campaigns/{id}?mode=analytics and the ROI summary PDF. Every figure
 * is read from gb_campaign_analytics_daily, which triggers keep in the writes' own transactions (migration 0013), so
 * the answer costs the same for ten registrations or a million. Money is pence here, pounds in the answer.
 */
import {
  CHARTS,
  chartBuckets,
  opportunityFigures,
  resolveDateRange,
  utcDay,
  type TAnalyticsChart,
  type TAnalyticsParams,
  type TCampaignAnalytics,
  type TCampaignDetail,
  type TCampaignDetailQuery,
  type TChartKey,
  type TUserRange,
} from '@gifthub/shared/campaign-analytics';
import { toPounds } from '@gifthub/shared/pricing';
import type { TLinkDeps } from '../../lib/public-url';
import { campaignStatistics } from '../campaigns/campaign-counts.service';
import { campaignOptions, type TCampaignRecord } from '../campaigns/campaign-lookup.service';
import { toCampaignView, toOptionView } from '../campaigns/campaigns.views';
import { campaignAccess, campaignView, type TActor } from '../campaigns/campaigns.service';
import type { TTeamAccess } from '../teams/team-access';
import { renderRoiSummaryPdf } from './campaign-analytics.pdf';
import * as repo from './campaign-analytics.repository';

/** Your Sales Only, or all members' when the member may see others' orders (else their own, whatever was asked). */
export const effectiveUserRange = (access: TTeamAccess, asked: TUserRange): TUserRange => (access.permissions['view-others-orders'] ? asked : 'own');

const CHART_METRICS = { sendsChart: 'sends', opensChart: 'opens', spentChart: 'spent_iv' } as const;

/** A chart's read: the days of its year (or month) and its buckets. */
function chartRead(key: TChartKey, c: TAnalyticsChart): repo.TChartRead {
  const buckets = chartBuckets(c);
  const [from, to] = c.month === null ? [`${c.year}-01-01`, `${c.year}-12-31`] : [buckets[0]!.key, buckets[buckets.length - 1]!.key];
  return { metric: CHART_METRICS[key], from, to, by: c.month === null ? 'month' : 'day' };
}
/** Every bucket of the chart, zero where nothing happened. */
const bars = (c: TAnalyticsChart, sums: Map<string, number>) => chartBuckets(c).map((b) => ({ label: b.label, value: sums.get(b.key) ?? 0 }));

/** The analytics of one campaign as the caller may see them. */
export async function campaignAnalytics(deps: TLinkDeps, campaign: TCampaignRecord, access: TTeamAccess, q: TAnalyticsParams): Promise<TCampaignAnalytics> {
  const now = deps.clock.now();
  const userRange = effectiveUserRange(access, q.userRange);
  const range = resolveDateRange(q.dateRange, { now, launchedAt: campaign.createdAt, custom: { start: q.dateStart, end: q.dateEnd } });
  const thisYear: TAnalyticsChart = { year: now.getUTCFullYear(), month: null };
  const charts = { sendsChart: q.sendsChart ?? thisYear, opensChart: q.opensChart ?? thisYear, spentChart: q.spentChart ?? thisYear };
  const [read, options] = await Promise.all([
    repo.readAnalytics(deps.db, { campaignId: campaign.id, range, userId: userRange === 'own' ? access.userId : null }, CHARTS.map((k) => chartRead(k, charts[k]))),
    repo.optionNames(deps.db, campaign.id),
  ]);
  const members = await repo.userNames(deps.db, read.team.map((m) => m.userId));
  const optionName = new Map(options.map((o) => [o.id, o.name]));
  const memberName = new Map(members.map((m) => [m.id, m.name || m.email]));
  const t = read.totals;
  const values = { opportunity: campaign.opportunityValue, demo: campaign.demoValue, deal: campaign.dealValue };
  const o = opportunityFigures({ claim: t.stage_claim, demo: t.stage_demo, deal: t.stage_deal }, values, t.spent_ev);
  const bySends = <T extends { sends: number }>(xs: T[]) => xs.sort((a, b) => b.sends - a.sends).slice(0, 100);
  const [sends, opens, spent] = CHARTS.map((k, i) => bars(charts[k], read.charts[i]!));
  return {
    user_range: userRange,
    date_range: q.dateRange,
    start_date: range.start ?? utcDay(campaign.createdAt),
    end_date: range.end ?? utcDay(now),
    sends: t.sends,
    opens: t.opens,
    confirmed: t.confirmed,
    for_confirmation: t.for_confirmation,
    delivered: t.delivered,
    rejected: t.rejected,
    reviewed: t.reviewed,
    reviews: [t.review_0, t.review_1, t.review_2, t.review_3],
    demo_booked: t.demo_booked,
    deal_closed: t.deal_closed,
    spent_ev: toPounds(t.spent_ev),
    spent_iv: toPounds(t.spent_iv),
    opportunity_value: toPounds(values.opportunity),
    demo_value: toPounds(values.demo),
    deal_value: toPounds(values.deal),
    opportunity_influenced: toPounds(o.influenced),
    opportunity_single: toPounds(o.single),
    opportunity_roi: o.roi,
    batches: bySends(read.batches),
    options: bySends(read.options.filter((x) => optionName.has(x.id)).map((x) => ({ id: x.id, name: optionName.get(x.id)!, sends: x.sends }))),
    team: bySends(read.team.filter((m) => memberName.has(m.userId)).map((m) => ({ user_id: m.userId, name: memberName.get(m.userId)!, sends: m.sends }))),
    charts: {
      sends: { ...charts.sendsChart, data: sends!.map((p) => ({ label: p.label, count: p.value })) },
      opens: { ...charts.opensChart, data: opens!.map((p) => ({ label: p.label, count: p.value })) },
      spent: { ...charts.spentChart, data: spent!.map((p) => ({ label: p.label, spent_iv: toPounds(p.value) })) },
    },
  };
}

/** GET /gb-campaigns/{id} with mode=analytics: the campaign as read, with its analytics. 404 for non-members. */
export async function campaignDetail(deps: TLinkDeps, user: TActor, id: number, q: TCampaignDetailQuery): Promise<TCampaignDetail> {
  const { campaign, access } = await campaignAccess(deps.db, user, id);
  // The campaign's statistics are the list's (campaignStatistics: the same rollup's all-time sums), so a campaign of a
  // million registrations answers as fast as a small one; per-option counts, when asked, are the registrations'.
  const [analytics, options, statistics] = await Promise.all([campaignAnalytics(deps, campaign, access, q), campaignOptions(deps.db, campaign.id), campaignStatistics(deps.db, [campaign.id])]);
  const view = q.with_option_counts
    ? await campaignView(deps, campaign, access.team.slug, true)
    : toCampaignView(campaign, access.team.slug, deps.config.publicUrl, options.map((o) => toOptionView(o)), statistics.get(campaign.id));
  return { ...view, analytics };
}

/** GET /gb-campaigns/{id}/analytics.pdf: the ROI summary of the analytics the caller sees, as a PDF to download. */
export async function roiSummary(deps: TLinkDeps, user: TActor, id: number, q: TAnalyticsParams): Promise<{ filename: string; pdf: Buffer }> {
  const { campaign, access } = await campaignAccess(deps.db, user, id);
  const analytics = await campaignAnalytics(deps, campaign, access, q);
  const at = deps.clock.now();
  const pdf = await renderRoiSummaryPdf({ campaign: { id: campaign.id, name: campaign.name }, team: access.team.name, analytics, at });
  return { filename: `campaign-${campaign.id}-roi-summary-${utcDay(at)}.pdf`, pdf };
}
