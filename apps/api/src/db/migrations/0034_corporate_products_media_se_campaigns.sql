CREATE TABLE "product_components" (
	"id" serial PRIMARY KEY NOT NULL,
	"box_id" integer NOT NULL,
	"component_id" integer NOT NULL,
	"expected_quantity" integer DEFAULT 0 NOT NULL,
	"actual_quantity" integer DEFAULT 0 NOT NULL,
	"requested_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"kitted_at" timestamp with time zone,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product_requests" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"requested_by" integer,
	"name" text NOT NULL,
	"product_type" text NOT NULL,
	"request_type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"stock" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"base_product" text DEFAULT '' NOT NULL,
	"customisation" text DEFAULT '' NOT NULL,
	"box_content" text DEFAULT '' NOT NULL,
	"product_id" integer,
	"staff_note" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_media" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"width" integer,
	"height" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "se_campaign_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"se_campaign_id" integer NOT NULL,
	"team_id" integer NOT NULL,
	"name" text NOT NULL,
	"storage_key" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "se_campaigns" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"created_by" integer,
	"name" text NOT NULL,
	"boxes_count" integer NOT NULL,
	"total_price" integer,
	"req_content" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'requested' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "action_page" jsonb;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "team_id" integer;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "product_type" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "team_status" text;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "allocated" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "multi_allocated" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "reorder_moq" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "count_sent" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "box_content" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "products" ADD COLUMN "kitting_date" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "product_components" ADD CONSTRAINT "product_components_box_id_products_id_fk" FOREIGN KEY ("box_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_components" ADD CONSTRAINT "product_components_component_id_products_id_fk" FOREIGN KEY ("component_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_requests" ADD CONSTRAINT "product_requests_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_requests" ADD CONSTRAINT "product_requests_requested_by_users_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_requests" ADD CONSTRAINT "product_requests_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_media" ADD CONSTRAINT "team_media_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "se_campaign_files" ADD CONSTRAINT "se_campaign_files_se_campaign_id_se_campaigns_id_fk" FOREIGN KEY ("se_campaign_id") REFERENCES "public"."se_campaigns"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "se_campaign_files" ADD CONSTRAINT "se_campaign_files_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "se_campaigns" ADD CONSTRAINT "se_campaigns_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "se_campaigns" ADD CONSTRAINT "se_campaigns_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_components_box_idx" ON "product_components" USING btree ("box_id","position","id");--> statement-breakpoint
CREATE INDEX "product_components_component_idx" ON "product_components" USING btree ("component_id");--> statement-breakpoint
CREATE INDEX "product_requests_team_idx" ON "product_requests" USING btree ("team_id","id");--> statement-breakpoint
CREATE INDEX "product_requests_team_status_idx" ON "product_requests" USING btree ("team_id","status","id");--> statement-breakpoint
CREATE INDEX "product_requests_status_idx" ON "product_requests" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "team_media_filename_uq" ON "team_media" USING btree ("filename");--> statement-breakpoint
CREATE INDEX "team_media_team_idx" ON "team_media" USING btree ("team_id","id");--> statement-breakpoint
CREATE INDEX "se_campaign_files_campaign_idx" ON "se_campaign_files" USING btree ("se_campaign_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "se_campaign_files_key_uq" ON "se_campaign_files" USING btree ("storage_key");--> statement-breakpoint
CREATE INDEX "se_campaigns_team_idx" ON "se_campaigns" USING btree ("team_id","id");--> statement-breakpoint
CREATE INDEX "se_campaigns_status_idx" ON "se_campaigns" USING btree ("status","id");--> statement-breakpoint
ALTER TABLE "products" ADD CONSTRAINT "products_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "products_team_idx" ON "products" USING btree ("team_id","product_type","id") WHERE "products"."team_id" is not null;--> statement-breakpoint
CREATE INDEX "gb_registrations_product_idx" ON "gb_registrations" USING btree ("product_id","id" DESC NULLS LAST) WHERE "gb_registrations"."product_id" is not null;