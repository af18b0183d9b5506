CREATE TABLE "jobs" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"key" text,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"run_at" timestamp with time zone NOT NULL,
	"every_ms" integer,
	"attempts" integer DEFAULT 0 NOT NULL,
	"max_attempts" integer DEFAULT 8 NOT NULL,
	"locked_until" timestamp with time zone,
	"locked_by" text,
	"last_error" text,
	"done_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gb_registrations" ADD COLUMN "expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gb_registrations" ADD COLUMN "expired_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gb_registrations" ADD COLUMN "reminders_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gb_registrations" ADD COLUMN "last_reminded_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gb_registrations" ADD COLUMN "next_reminder_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "gb_campaigns" ADD COLUMN "invitation_expiry_days" integer;--> statement-breakpoint
ALTER TABLE "gb_campaigns" ADD COLUMN "reminder_days" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "jobs_key_uq" ON "jobs" USING btree ("key");--> statement-breakpoint
CREATE INDEX "jobs_due_idx" ON "jobs" USING btree ("run_at","id") WHERE "jobs"."done_at" is null;--> statement-breakpoint
CREATE INDEX "gb_registrations_expiry_due_idx" ON "gb_registrations" USING btree ("expires_at","id") WHERE "gb_registrations"."expires_at" is not null and "gb_registrations"."expired_at" is null and "gb_registrations"."confirmed_at" is null and "gb_registrations"."rejected_at" is null and ("gb_registrations"."registered_at" is null or "gb_registrations"."awaiting_funds_at" is not null);--> statement-breakpoint
CREATE INDEX "gb_registrations_reminder_due_idx" ON "gb_registrations" USING btree ("next_reminder_at","id") WHERE "gb_registrations"."next_reminder_at" is not null;