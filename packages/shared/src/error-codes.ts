// Without zod: the portal's API client imports the codes alone, so a page's first load carries no zod.
/** Error codes the API answers and the portal reacts to (spec 1 §8). */
export const ERROR_CODES = {
  validation: 'validation_failed',
  invalidToken: 'jwt_auth_invalid_token',
  noTeam: 'ws_api_get_team_404',
  noTeamUser: 'ws_api_get_team_current_user_404',
  forbidden: 'forbidden',
  proOnly: 'pro_plan_required',
  demoReadOnly: 'demo_read_only',
  demoUnavailable: 'demo_unavailable',
  notFound: 'not_found',
  conflict: 'conflict',
  throttled: 'too_many_requests',
  badCredentials: 'invalid_credentials',
  inviteInvalid: 'invitation_invalid',
  payloadTooLarge: 'payload_too_large',
  badRequest: 'bad_request',
  internal: 'internal_error',
  // Gifts: sending, the recipient's claim page.
  insufficientBalance: 'insufficient_balance',
  voucherUnavailable: 'voucher_unavailable',
  giftNotRecorded: 'gift_not_recorded',
  giftNotFound: 'gift_not_found',
  giftAlreadyClaimed: 'gift_already_claimed',
  giftAlreadyDeclined: 'gift_already_declined',
  verificationRequired: 'verification_required',
  verificationFailed: 'verification_failed',
  tooManyAttempts: 'too_many_attempts',
  // A survey's campaign page without the respondent's e-mail answer: logged, the respondent is told nothing.
  surveyEmailMissing: 'survey_email_missing',
  // Campaign recipients: a row action the recipient's state does not allow; invitations while a campaign is not active.
  actionRefused: 'action_refused',
  invitationsClosed: 'invitations_closed',
  // Money: the ledger, top-ups, saved cards and card payments.
  invalidAmount: 'invalid_amount',
  topUpNotRecorded: 'top_up_not_recorded',
  gatewayUnavailable: 'gateway_unavailable',
  gatewayRefused: 'gateway_refused',
  preferredCard: 'preferred_card',
  cardDeclined: 'card_declined',
  amountMismatch: 'amount_mismatch',
  paymentNotSucceeded: 'payment_not_succeeded',
  paymentProcessing: 'payment_processing',
  idempotencyKeyReused: 'idempotency_key_reused',
  // The sandbox gateway answers with Stripe's own codes, as Stripe.js would see them.
  resourceMissing: 'resource_missing',
  setupIntentUnexpectedState: 'setup_intent_unexpected_state',
} as const;
