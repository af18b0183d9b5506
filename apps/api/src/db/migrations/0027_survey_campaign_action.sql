ALTER TABLE "survey_pages" ADD COLUMN "logic_set_by" integer;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD COLUMN "campaign_invite_link" text;