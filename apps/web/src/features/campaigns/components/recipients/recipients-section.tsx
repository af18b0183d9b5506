import type { TCampaign } from '@gifthub/shared/campaigns';

/** The campaign detail's Recipients section (#recipients): mounted by the detail page; built by the recipients work. */
export function RecipientsSection({ campaign }: { campaign: TCampaign }) {
  return <section id="recipients" aria-label={`Recipients of ${campaign.name}`} />;
}
