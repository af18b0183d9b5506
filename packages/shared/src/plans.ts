import { DEMO_TEAM_ID } from './constants';

export const PLANS = ['free', 'trial', 'pro'] as const;
export type TPlan = (typeof PLANS)[number];
export const PLAN_LABELS: Record<TPlan, string> = { free: 'On Demand', trial: 'Trial', pro: 'Pro' };

/** Pro-only features and the label the upgrade banner names (spec 1 §6, spec 3 §1, §6). */
export const PRO_FEATURES = {
  teamCredit: 'Adding and using team credit',
  teamMembers: 'Adding, editing or removing team members',
  apiKeys: 'Generating and using API keys',
  emailPreferences: 'Setting e-mail preferences',
  eligibleDomains: 'Managing eligible domains',
  campaigns: 'Running gifting campaigns',
  requestingCampaigns: 'Requesting campaigns',
  singleEventCampaigns: 'Requesting single-event campaigns',
  campaignSettings: 'Changing campaign settings',
  notecardEditing: 'Notecard editing',
  managingOptions: 'Managing options',
  corporateProducts: 'Managing corporate products',
  actionPages: 'Branding your campaign action pages',
  requestingProducts: 'Requesting new products',
  restockingProducts: 'Restocking products',
  surveys: 'Running surveys',
  directHistory: 'Direct card transaction history',
  csvExport: 'CSV export',
  crm: 'Connecting your CRM',
  webhooks: 'Sending webhooks',
} as const;
export type TProFeature = keyof typeof PRO_FEATURES;

export const isPro = (plan: TPlan) => plan === 'pro';
export const isDemoTeam = (teamId: number) => teamId === DEMO_TEAM_ID;
/** The on-demand (free) plan allows one user per team. */
export const FREE_PLAN_MAX_MEMBERS = 1;
