import { applyCampaignRules, CAMPAIGN_PRIVACY, PRIVACY_LABELS, type TCampaignPrivacy, type TCampaignType, type TRewardType } from '@gifthub/shared/campaigns';

/** The values the forms hold; '' while a choice is not made yet. */
export type TForceInput = { type: TCampaignType | ''; reward_type: TRewardType | ''; privacy: TCampaignPrivacy | '' };

const rules = (v: TForceInput, privacy: TCampaignPrivacy, approve: boolean) =>
  applyCampaignRules({ type: v.type || 'other', reward_type: v.reward_type || 'physical', privacy, auto_approve: approve, page_restricted: approve });

/**
 * What the shared rule (applyCampaignRules, spec 1 §4) forces for these choices, read from the rule itself: the
 * privacy when every choice ends the same, and auto-approve and page-restricted when both settings end the same.
 * The forms show forced values locked, with a note saying why; the API applies the same rule on every save.
 */
export function forcedState(v: TForceInput) {
  const lockedPrivacy = CAMPAIGN_PRIVACY.map((p) => rules(v, p, false).privacy);
  const privacyLocked = lockedPrivacy.every((p) => p === lockedPrivacy[0]);
  const privacy: TCampaignPrivacy | '' = privacyLocked ? lockedPrivacy[0]! : v.privacy;
  const on = rules(v, privacy || 'invite', true);
  const off = rules(v, privacy || 'invite', false);
  const approval = on.auto_approve === off.auto_approve ? { auto_approve: on.auto_approve, page_restricted: on.page_restricted } : null;
  const notes: string[] = [];
  if (privacyLocked && privacy) notes.push(`${v.reward_type === 'voucher' || v.reward_type === 'mixed' ? 'Voucher and mixed' : 'Sales and reviews'} campaigns are always ${PRIVACY_LABELS[privacy]}.`);
  if (approval)
    notes.push(
      approval.auto_approve
        ? 'Claims are approved automatically and the campaign page is restricted.'
        : `${PRIVACY_LABELS.public} campaigns do not approve claims automatically and their page is not restricted.`,
    );
  return { privacy, privacyLocked, approval, notes };
}
