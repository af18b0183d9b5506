DROP INDEX "gb_registrations_team_idx";--> statement-breakpoint
DROP INDEX "gb_registrations_team_created_idx";--> statement-breakpoint
DROP INDEX "gb_registrations_search_trgm_idx";--> statement-breakpoint
ALTER TABLE "gb_registrations" ADD COLUMN "search_text" text GENERATED ALWAYS AS (left(lower(first_name || ' ' || last_name || ' ' || email || ' ' || coalesce(product_name, '')), 500)) STORED;--> statement-breakpoint
CREATE INDEX "gb_registrations_team_last_name_idx" ON "gb_registrations" USING btree ("team_id","platform","last_name","id","registered_by","invited_by","invited_at","visited_at","confirmed_at","sent_at","rejected_at");--> statement-breakpoint
CREATE INDEX "gb_registrations_team_confirmed_idx" ON "gb_registrations" USING btree ("team_id","platform","confirmed_at" DESC NULLS LAST,"id" DESC NULLS LAST,"registered_by","invited_by","invited_at","visited_at","sent_at","rejected_at");--> statement-breakpoint
CREATE INDEX "gb_registrations_team_sent_idx" ON "gb_registrations" USING btree ("team_id","platform","sent_at" DESC NULLS LAST,"id" DESC NULLS LAST,"registered_by","invited_by","invited_at","visited_at","confirmed_at","rejected_at");--> statement-breakpoint
CREATE INDEX "gb_registrations_refund_due_idx" ON "gb_registrations" USING btree ("rejected_at") WHERE "gb_registrations"."rejected_at" is not null and "gb_registrations"."refunded_at" is null and "gb_registrations"."payment_method" = 'stripe' and "gb_registrations"."total_iv" > 0;--> statement-breakpoint
CREATE INDEX "gb_registrations_team_idx" ON "gb_registrations" USING btree ("team_id","platform","id","registered_by","invited_by","invited_at","visited_at","confirmed_at","sent_at","rejected_at","search_text");--> statement-breakpoint
CREATE INDEX "gb_registrations_team_created_idx" ON "gb_registrations" USING btree ("team_id","created_at","platform");--> statement-breakpoint
CREATE INDEX "gb_registrations_search_trgm_idx" ON "gb_registrations" USING gin ("search_text" gin_trgm_ops);