import { useEffect } from 'react';
import { Spinner } from '../../../components/light/button';
import { PublicApiError, type TPageData } from '../../../lib/public-api';
import { useCampaignPage } from '../api/campaign-page';
import { CampaignFlow } from './campaign-flow';
import { ClaimFrame } from './claim-frame';
import { campaignPageTitle } from './page-titles';
import { LoadFailedScreen, UnknownLinkScreen } from './outcome-screens';

/**
 * /pick-a-gift/{teamSlug}/c/{campaignSlug}: a public or internal campaign's own page (no login). The server
 * renders it with the campaign's data in the page (`initial`). Closed and invitation-only pages say why. With
 * ?invite={secret} it is a Multi Invite list's batch link: open for an invite-only campaign too, and the claim
 * takes the list's invitation for the e-mail given.
 */
export function CampaignPage({ teamSlug, slug, invite, initial }: { teamSlug: string; slug: string; invite: string | null; initial?: TPageData }) {
  const page = useCampaignPage(teamSlug, slug, invite, initial);
  const title = page.data?.campaign.page_title;
  useEffect(() => {
    document.title = campaignPageTitle(title);
  }, [title]);

  if (page.isPending)
    return (
      <ClaimFrame>
        <div className="l-center" style={{ padding: '80px 0' }}>
          <Spinner large label="Loading the gift page" />
        </div>
      </ClaimFrame>
    );
  if (!page.data) {
    const e = page.error;
    return (
      <ClaimFrame>
        {e instanceof PublicApiError && e.status === 404 ? (
          <UnknownLinkScreen />
        ) : (
          <LoadFailedScreen message={(e instanceof PublicApiError && e.message) || 'Something went wrong. Please try again.'} onRetry={page.refetch} retrying={page.isFetching} />
        )}
      </ClaimFrame>
    );
  }
  return (
    <ClaimFrame team={page.data.team} hero={page.data.campaign.hero_url ? null : page.data.team.hero_url}>
      <CampaignFlow view={page.data} target={{ kind: 'campaign', teamSlug, slug, invite }} />
    </ClaimFrame>
  );
}
