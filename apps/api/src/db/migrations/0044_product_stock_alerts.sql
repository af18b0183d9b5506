-- Corporate products' stock alerts: the allocation level the team was last e-mailed about, and the products whose
-- level moved since (a partial index: few rows). Products that exist now count as told of their present level.
ALTER TABLE "products" ADD COLUMN "stock_alert" text;--> statement-breakpoint
CREATE INDEX "products_stock_alert_due_idx" ON "products" USING btree ("id") WHERE team_id is not null and stock_alert is distinct from (case when status <> 'active' or team_status <> 'active' then null when (coalesce(stock, 0) - allocated - multi_allocated) < 1 then 'none' when (coalesce(stock, 0) - allocated - multi_allocated) < 20 then 'low' end);--> statement-breakpoint
UPDATE "products" SET "stock_alert" = (case when status <> 'active' or team_status <> 'active' then null when (coalesce(stock, 0) - allocated - multi_allocated) < 1 then 'none' when (coalesce(stock, 0) - allocated - multi_allocated) < 20 then 'low' end) WHERE team_id is not null;
