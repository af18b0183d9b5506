import { z } from 'zod';
import { email, enumField, id, requiredString, text } from './fields';

/**
 * The CRM link (spec 1 §2, §3, §7; spec 3 §2.10, §4, §7, §8): a team connects its CRM (HubSpot) from Settings →
 * Integrations, and a campaign takes gifts from the CRM's workflows (its webhook, authenticated by the team's CRM
 * secret) or from one multi-use link the CRM personalises with each contact's e-mail.
 */

export const CRM_PROVIDERS = ['sandbox', 'hubspot'] as const;
export type TCrmProviderKind = (typeof CRM_PROVIDERS)[number];

/** Spec 3 §4: null (not read yet) shows a loader. */
export const CRM_STATUSES = ['unknown', 'connected', 'disconnected'] as const;
export type TCrmStatus = (typeof CRM_STATUSES)[number];

/** Every CRM alert of spec 3 §8, verbatim: a title and its text. */
export const crmAlerts = {
  setupFailed: { title: 'Connection Error #02', message: 'Unable to connect at this time' },
  noConnectUrl: { title: 'Connection Error #03', message: 'Unable to connect' },
  disconnectFailed: { title: 'Disconnect Error', message: 'Unable to disconnect' },
  statusFailed: { title: 'Status Error', message: 'Unable to verify the status of your connection at this time' },
  connectFailedDefault: 'Unable to connect at this time',
  connectedDefault: 'You have been connected successfully.',
  disconnected: 'You have been disconnected successfully.',
} as const;

/** The API's own messages around the CRM (not alerts of the spec). */
export const crmTexts = {
  secretMissing: 'A valid CRM secret is required: send it as Authorization: Bearer <secret>.',
  webhookOff: 'The CRM webhook is switched off for this campaign. Turn it on in the CRM Integration modal.',
  notConfigured: 'The CRM connection is not configured on this server.',
  stateInvalid: 'This connection attempt has expired. Please connect again.',
  denied: 'The connection was cancelled in your CRM.',
} as const;

/** POST /teams/{teamId}/crm/setup: registers the team with the CRM service before connecting (spec: teamId, apiKey; the key is the team's and never leaves the server). */
export const ZCrmSetupResult = z.object({ ok: z.literal(true) });
export type TCrmSetupResult = z.infer<typeof ZCrmSetupResult>;

/** GET /teams/{teamId}/crm/hubspot/oauth/status: where Connect goes, and whether the team is connected. */
export const ZCrmOauthStatus = z.object({
  provider: z.enum(CRM_PROVIDERS),
  installUrl: z.string().nullable(),
  isConnected: z.boolean(),
  /** The CRM account connected (HubSpot's portal id, or the sandbox's), when connected. */
  account: z.string().nullable(),
  connected_at: z.string().nullable(),
});
export type TCrmOauthStatus = z.infer<typeof ZCrmOauthStatus>;

export const ZCrmDisconnectResult = z.object({ ok: z.literal(true), message: z.string() });

/** The integrations a team connects through POST and DELETE /teams/{teamId}/integrations. */
export const INTEGRATION_TYPES = ['hubspot'] as const;
/**
 * POST /teams/{teamId}/integrations: connect the CRM. apiKey is the portal's key the spec's client sends to the CRM
 * service's setup; this server is that service, so it is taken and not kept.
 */
export const ZIntegrationConnect = z.strictObject({ type: enumField('Type', INTEGRATION_TYPES), apiKey: text('API key', 500).optional() });
export type TIntegrationConnect = z.input<typeof ZIntegrationConnect>;
/** DELETE /teams/{teamId}/integrations: the integration to disconnect (the CRM when no body is sent). */
export const ZIntegrationDisconnect = z.strictObject({ type: enumField('Type', INTEGRATION_TYPES) }).optional();
export type TCrmDisconnectResult = z.infer<typeof ZCrmDisconnectResult>;

/**
 * The OAuth return (the CRM sends the browser back here): code and state, or error. Loose: the CRM may add parameters
 * of its own (error_description, hub ids), and the browser must still land back on the portal.
 */
export const ZCrmOauthReturnQuery = z.looseObject({
  code: text('Code', 2000).optional(),
  state: text('State', 200).optional(),
  error: text('Error', 500).optional(),
});

/** The team's CRM secret as the CRM Integration modal reads it: never the secret itself, only whether one exists. */
export const ZCrmSecretInfo = z.object({ exists: z.boolean(), preview: z.string().nullable(), created_at: z.string().nullable(), created_by_name: z.string().nullable() });
export type TCrmSecretInfo = z.infer<typeof ZCrmSecretInfo>;

/** The answer to creating or regenerating it: the secret, shown this once. */
export const ZCrmSecretCreated = ZCrmSecretInfo.extend({ secret: z.string() });
export type TCrmSecretCreated = z.infer<typeof ZCrmSecretCreated>;

/** POST /campaigns/{id}/trigger, the CRM webhook: the contact to invite. */
export const ZCampaignTriggerBody = z.strictObject({
  email: email('E-mail'),
  first_name: requiredString('First Name', { max: 100 }),
  last_name: requiredString('Last Name', { max: 100 }),
});
export type TCampaignTriggerBody = z.infer<typeof ZCampaignTriggerBody>;

export const ZCampaignTriggerResult = z.object({
  registration_id: z.number(),
  invite_link: z.string(),
  /** false when this e-mail already had its CRM invitation on the campaign (the same one is answered). */
  created: z.boolean(),
});
export type TCampaignTriggerResult = z.infer<typeof ZCampaignTriggerResult>;

/** POST /gb-campaigns/{id}/registrations/invite/survey: an invitation a survey hands its respondent (no e-mail sent). */
export const ZInviteSurveyBody = z.strictObject({
  email: email('E-mail'),
  first_name: text('First Name', 100).optional().default(''),
  last_name: text('Last Name', 100).optional().default(''),
  survey_id: id('Survey').optional(),
});
export type TInviteSurveyBody = z.infer<typeof ZInviteSurveyBody>;

/** The webhook a CRM workflow calls (spec 1 §7: /campaigns/{id}/trigger on the API host). */
export const campaignTriggerUrl = (apiBase: string, campaignId: number) => `${apiBase}/api/v1/campaigns/${campaignId}/trigger`;

/** The CRM multi-use link (spec 1 §2): the campaign page with i=hubspot and HubSpot's e-mail personalisation token. */
export const crmMultiUseLink = (registrationPage: string) => `${registrationPage}?i=hubspot&email={{contact.email}}`;

/** The claim page's marker of a CRM multi-use link. */
export const CRM_LINK_MARKER = 'hubspot';
