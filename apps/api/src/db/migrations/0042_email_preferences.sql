-- Issue 17: e-mail preferences decide which notification e-mails a user receives. New users receive every category.
-- Until now the setting filtered nothing, so no stored choice was ever honoured: an empty list (the old default, and
-- what nearly everyone has) is read as "never chose", and becomes every category. Lists someone saved are kept.
ALTER TABLE "users" ALTER COLUMN "email_preferences" SET DEFAULT '["gifting-campaign","gifting-campaign-registration","product","product-allocation","billing","billing-credit"]'::jsonb;--> statement-breakpoint
UPDATE "users" SET "email_preferences" = '["gifting-campaign","gifting-campaign-registration","product","product-allocation","billing","billing-credit"]'::jsonb WHERE "email_preferences" = '[]'::jsonb;--> statement-breakpoint
-- A notification's List-Unsubscribe and List-Unsubscribe-Post headers travel with it in the outbox.
ALTER TABLE "mail_outbox" ADD COLUMN "headers" jsonb;
