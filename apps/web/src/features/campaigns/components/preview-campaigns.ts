import type { TCampaignListItem } from '@gifthub/shared/campaigns';

/**
 * Example rows shown to a team without Pro whose list is empty (spec 3 §1: campaigns appear as a preview with demo
 * content). They are drawn without links or actions and marked as examples; no API call is made for them.
 */
export const PREVIEW_CAMPAIGNS: TCampaignListItem[] = [
  example(-1, 'Client Thank You', 'active', 'year-round', 'physical', 'invite', { sends: 40, confirmed: 32, claims_label: 'Claims', spent_ev: 1280, spent_iv: 1536 }),
  example(-2, 'Team eGift Rewards', 'active', 'onboarding', 'voucher', 'invite', { sends: 25, confirmed: 21, claims_label: 'Redeems', spent_ev: 525, spent_iv: 630 }),
  example(-3, 'Open Day Giveaway', 'completed', 'event', 'physical', 'public', { sends: 0, confirmed: 60, claims_label: 'Claims', spent_ev: 1740, spent_iv: 2088 }),
];

function example(
  id: number,
  name: string,
  status: TCampaignListItem['status'],
  type: TCampaignListItem['type'],
  reward: TCampaignListItem['reward_type'],
  privacy: TCampaignListItem['privacy'],
  statistics: TCampaignListItem['statistics'],
): TCampaignListItem {
  return { id, name, slug: '', status, type, reward_type: reward, privacy, image_url: null, registration_page: '', created_at: '2026-01-15T09:00:00Z', statistics };
}
