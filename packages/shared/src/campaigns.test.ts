import { describe, expect, it } from 'vitest';
import {
  applyCampaignRules,
  campaignAllows,
  campaignNotecardMax,
  campaignSlug,
  canTransition,
  CAMPAIGN_STATUSES,
  claimsLabel,
  ZCampaignCreate,
  ZCampaignListQuery,
  ZCampaignNotecardText,
  ZCampaignSettings,
  reviewProblems,
  reviewUrlAllowed,
  reviewUrlMessage,
  defaultReviews,
  campaignUpdateKind,
} from './campaigns';

const base = { type: 'year-round', reward_type: 'physical', privacy: 'invite', auto_approve: false, page_restricted: false } as const;
const firstError = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }, field: string) =>
  r.error?.issues.find((i) => i.path.join('.') === field)?.message;

describe('applyCampaignRules (spec 1 §4)', () => {
  it('makes voucher and mixed campaigns private with auto_approve and page_restricted', () => {
    for (const reward_type of ['voucher', 'mixed'] as const)
      expect(applyCampaignRules({ ...base, reward_type, privacy: 'public' })).toMatchObject({ privacy: 'invite', auto_approve: true, page_restricted: true });
  });
  it('makes sales and reviews campaigns private, keeping the flags', () => {
    for (const type of ['sales', 'reviews'] as const)
      expect(applyCampaignRules({ ...base, type, privacy: 'public', auto_approve: true })).toMatchObject({ privacy: 'invite', auto_approve: true, page_restricted: false });
  });
  it('turns auto_approve and page_restricted off for public campaigns', () => {
    expect(applyCampaignRules({ ...base, privacy: 'public', auto_approve: true, page_restricted: true })).toMatchObject({ privacy: 'public', auto_approve: false, page_restricted: false });
  });
  it('leaves invite and internal physical campaigns as given', () => {
    const internal = { ...base, privacy: 'internal' as const, auto_approve: true, page_restricted: true };
    expect(applyCampaignRules(internal)).toEqual(internal);
    expect(applyCampaignRules(base)).toEqual(base);
  });
});

describe('campaign slug (spec 1 §5)', () => {
  it('lower-cases, turns spaces to hyphens and removes other characters', () => {
    expect(campaignSlug('Summer Thank-You Gifts!')).toBe('summer-thank-you-gifts');
    expect(campaignSlug('  Ça  va 2025 ')).toBe('a-va-2025');
  });
  it('refuses a given slug with other characters', () => {
    const r = ZCampaignCreate.safeParse({ ...base, name: 'Summer', slug: 'sum mer' });
    expect(firstError(r, 'slug')).toBe('Slug must only contain (A-Z, a-z, 0-9 and -).');
  });
});

describe('what each status allows', () => {
  it('sends invitations and takes claims only when active', () => {
    expect(CAMPAIGN_STATUSES.filter((s) => campaignAllows(s).invitations)).toEqual(['active']);
    expect(CAMPAIGN_STATUSES.filter((s) => campaignAllows(s).claims)).toEqual(['active']);
  });
  it('keeps a completed campaign read-only', () => {
    expect(CAMPAIGN_STATUSES.filter((s) => !campaignAllows(s).editSettings)).toEqual(['completed']);
  });
  it('shows recipients for active, paused, leaked and completed; hides the CSV summary for new and requested', () => {
    expect(CAMPAIGN_STATUSES.filter((s) => campaignAllows(s).recipients)).toEqual(['active', 'paused', 'leaked', 'completed']);
    expect(CAMPAIGN_STATUSES.filter((s) => !campaignAllows(s).csvSummary)).toEqual(['new', 'requested']);
  });
  it('lets staff activate a requested campaign but never reopen a completed one', () => {
    expect(canTransition('requested', 'active')).toBe(true);
    expect(canTransition('requested', 'completed')).toBe(false);
    expect(CAMPAIGN_STATUSES.some((s) => canTransition('completed', s))).toBe(false);
  });
});

describe('campaign fields (spec 1 §5)', () => {
  it('requires name, type, reward type and privacy with the spec wording', () => {
    const r = ZCampaignCreate.safeParse({});
    expect(firstError(r, 'name')).toBe('Name is required.');
    expect(firstError(r, 'type')).toBe('Type is required.');
    expect(firstError(r, 'reward_type')).toBe('Reward Type is required.');
    expect(firstError(r, 'privacy')).toBe('Privacy is required.');
  });
  it('limits the page title to 100 characters', () => {
    expect(ZCampaignCreate.safeParse({ ...base, name: 'A', page_title: 'x'.repeat(100) }).success).toBe(true);
    expect(firstError(ZCampaignCreate.safeParse({ ...base, name: 'A', page_title: 'x'.repeat(101) }), 'page_title')).toBe('Page Title maximal length is 100');
  });
  it('takes disabled domains space-separated, at most 180 characters, each valid', () => {
    const ok = ZCampaignCreate.safeParse({ ...base, name: 'A', disabled_domains: 'Gmail.com  hotmail.co.uk' });
    expect(ok.success && ok.data.disabled_domains).toBe('gmail.com hotmail.co.uk');
    expect(firstError(ZCampaignCreate.safeParse({ ...base, name: 'A', disabled_domains: 'gmail.com not_a_domain' }), 'disabled_domains')).toBe(
      'Disabled e-mail domains must be valid domain.',
    );
    const long = Array.from({ length: 20 }, (_, i) => `domain${i}.com`).join(' ');
    expect(firstError(ZCampaignCreate.safeParse({ ...base, name: 'A', disabled_domains: long }), 'disabled_domains')).toBe('Disabled e-mail domains maximal length is 180');
  });
  it('needs a slug on update and takes reviews as JSON text from a form', () => {
    expect(firstError(ZCampaignSettings.safeParse({ ...base, name: 'A' }), 'slug')).toBe('Slug is required.');
    const r = ZCampaignSettings.safeParse({ name: 'A', type: 'reviews', privacy: 'invite', slug: 'a', reviews: JSON.stringify(defaultReviews()), auto_approve: 'true' });
    expect(r.success && r.data.reviews?.buttons).toEqual(['Very Happy', 'Happy', 'OK', 'Unhappy']);
    expect(r.success && r.data.auto_approve).toBe(true);
  });
  it('requires the review fields and checks the submission URL host', () => {
    expect(reviewProblems(undefined)['reviews.submission_url']).toBe('Review submission URL is required.');
    expect(Object.keys(reviewProblems({ ...defaultReviews(), submission_url: 'https://x' }))).toEqual([]);
    expect(reviewUrlAllowed('https://gifthub.example/r/1', 'https://gifthub.example')).toBe(true);
    expect(reviewUrlAllowed('https://evil.example/r/1', 'https://gifthub.example')).toBe(false);
    expect(reviewUrlMessage('https://gifthub.example')).toBe('Review submission URL must start with https://gifthub.example');
  });
  it('limits notecard text to 1015 characters (240 portrait)', () => {
    expect(campaignNotecardMax(false)).toBe(1015);
    expect(campaignNotecardMax(true)).toBe(240);
    expect(firstError(ZCampaignNotecardText.safeParse({ notecard_text: 'x'.repeat(1016) }), 'notecard_text')).toBe('Notecard text maximal length is 1015');
  });
  it('reads which update a form is', () => {
    expect(campaignUpdateKind({ notecard_text: '' })).toBe('notecard_text');
    expect(campaignUpdateKind({ notecard_enabled: 'true' })).toBe('notecard_enabled');
    expect(campaignUpdateKind({ integrations: '{}' })).toBe('integrations');
    expect(campaignUpdateKind({ name: 'x' })).toBe('settings');
  });
});

describe('list query', () => {
  it('defaults to 50 per page and reads filters as JSON', () => {
    const r = ZCampaignListQuery.parse({ filters: '{"status":"active"}' });
    expect(r.per_page).toBe(50);
    expect(r.filters).toEqual({ status: 'active' });
    expect(ZCampaignListQuery.safeParse({ filters: '{"status":"nope"}' }).success).toBe(false);
  });
  it('names the claims statistic by type', () => {
    expect(claimsLabel('reviews', 'physical')).toBe('Reviews');
    expect(claimsLabel('event', 'voucher')).toBe('Redeems');
    expect(claimsLabel('event', 'mixed')).toBe('Claims');
  });
});
