DROP INDEX "teams_slug_uq";--> statement-breakpoint
CREATE UNIQUE INDEX "teams_slug_lower_uq" ON "teams" USING btree (lower("slug"));