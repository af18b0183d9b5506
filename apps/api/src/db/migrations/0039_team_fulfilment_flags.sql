ALTER TABLE "teams" ALTER COLUMN "features" SET DEFAULT '{"fulfilment":false,"surveys":true,"fulfilment_import":false,"fulfilment_fees":false}'::jsonb;--> statement-breakpoint
UPDATE "teams" SET "features" = '{"fulfilment_import":false,"fulfilment_fees":false}'::jsonb || "features";
