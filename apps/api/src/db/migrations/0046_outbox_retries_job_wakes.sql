ALTER TABLE "mail_outbox" ADD COLUMN "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "transport_wait" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "wakes" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at","id") WHERE "mail_outbox"."status" = 'queued';--> statement-breakpoint
CREATE INDEX "mail_outbox_transport_wait_idx" ON "mail_outbox" USING btree ("id") WHERE "mail_outbox"."transport_wait";--> statement-breakpoint
CREATE INDEX "jobs_kind_due_idx" ON "jobs" USING btree ("kind","run_at") WHERE "jobs"."done_at" is null;--> statement-breakpoint
-- Messages the old outbox marked failed but would still have retried are queued again under the new backoff.
UPDATE "mail_outbox" SET "status" = 'queued' WHERE "status" = 'failed' AND "attempts" < 6;--> statement-breakpoint
-- Webhook deliveries are sent by one job each now: the pending ones get theirs, and the single sending job goes.
INSERT INTO "jobs" ("kind", "key", "payload", "run_at") SELECT 'webhook-delivery', 'webhook-delivery ' || "id", jsonb_build_object('deliveryId', "id"), coalesce("next_attempt_at", now()) FROM "webhook_deliveries" WHERE "status" = 'pending' ON CONFLICT DO NOTHING;--> statement-breakpoint
DELETE FROM "jobs" WHERE "key" = 'webhook-deliveries';
