ALTER TABLE "gb_registrations" ADD COLUMN "option_name" text;--> statement-breakpoint
ALTER TABLE "gb_registrations" ADD COLUMN "batch_label" text;--> statement-breakpoint
ALTER TABLE "gb_registrations" ADD COLUMN "shared_secret" text;--> statement-breakpoint
ALTER TABLE "gb_registrations" ADD COLUMN "rating" integer;--> statement-breakpoint
ALTER TABLE "gb_registrations" ADD COLUMN "feedback" text;--> statement-breakpoint
ALTER TABLE "gb_registrations" ADD COLUMN "demo_booked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gb_registrations" ADD COLUMN "deal_closed" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "gb_registrations" ADD COLUMN "awaiting_funds_at" timestamp with time zone;