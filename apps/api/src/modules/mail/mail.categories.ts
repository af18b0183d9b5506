import type { TEmailPreference } from '@gifthub/shared/users';

/**
 * Which notification category each e-mail belongs to, by its kind: the one place that decides it. An e-mail of a
 * kind listed here goes to a team member about their team's work, so the member's e-mail preferences decide
 * whether it is sent, and it carries an unsubscribe link for its category (mail.preferences.ts).
 *
 * Every other kind is transactional and always sent: password reset and change, welcome, invitations to join a
 * team, everything to the recipients of gifts (their gift, eGift code, invitation, reminder, approval, dispatch)
 * and alerts to the staff (STAFF_EMAIL). TRANSACTIONAL_KINDS lists them, so a reader sees each kind decided.
 */
export const MAIL_CATEGORIES: Readonly<Record<string, TEmailPreference>> = {
  // A campaign's own status: a single-event campaign's quote.
  'se-campaign-quoted': 'gifting-campaign',
  // A recipient's gift (a registration) in a campaign or from the marketplace: claimed, declined, needing approval, on its way.
  'campaign-claim-received': 'gifting-campaign-registration',
  'gift-claimed': 'gifting-campaign-registration',
  'gift-declined': 'gifting-campaign-registration',
  'gift-processed': 'gifting-campaign-registration',
  'gift-sent': 'gifting-campaign-registration',
  'gift-delivered': 'gifting-campaign-registration',
  'gift-return': 'gifting-campaign-registration',
  'gift-lost': 'gifting-campaign-registration',
  'gift-resolve': 'gifting-campaign-registration',
  // Product requests and print orders (quotes, production).
  'product-request-completed': 'product',
  'product-request-rejected': 'product',
  'oms-quote': 'product',
  'oms-job-update': 'product',
  // A corporate product's units to allocate fell low or ran out (modules/catalogue/stock-alerts.service.ts).
  'product-allocation-low': 'product-allocation',
  'product-allocation-none': 'product-allocation',
  // Money in: top-ups by bank transfer or card, and the team's plan.
  'top-up-requested': 'billing',
  'top-up-paid': 'billing',
  'top-up-cancelled': 'billing',
  'plan-changed': 'billing',
  // Used credit paid back (a REPAY top-up).
  'credit-repay-requested': 'billing-credit',
  'credit-repaid': 'billing-credit',
  'credit-repay-cancelled': 'billing-credit',
};

/** Kinds that are never filtered (see above); kept beside the categorised ones so a new kind is decided here too. */
export const TRANSACTIONAL_KINDS: readonly string[] = [
  'password-reset',
  'password-changed',
  'welcome',
  'member-invitation',
  'gift-on-its-way',
  'gift-voucher',
  'gift-invitation',
  'campaign-invitation',
  'campaign-reminder',
  'campaign-approved',
  'campaign-gift-sent',
  'upgrade-request',
  'contact-form',
  'top-up-requested-staff',
  'payment-document-request',
  'product-request-staff',
  'oms-enquiry-staff',
  'warehouse-request-staff',
];

/** The category of a kind of e-mail, or null for a transactional one. */
export const mailCategory = (kind: string): TEmailPreference | null => (Object.hasOwn(MAIL_CATEGORIES, kind) ? MAIL_CATEGORIES[kind]! : null);
