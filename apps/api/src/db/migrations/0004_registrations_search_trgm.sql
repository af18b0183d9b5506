CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "gb_registrations_search_trgm_idx" ON "gb_registrations" USING gin (("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || coalesce("product_name", '')) gin_trgm_ops);
