/**
 * POST /put/gb-campaigns/{id} (spec 1 §7): the settings with an optional hero image, or notecard_text, or
 * notecard_enabled, or integrations. A completed campaign's settings are read-only; the forced values of §4
 * apply on every save.
 */
import {
  applyCampaignRules,
  campaignAllows,
  campaignNotecardMax,
  campaignTexts,
  CAMPAIGN_LABELS,
  campaignUpdateKind,
  ZCampaignIntegrationsUpdate,
  ZCampaignNotecardEnabled,
  ZCampaignNotecardText,
  ZCampaignSettings,
  type TCampaign,
} from '@gifthub/shared/campaigns';
import { reminderDaysProblem } from '@gifthub/shared/campaign-expiry';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '@gifthub/shared/constants';
import { msg } from '@gifthub/shared/messages';
import { toPence } from '@gifthub/shared/pricing';
import type { z } from 'zod';
import { AppError } from '../../lib/app-error';
import type { TUpload } from '../../lib/multipart';
import type { TLinkDeps } from '../../lib/public-url';
import * as repo from './campaigns.repository';
import { rescheduleOpenInvitations } from '../registrations/registration-expiry.service';
import { findTeam } from '../teams/teams.service';
import { copyMediaForUse } from '../media/media.service';
import { storeImageUpload } from '../storage/image-upload';
import { campaignAccess, campaignView, checkReviews, requireTeamWrite, reviewPageUrl, type TActor } from './campaigns.service';
import type { TCampaignRow } from './campaigns.table';

/** Zod's issues as the API's field errors: the first message per field. */
function parseFields<T extends z.ZodType>(schema: T, fields: Record<string, unknown>): z.output<T> {
  const r = schema.safeParse(fields);
  if (r.success) return r.data;
  const out: Record<string, string[]> = {};
  for (const i of r.error.issues) {
    const key = i.path.join('.') || 'form';
    out[key] ??= [i.message];
  }
  throw AppError.validation(out, Object.values(out)[0]?.[0]);
}

/** The hero: a new upload (checked and re-encoded, storage/image-upload.ts), or an image of the team's media gallery (copied). */
async function heroValue(deps: TLinkDeps, campaign: TCampaignRow, file: TUpload | null, heroMedia: string | undefined) {
  const prefix = `campaign-${campaign.id}`;
  if (file) return (await storeImageUpload(deps.storage, file, { prefix, maxBytes: LOGO_MAX_BYTES, types: LOGO_TYPES })).key;
  if (heroMedia) return copyMediaForUse(deps, campaign.teamId, heroMedia, 'hero_media', prefix);
  return null;
}

async function settingsValues(deps: TLinkDeps, campaign: TCampaignRow, fields: Record<string, unknown>, file: TUpload | null) {
  const s = parseFields(ZCampaignSettings, fields);
  const hit = await repo.findCampaignBySlug(deps.db, campaign.teamId, s.slug);
  if (hit && hit.id !== campaign.id) throw AppError.field('slug', campaignTexts.slugTaken);
  const forced = applyCampaignRules({
    type: s.type,
    reward_type: campaign.rewardType,
    privacy: s.privacy,
    auto_approve: s.auto_approve ?? campaign.autoApprove,
    page_restricted: s.page_restricted ?? campaign.pageRestricted,
  });
  const teamSlug = (await findTeam(deps.db, campaign.teamId))?.slug ?? '';
  const invitationExpiryDays = s.invitation_expiry_days === undefined ? campaign.invitationExpiryDays : s.invitation_expiry_days;
  const reminderDays = s.reminder_days ?? campaign.reminderDays;
  const reminderProblem = reminderDaysProblem(invitationExpiryDays, reminderDays);
  if (reminderProblem) throw AppError.field('reminder_days', reminderProblem);
  const reviews = checkReviews(s.type, s.reviews ?? campaign.reviews ?? undefined, deps.config.publicUrl, reviewPageUrl(deps.config.publicUrl, teamSlug, s.slug));
  // Last: every other field is valid before an image is stored.
  const heroPath = await heroValue(deps, campaign, file, s.hero_media);
  return {
    name: s.name,
    slug: s.slug,
    type: forced.type,
    privacy: forced.privacy,
    autoApprove: forced.auto_approve,
    pageRestricted: forced.page_restricted,
    pageTitle: s.page_title ?? campaign.pageTitle,
    pageText: s.page_text ?? campaign.pageText,
    disabledDomains: s.disabled_domains ?? campaign.disabledDomains,
    opportunityValue: s.opportunity_value === undefined ? campaign.opportunityValue : toPence(s.opportunity_value),
    demoValue: s.demo_value === undefined ? campaign.demoValue : toPence(s.demo_value),
    dealValue: s.deal_value === undefined ? campaign.dealValue : toPence(s.deal_value),
    reviews,
    invitationExpiryDays,
    reminderDays,
    ...(heroPath ? { heroPath } : {}),
  };
}

/** The notecard text is limited to 240 characters when an enabled option prints a portrait card. */
async function notecardValues(deps: TLinkDeps, campaign: TCampaignRow, fields: Record<string, unknown>) {
  const { notecard_text } = parseFields(ZCampaignNotecardText, fields);
  const options = await repo.listOptions(deps.db, campaign.id);
  const max = campaignNotecardMax(options.some((o) => o.option.enabled && o.option.notecardFormat === 'portrait'));
  if (notecard_text.length > max) throw AppError.field('notecard_text', msg.maxLength(CAMPAIGN_LABELS.notecardText, max));
  return { notecardText: notecard_text };
}

export async function updateCampaign(deps: TLinkDeps, user: TActor, id: number, fields: Record<string, string>, file: TUpload | null): Promise<TCampaign> {
  const { campaign, access } = await campaignAccess(deps.db, user, id);
  const kind = campaignUpdateKind(fields);
  requireTeamWrite(access, kind === 'notecard_text' || kind === 'notecard_enabled' ? 'notecardEditing' : 'campaignSettings', deps.config.productName);
  if (!campaignAllows(campaign.status).editSettings) throw AppError.conflict(campaignTexts.completedReadOnly);
  const values =
    kind === 'settings'
      ? await settingsValues(deps, campaign, fields, file)
      : kind === 'notecard_text'
        ? await notecardValues(deps, campaign, fields)
        : kind === 'notecard_enabled'
          ? { notecardEnabled: parseFields(ZCampaignNotecardEnabled, fields).notecard_enabled }
          : { integrations: parseFields(ZCampaignIntegrationsUpdate, fields).integrations };
  const row = await repo.updateCampaign(deps.db, campaign.id, values);
  if (!row) throw AppError.notFound('Campaign');
  // A replaced hero of this campaign's own is no longer shown anywhere.
  if (campaign.heroPath && row.heroPath !== campaign.heroPath && campaign.heroPath.startsWith(`campaign-${campaign.id}-`))
    await deps.storage.delete(campaign.heroPath).catch(() => undefined);
  // Invitations still open follow a changed expiry or reminder schedule (a one-off update of that campaign's rows).
  if (row.invitationExpiryDays !== campaign.invitationExpiryDays || row.reminderDays.join() !== campaign.reminderDays.join())
    await rescheduleOpenInvitations(deps.db, row.id, { invitationExpiryDays: row.invitationExpiryDays, reminderDays: row.reminderDays }, deps.clock.now());
  return campaignView(deps, row, access.team.slug);
}
