// Every module's tables, for drizzle-kit and the typed client.
export * from '../modules/users/users.table';
export * from '../modules/teams/teams.table';
export * from '../modules/auth/auth.table';
export * from '../modules/members/members.table';
export * from '../modules/mail/mail.table';
export * from '../modules/contact/contact.table';
export * from '../modules/billing/billing.table';
export * from '../modules/payments/payments.table';
export * from '../modules/payment-documents/payment-documents.table';
export * from '../modules/idempotency/idempotency.table';
export * from '../modules/catalogue/catalogue.table';
export * from '../modules/registrations/registrations.table';
export * from '../modules/campaigns/campaigns.table';
export * from '../modules/jobs/jobs.table';
export * from '../modules/campaign-analytics/campaign-analytics.table';
export * from '../modules/crm/crm.table';
