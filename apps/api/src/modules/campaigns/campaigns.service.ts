/**
 * Gifting campaigns of a team (spec 1 §2, §4, §5, §7): the list with its statistics, the menu, a request
 * (created as requested), the campaign as read. Settings changes are in campaign-settings.service, gift options
 * in campaign-options.service, staff's back office in campaigns.admin.service. Money is pence here.
 */
import {
  applyCampaignRules,
  campaignSlug,
  CAMPAIGN_LABELS,
  defaultReviews,
  reviewProblems,
  reviewUrlAllowed,
  reviewUrlMessage,
  campaignTexts,
  type TCampaign,
  type TCampaignListItem,
  type TCampaignListQuery,
  type TCampaignMenuItem,
  type TCampaignReviews,
  type TCampaignSort,
  type TCampaignType,
} from '@gifthub/shared/campaigns';
import { ERROR_CODES } from '@gifthub/shared/errors';
import { MAX_ID } from '@gifthub/shared/fields';
import { texts } from '@gifthub/shared/messages';
import { pageMeta, type TPaged } from '@gifthub/shared/paging';
import type { TProFeature } from '@gifthub/shared/plans';
import { toPence } from '@gifthub/shared/pricing';
import type { z } from 'zod';
import type { ZCampaignCreate } from '@gifthub/shared/campaigns';
import type { Db } from '../../db/client';
import type { TLinkDeps } from '../../lib/public-url';
import { AppError } from '../../lib/app-error';
import { campaignStatistics } from './campaign-counts.service';
import { optionRegistrationCounts } from '../registrations/registrations.service';
import type { TTeamAccess } from '../teams/team-access';
import { requirePro, resolveTeamAccess } from '../teams/teams.service';
import * as repo from './campaigns.repository';
import type { TCampaignRow } from './campaigns.table';
import { registrationPage, toCampaignView, toListItem, toOptionView } from './campaigns.views';

export type TCampaignCreateInput = z.output<typeof ZCampaignCreate>;
export type TActor = { id: number; isBbAdmin: boolean };

const NOT_FOUND = 'Campaign';
const isId = (id: number) => Number.isSafeInteger(id) && id > 0 && id <= MAX_ID;

/** The campaign and the caller's access to its team; 404 for anyone not a member (and not staff), so ids do not leak. */
export async function campaignAccess(db: Db, user: TActor, id: number): Promise<{ campaign: TCampaignRow; access: TTeamAccess }> {
  const campaign = isId(id) ? await repo.findCampaign(db, id) : undefined;
  if (!campaign) throw AppError.notFound(NOT_FOUND);
  const access = await resolveTeamAccess(db, campaign.teamId, user).catch(() => null);
  if (!access) throw AppError.notFound(NOT_FOUND);
  return { campaign, access };
}

/** A write on a campaign's team outside a :teamId route: demo read-only, then the Pro gate (as plugins/auth does). */
export function requireTeamWrite(access: TTeamAccess, feature: TProFeature, productName: string) {
  if (access.isDemo) throw AppError.forbidden(texts.demoReadOnly, ERROR_CODES.demoReadOnly);
  requirePro(access, feature, productName);
}

/**
 * Review fields when type is reviews: required, and the submission URL on our host. Choosing reviews with an empty
 * submission URL loads the default texts and the campaign's own review page as the URL (spec 1 §4).
 */
export function checkReviews(type: TCampaignType, reviews: TCampaignReviews | undefined, host: string, defaultUrl: string): TCampaignReviews | null {
  if (type !== 'reviews') return reviews ?? null;
  const r = reviews?.submission_url ? reviews : { ...defaultReviews(), ...(reviews ?? {}), submission_url: defaultUrl, texts: defaultReviews().texts };
  const problems = reviewProblems(r);
  if (r.submission_url && !reviewUrlAllowed(r.submission_url, host)) problems['reviews.submission_url'] = reviewUrlMessage(host);
  const fields = Object.fromEntries(Object.entries(problems).map(([k, v]) => [k, [v]]));
  if (Object.keys(fields).length) throw AppError.validation(fields, Object.values(problems)[0]);
  return r;
}

/** Where a reviews campaign's recipients leave their review: its own page, on our host. */
export const reviewPageUrl = (publicUrl: string, teamSlug: string, slug: string) => `${registrationPage(publicUrl, teamSlug, slug)}/review`;

async function uniqueSlug(db: Db, teamId: number, slug: string, exceptId?: number) {
  const hit = await repo.findCampaignBySlug(db, teamId, slug);
  if (hit && hit.id !== exceptId) throw AppError.field('slug', campaignTexts.slugTaken);
}

/** A slug made from a name is made unique within the team as teams' are: summer, summer-2, summer-3… */
async function freeSlug(db: Db, teamId: number, base: string) {
  if (!base) return base;
  let slug = base;
  for (let n = 2; await repo.findCampaignBySlug(db, teamId, slug); n++) slug = `${base.slice(0, 54)}-${n}`;
  return slug;
}

/** POST /teams/{teamId}/gb-campaigns: a request, status requested, with the forced values applied. */
export async function createCampaign(deps: TLinkDeps, access: TTeamAccess, input: TCampaignCreateInput): Promise<{ id: number }> {
  const slug = input.slug ?? (await freeSlug(deps.db, access.team.id, campaignSlug(input.name)));
  if (!slug) throw AppError.field('slug', `${CAMPAIGN_LABELS.slug} is required.`);
  if (input.slug) await uniqueSlug(deps.db, access.team.id, slug);
  const forced = applyCampaignRules({
    type: input.type,
    reward_type: input.reward_type,
    privacy: input.privacy,
    auto_approve: input.auto_approve ?? false,
    page_restricted: input.page_restricted ?? false,
  });
  const reviews = checkReviews(input.type, input.reviews, deps.config.publicUrl, reviewPageUrl(deps.config.publicUrl, access.team.slug, slug));
  const row = await repo.insertCampaign(deps.db, {
    teamId: access.team.id,
    name: input.name,
    slug,
    type: forced.type,
    rewardType: forced.reward_type,
    privacy: forced.privacy,
    autoApprove: forced.auto_approve,
    pageRestricted: forced.page_restricted,
    status: 'requested',
    pageTitle: input.page_title ?? '',
    pageText: input.page_text ?? '',
    disabledDomains: input.disabled_domains ?? '',
    opportunityValue: toPence(input.opportunity_value ?? 0),
    demoValue: toPence(input.demo_value ?? 0),
    dealValue: toPence(input.deal_value ?? 0),
    reqContent: input.req_content ?? '',
    reviews,
  });
  return { id: row.id };
}

/** GET /teams/{teamId}/gb-campaigns: a page with each row's first option image and statistics (three statements). */
export async function listCampaigns(deps: TLinkDeps, access: TTeamAccess, q: TCampaignListQuery): Promise<TPaged<TCampaignListItem>> {
  const { rows, total } = await repo.listCampaigns(deps.db, {
    teamId: access.team.id,
    q: q.q,
    filters: q.filters,
    sort: (q.sort ?? 'id') as TCampaignSort,
    direction: q.direction ?? 'desc',
    page: q.page,
    perPage: q.per_page,
  });
  const ids = rows.map((r) => r.campaign.id);
  const [images, counts] = await Promise.all([repo.firstOptionImages(deps.db, ids), campaignStatistics(deps.db, ids)]);
  return {
    data: rows.map(({ campaign }) => toListItem(campaign, access.team.slug, deps.config.publicUrl, images.get(campaign.id), counts.get(campaign.id))),
    meta: pageMeta(total, q.page, q.per_page),
  };
}

export const campaignMenu = async (db: Db, access: TTeamAccess): Promise<{ data: TCampaignMenuItem[] }> => ({ data: await repo.listMenu(db, access.team.id) });

/** The campaign as read, with its options (and each option's registrations when asked). */
export async function campaignView(deps: TLinkDeps, campaign: TCampaignRow, teamSlug: string, withOptionCounts = false): Promise<TCampaign> {
  const [options, counts, optionCounts] = await Promise.all([
    repo.listOptions(deps.db, campaign.id),
    campaignStatistics(deps.db, [campaign.id]),
    withOptionCounts ? optionRegistrationCounts(deps.db, campaign.id) : Promise.resolve(null),
  ]);
  return toCampaignView(
    campaign,
    teamSlug,
    deps.config.publicUrl,
    options.map((o) => toOptionView(o, optionCounts ? (optionCounts.get(o.option.id) ?? 0) : undefined)),
    counts.get(campaign.id),
  );
}

/** GET /gb-campaigns/{id}: members of its team and staff; 404 for anyone else. */
export async function getCampaign(deps: TLinkDeps, user: TActor, id: number, withOptionCounts = false): Promise<TCampaign> {
  const { campaign, access } = await campaignAccess(deps.db, user, id);
  return campaignView(deps, campaign, access.team.slug, withOptionCounts);
}
