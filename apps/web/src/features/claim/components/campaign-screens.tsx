import type { Ref } from 'react';
import { IconCheck, IconLinkOff } from '@tabler/icons-react';
import type { TCampaignPageView } from '@gifthub/shared/campaign-pages';
import { descriptionParagraphs } from '../../../lib/description';
import { OutcomeCard } from './outcome-screens';

/** The campaign's page title, hero, text and, on a personal link, who invited and their message. */
export function CampaignSummary({ view }: { view: TCampaignPageView }) {
  const from = view.sender_name ? `${view.sender_name} at ${view.team.name}` : view.team.name;
  return (
    <section className="l-card l-stack" data-testid="campaign-summary" aria-labelledby="campaign-title">
      {view.campaign.hero_url && <img className="l-hero l-ap-hero" src={view.campaign.hero_url} alt="" />}
      {view.kind === 'invitation' && <p className="l-small l-dimmed">{from} invites you to choose a gift</p>}
      <h1 id="campaign-title" className="l-ap-campaign-name">
        {view.campaign.page_title}
      </h1>
      {descriptionParagraphs(view.campaign.page_text).map((p, i) => (
        <p key={i} className="l-small l-wrap l-ap-campaign-text">
          {p}
        </p>
      ))}
      {view.invitation_message?.trim() && (
        <div className="l-message" data-testid="sender-message">
          <p className="l-label-caps">A message from {view.sender_name ?? view.team.name}</p>
          <p className="l-small l-wrap">{view.invitation_message.trim()}</p>
        </div>
      )}
    </section>
  );
}

/** The claim is in; the team approves it (or its balance is topped up) before the gift leaves. */
export function ReceivedScreen({ optionName, message, ref }: { optionName: string; message: string; ref?: Ref<HTMLDivElement> }) {
  return (
    <OutcomeCard ref={ref} testId="outcome-received" icon={<IconCheck size={34} />} tone="success" title="Your choice has been received">
      <p>{message}</p>
      <p className="l-small l-dimmed">You chose {optionName}. We will let you know when it is on its way.</p>
    </OutcomeCard>
  );
}

/** A paused, leaked, completed or not yet active campaign, or an invitation-only campaign's own page. */
export function CampaignClosedScreen({ view }: { view: TCampaignPageView }) {
  return (
    <OutcomeCard testId="outcome-closed" icon={<IconLinkOff size={34} />} tone="gray" title={view.campaign.page_title}>
      <p>{view.message}</p>
    </OutcomeCard>
  );
}

/** The eGift's value when the option fixes it. */
export function FixedVoucher({ value, brand }: { value: string; brand: string | null }) {
  return (
    <div className="l-box" data-testid="fixed-voucher">
      <p className="l-lead">
        {value} eGift{brand ? ` to spend at ${brand}` : ''}
      </p>
    </div>
  );
}
