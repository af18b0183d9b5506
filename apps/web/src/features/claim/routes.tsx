import { GIFT_PAGE_BASE } from '@gifthub/shared/constants';
import type { TPageData } from '../../lib/public-api';
import { isCampaignPage, type TGiftPage } from './api/get-gift';
import { actionPagePreviewPath, campaignViewPath, giftPath } from './api/public-call';
import { ClaimPage } from './components/claim-page';
import { actionPagePreviewPart, campaignFlowPart, campaignPagePart, giftFlowPart, redeemPagePart, verifyStepPart, voucherScreenPart } from './components/lazy-parts';
import { UnknownLinkPage } from './components/unknown-link-page';
import { campaignPageTitle, giftPageTitle } from './components/page-titles';
import type { TCampaignPageView } from '@gifthub/shared/campaign-pages';

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/**
 * A path below /pick-a-gift: the sandbox redeem page, a campaign's own page (team slug, c, campaign slug; with
 * ?invite={secret}, a Multi Invite list's batch link), a gift link (team slug and secret), or anything else.
 */
const match = (rest: string, query: URLSearchParams) => {
  const parts = rest.split('/').filter(Boolean).map(decode);
  if (parts.length === 2 && parts[0] === 'redeem') return { page: 'redeem', code: parts[1]! } as const;
  if (parts.length === 3 && parts[1] === 'c') return { page: 'campaign', teamSlug: parts[0]!, slug: parts[2]!, invite: query.get('invite') } as const;
  // A team's action-page preview (preview_url): 'preview' is never a gift secret (those are 22 characters or more).
  if (parts.length === 2 && parts[1] === 'preview') return { page: 'preview', teamSlug: parts[0]!, key: query.get('key') ?? '' } as const;
  if (parts.length === 2) return { page: 'gift', secret: parts[1]! } as const;
  return { page: 'unknown' } as const;
};

/** The parts a gift link's first paint shows: the marketplace gift or the campaign's choice, and the verification or a claimed eGift. */
const giftParts = (view: TGiftPage) => [
  isCampaignPage(view) ? campaignFlowPart.preload() : giftFlowPart.preload(),
  ...(view.state === 'open' && view.verification !== 'none' ? [verifyStepPart.preload()] : []),
  ...(!isCampaignPage(view) && view.voucher_code ? [voucherScreenPart.preload()] : []),
];

// The public gift pages under /pick-a-gift in the light entry (public/): no portal shell, no login.
export const claimPages = {
  base: GIFT_PAGE_BASE,
  render: (rest: string, data: TPageData | undefined, query: URLSearchParams) => {
    const m = match(rest, query);
    if (m.page === 'redeem') return <redeemPagePart.Part code={m.code} />;
    if (m.page === 'gift') return <ClaimPage key={m.secret} secret={m.secret} initial={data} />;
    if (m.page === 'preview') return <actionPagePreviewPart.Part initial={data} query={query} />;
    if (m.page === 'campaign') return <campaignPagePart.Part key={`${m.teamSlug}/${m.slug}?${m.invite}`} teamSlug={m.teamSlug} slug={m.slug} invite={m.invite} initial={data} />;
    return <UnknownLinkPage />;
  },
  prepare: (rest: string, data: TPageData | undefined, query: URLSearchParams) => {
    const m = match(rest, query);
    if (m.page === 'redeem') return redeemPagePart.preload();
    if (m.page === 'campaign') return campaignPagePart.preload();
    if (m.page === 'preview') return actionPagePreviewPart.preload();
    if (m.page !== 'gift' || data?.status !== 200) return null;
    return Promise.all(giftParts(data.body as TGiftPage)).then(() => undefined);
  },
  title: (rest: string, data: TPageData | undefined, query: URLSearchParams) => {
    const m = match(rest, query);
    const body = data?.status === 200 ? data.body : undefined;
    if (m.page === 'campaign') return campaignPageTitle((body as TCampaignPageView | undefined)?.campaign.page_title);
    if (m.page === 'preview') return 'Gift page preview';
    if (m.page === 'gift') return giftPageTitle((body as TGiftPage | undefined)?.team.name);
    return 'Your gift';
  },
  dataPath: (rest: string, query: URLSearchParams) => {
    const m = match(rest, query);
    if (m.page === 'campaign') return campaignViewPath(m.teamSlug, m.slug, m.invite);
    if (m.page === 'preview') return actionPagePreviewPath(m.teamSlug, m.key);
    return m.page === 'gift' ? giftPath(m.secret) : null;
  },
};
