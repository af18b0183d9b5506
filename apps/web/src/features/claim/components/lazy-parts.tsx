import { lazyPart } from './lazy-part';
// What both the marketplace gift and the campaign choice use stays in the entry: split into chunks of their own
// they would cost the page more (each chunk is compressed apart) than they save.
import './address-step';
import './decline-action';
import '../api/decline-gift';
import '../../../lib/use-light-form';
import './use-step-scroll';

// The gift pages load only what they show (check-bundle-budget.mjs holds each to 80 KB): the marketplace gift,
// the campaign choice, the verification, the eGift screen, the decline dialog and the sandbox shop are parts
// loaded when needed. A part the first paint shows is loaded before it (routes.tsx `prepare`: the server before
// rendering, the browser before hydrating), so the markup matches; otherwise a spinner shows while it loads.

export const giftFlowPart = lazyPart(() => import('./gift-flow').then((m) => m.GiftFlow));
export const campaignFlowPart = lazyPart(() => import('./campaign-flow').then((m) => m.CampaignFlow));
export const campaignPagePart = lazyPart(() => import('./campaign-page').then((m) => m.CampaignPage));
export const redeemPagePart = lazyPart(() => import('./redeem-page').then((m) => m.RedeemPage));
export const verifyStepPart = lazyPart(() => import('./verify-step').then((m) => m.VerifyStep));
export const voucherScreenPart = lazyPart(() => import('./voucher-screen').then((m) => m.VoucherScreen));
export const actionPagePreviewPart = lazyPart(() => import('./action-page-preview').then((m) => m.ActionPagePreview));
