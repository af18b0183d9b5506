import { GIFT_PAGE_BASE } from '@gifthub/shared/constants';
import type { TPageData } from '../../lib/public-api';
import { campaignPagePath } from './api/campaign-page';
import { giftPath } from './api/public-call';
import { CampaignPage } from './components/campaign-page';
import { ClaimPage } from './components/claim-page';
import { RedeemPage } from './components/redeem-page';
import { UnknownLinkPage } from './components/unknown-link-page';

const decode = (s: string) => {
  try {
    return decodeURIComponent(s);
  } catch {
    return s;
  }
};

/** A path below /pick-a-gift: the sandbox redeem page, a campaign's own page (team slug, c, campaign slug), a gift link (team slug and secret), or anything else. */
const match = (rest: string) => {
  const parts = rest.split('/').filter(Boolean).map(decode);
  if (parts.length === 2 && parts[0] === 'redeem') return { page: 'redeem', code: parts[1]! } as const;
  if (parts.length === 3 && parts[1] === 'c') return { page: 'campaign', teamSlug: parts[0]!, slug: parts[2]! } as const;
  if (parts.length === 2) return { page: 'gift', secret: parts[1]! } as const;
  return { page: 'unknown' } as const;
};

// The public gift pages under /pick-a-gift in the light entry (public/): no portal shell, no login.
export const claimPages = {
  base: GIFT_PAGE_BASE,
  render: (rest: string, data: TPageData | undefined) => {
    const m = match(rest);
    if (m.page === 'redeem') return <RedeemPage code={m.code} />;
    if (m.page === 'gift') return <ClaimPage key={m.secret} secret={m.secret} initial={data} />;
    if (m.page === 'campaign') return <CampaignPage key={`${m.teamSlug}/${m.slug}`} teamSlug={m.teamSlug} slug={m.slug} initial={data} />;
    return <UnknownLinkPage />;
  },
  dataPath: (rest: string) => {
    const m = match(rest);
    if (m.page === 'campaign') return campaignPagePath(m.teamSlug, m.slug);
    return m.page === 'gift' ? giftPath(m.secret) : null;
  },
};
