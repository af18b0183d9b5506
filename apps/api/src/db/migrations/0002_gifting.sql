CREATE TABLE "product_terms" (
	"product_id" integer NOT NULL,
	"term_id" integer NOT NULL,
	CONSTRAINT "product_terms_product_id_term_id_pk" PRIMARY KEY("product_id","term_id")
);
--> statement-breakpoint
CREATE TABLE "products" (
	"id" serial PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"image_path" text,
	"type" text NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"stock" integer,
	"price_ex_vat" integer DEFAULT 0 NOT NULL,
	"price" integer DEFAULT 0 NOT NULL,
	"pp_ev_cost" integer DEFAULT 0 NOT NULL,
	"pp_iv_cost" integer DEFAULT 0 NOT NULL,
	"shipping_costs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"brand_name" text,
	"category" text,
	"face_value_limits" jsonb,
	"denominations" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "terms" (
	"id" serial PRIMARY KEY NOT NULL,
	"taxonomy" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"icon" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gb_registration_events" (
	"id" serial PRIMARY KEY NOT NULL,
	"registration_id" integer NOT NULL,
	"type" text NOT NULL,
	"data" jsonb,
	"by_user_id" integer,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gb_registrations" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"platform" text NOT NULL,
	"campaign_id" integer,
	"option_id" integer,
	"product_id" integer,
	"product_name" text,
	"type" text NOT NULL,
	"registration_method" text NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"company" text,
	"email" text DEFAULT '' NOT NULL,
	"secret" text NOT NULL,
	"password_type" text DEFAULT 'none' NOT NULL,
	"invited_at" timestamp with time zone,
	"invited_by" integer,
	"invited_by_name" text,
	"registered_at" timestamp with time zone,
	"registered_by" integer,
	"registered_by_name" text,
	"visited_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"processed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"delivery_status" text,
	"delivery_status_date" timestamp with time zone,
	"delivery_resolution" text,
	"carrier" text,
	"tracking_url" text,
	"expected_shipping_date" timestamp with time zone,
	"quantity" integer DEFAULT 1 NOT NULL,
	"address_line_1" text,
	"address_line_2" text,
	"city" text,
	"region" text,
	"postcode" text,
	"country" text,
	"phone" text,
	"send_email" boolean DEFAULT false NOT NULL,
	"custom_email_message" text,
	"invitation_message" text,
	"notecard_type" text DEFAULT 'none' NOT NULL,
	"notecard_text" text,
	"voucher_value" integer,
	"voucher_brand_name" text,
	"voucher_code" text,
	"voucher_url" text,
	"gift_ev_cost" integer DEFAULT 0 NOT NULL,
	"gift_iv_cost" integer DEFAULT 0 NOT NULL,
	"pp_ev_cost" integer DEFAULT 0 NOT NULL,
	"pp_iv_cost" integer DEFAULT 0 NOT NULL,
	"admin_ev_cost" integer DEFAULT 0 NOT NULL,
	"admin_iv_cost" integer DEFAULT 0 NOT NULL,
	"shipping_ev_cost" integer DEFAULT 0 NOT NULL,
	"shipping_iv_cost" integer DEFAULT 0 NOT NULL,
	"notecard_ev_cost" integer DEFAULT 0 NOT NULL,
	"notecard_iv_cost" integer DEFAULT 0 NOT NULL,
	"voucher_ev_cost" integer DEFAULT 0 NOT NULL,
	"total_ev" integer DEFAULT 0 NOT NULL,
	"total_iv" integer DEFAULT 0 NOT NULL,
	"payment_method" text,
	"payment_intent_id" text,
	"team_transaction_id" integer,
	"refunded_at" timestamp with time zone,
	"note" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "hero_path" text;--> statement-breakpoint
ALTER TABLE "teams" ADD COLUMN "action_logo_path" text;--> statement-breakpoint
ALTER TABLE "product_terms" ADD CONSTRAINT "product_terms_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product_terms" ADD CONSTRAINT "product_terms_term_id_terms_id_fk" FOREIGN KEY ("term_id") REFERENCES "public"."terms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gb_registration_events" ADD CONSTRAINT "gb_registration_events_registration_id_gb_registrations_id_fk" FOREIGN KEY ("registration_id") REFERENCES "public"."gb_registrations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gb_registrations" ADD CONSTRAINT "gb_registrations_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gb_registrations" ADD CONSTRAINT "gb_registrations_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gb_registrations" ADD CONSTRAINT "gb_registrations_invited_by_users_id_fk" FOREIGN KEY ("invited_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gb_registrations" ADD CONSTRAINT "gb_registrations_registered_by_users_id_fk" FOREIGN KEY ("registered_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "product_terms_term_idx" ON "product_terms" USING btree ("term_id","product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "products_slug_uq" ON "products" USING btree ("slug");--> statement-breakpoint
CREATE INDEX "products_listing_idx" ON "products" USING btree ("type","status","position","id");--> statement-breakpoint
CREATE INDEX "products_price_idx" ON "products" USING btree ("type","status","price");--> statement-breakpoint
CREATE INDEX "products_category_idx" ON "products" USING btree ("category","status");--> statement-breakpoint
CREATE UNIQUE INDEX "terms_taxonomy_slug_uq" ON "terms" USING btree ("taxonomy","slug");--> statement-breakpoint
CREATE INDEX "gb_registration_events_reg_idx" ON "gb_registration_events" USING btree ("registration_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "gb_registrations_secret_uq" ON "gb_registrations" USING btree ("secret");--> statement-breakpoint
CREATE INDEX "gb_registrations_team_idx" ON "gb_registrations" USING btree ("team_id","platform","id");--> statement-breakpoint
CREATE INDEX "gb_registrations_team_registered_by_idx" ON "gb_registrations" USING btree ("team_id","platform","registered_by","id");--> statement-breakpoint
CREATE INDEX "gb_registrations_team_invited_by_idx" ON "gb_registrations" USING btree ("team_id","platform","invited_by","id");--> statement-breakpoint
CREATE INDEX "gb_registrations_team_created_idx" ON "gb_registrations" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "gb_registrations_fulfilment_idx" ON "gb_registrations" USING btree ("confirmed_at","sent_at") WHERE "gb_registrations"."type" = 'physical' and "gb_registrations"."rejected_at" is null;