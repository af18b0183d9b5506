import { useEffect } from 'react';
import { claimTexts } from '@gifthub/shared/claim-texts';
import { Spinner } from '../../../components/light/button';
import { PublicApiError, type TPageData } from '../../../lib/public-api';
import { isCampaignPage, useGift } from '../api/get-gift';
import { ClaimFrame } from './claim-frame';
import { MarketplaceIntro } from './action-page-style';
import { giftPageTitle } from './page-titles';
import { campaignFlowPart, giftFlowPart } from './lazy-parts';
import { LoadFailedScreen, UnknownLinkScreen } from './outcome-screens';

const SOMETHING_WRONG = 'Something went wrong. Please try again.';

/**
 * /pick-a-gift/{teamSlug}/{secret}: the recipient's public gift page (no login; the secret is the key). The
 * server renders it with the gift's data in the page (`initial`), so nothing waits for a request.
 */
export function ClaimPage({ secret, initial }: { secret: string; initial?: TPageData }) {
  const gift = useGift(secret, initial);
  const teamName = gift.data?.team.name;
  useEffect(() => {
    document.title = giftPageTitle(teamName);
  }, [teamName]);

  if (gift.isPending)
    return (
      <ClaimFrame>
        <div className="l-center" style={{ padding: '80px 0' }}>
          <Spinner large label="Loading your gift" />
        </div>
      </ClaimFrame>
    );
  if (!gift.data) {
    const e = gift.error;
    return (
      <ClaimFrame>
        {e instanceof PublicApiError && e.status === 404 ? (
          <UnknownLinkScreen />
        ) : (
          <LoadFailedScreen
            message={e instanceof PublicApiError && e.status === 429 ? e.message || claimTexts.tooManyAttempts : e instanceof PublicApiError && e.message ? e.message : SOMETHING_WRONG}
            onRetry={gift.refetch}
            retrying={gift.isFetching}
          />
        )}
      </ClaimFrame>
    );
  }
  const data = gift.data;
  const campaign = isCampaignPage(data);
  return (
    <ClaimFrame
      team={data.team}
      hero={campaign && data.campaign.hero_url ? null : data.team.hero_url}
      intro={campaign ? null : <MarketplaceIntro page={data.team.action_page} />}
    >
      {campaign ? <campaignFlowPart.Part view={data} target={{ kind: 'invitation', secret }} /> : <giftFlowPart.Part secret={secret} view={data} />}
    </ClaimFrame>
  );
}

