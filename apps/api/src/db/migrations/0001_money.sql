CREATE TABLE "direct_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer,
	"payment_intent_id" text NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"amount" integer NOT NULL,
	"price_ex_vat" integer,
	"price" integer,
	"payment_method" text NOT NULL,
	"campaign_id" integer,
	"campaign_name" text,
	"option_name" text,
	"product_name" text,
	"registration_id" integer,
	"order_id" integer,
	"top_up_id" integer,
	"status" text DEFAULT 'succeeded' NOT NULL,
	"refunded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_documents" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"extension" text NOT NULL,
	"file_path" text,
	"message" text,
	"top_up_id" integer,
	"created_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "team_transactions" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer,
	"type" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"description" text NOT NULL,
	"price_ex_vat" integer,
	"price" integer,
	"campaign_id" integer,
	"campaign_name" text,
	"option_name" text,
	"product_name" text,
	"registration_id" integer,
	"order_id" integer,
	"top_up_id" integer,
	"reverses_id" integer,
	"reverted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "top_ups" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer,
	"amount" integer NOT NULL,
	"fee" integer NOT NULL,
	"total" integer NOT NULL,
	"method" text NOT NULL,
	"status" text NOT NULL,
	"payment_intent_id" text,
	"repay" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_cards" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"gateway_id" text NOT NULL,
	"brand" text NOT NULL,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"country" text,
	"preferred" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "payment_intents" (
	"id" text PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"user_id" integer,
	"card_id" integer,
	"amount" integer NOT NULL,
	"currency" text DEFAULT 'gbp' NOT NULL,
	"status" text NOT NULL,
	"description" text NOT NULL,
	"suffix" text NOT NULL,
	"purpose" jsonb,
	"applied_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_objects" (
	"id" text PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"client_secret" text,
	"data" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"user_id" integer NOT NULL,
	"key" text NOT NULL,
	"route" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text NOT NULL,
	"status_code" integer,
	"body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_user_id_key_pk" PRIMARY KEY("user_id","key")
);
--> statement-breakpoint
ALTER TABLE "direct_transactions" ADD CONSTRAINT "direct_transactions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "direct_transactions" ADD CONSTRAINT "direct_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_documents" ADD CONSTRAINT "payment_documents_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_transactions" ADD CONSTRAINT "team_transactions_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "team_transactions" ADD CONSTRAINT "team_transactions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "top_ups" ADD CONSTRAINT "top_ups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_cards" ADD CONSTRAINT "payment_cards_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intents" ADD CONSTRAINT "payment_intents_card_id_payment_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."payment_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "direct_transactions_pi_uq" ON "direct_transactions" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE INDEX "direct_transactions_team_idx" ON "direct_transactions" USING btree ("team_id","id");--> statement-breakpoint
CREATE INDEX "direct_transactions_team_date_idx" ON "direct_transactions" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_documents_team_idx" ON "payment_documents" USING btree ("team_id","type","id");--> statement-breakpoint
CREATE INDEX "team_transactions_team_idx" ON "team_transactions" USING btree ("team_id","id");--> statement-breakpoint
CREATE INDEX "team_transactions_team_date_idx" ON "team_transactions" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "team_transactions_reverses_uq" ON "team_transactions" USING btree ("reverses_id");--> statement-breakpoint
CREATE INDEX "top_ups_team_idx" ON "top_ups" USING btree ("team_id","id");--> statement-breakpoint
CREATE INDEX "top_ups_status_idx" ON "top_ups" USING btree ("status","id");--> statement-breakpoint
CREATE UNIQUE INDEX "top_ups_pi_uq" ON "top_ups" USING btree ("payment_intent_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_cards_gateway_uq" ON "payment_cards" USING btree ("team_id","user_id","gateway_id");--> statement-breakpoint
CREATE INDEX "payment_cards_owner_idx" ON "payment_cards" USING btree ("team_id","user_id");--> statement-breakpoint
CREATE INDEX "payment_intents_team_idx" ON "payment_intents" USING btree ("team_id","created_at");--> statement-breakpoint
CREATE INDEX "payment_intents_unapplied_idx" ON "payment_intents" USING btree ("status","applied_at");--> statement-breakpoint
CREATE INDEX "sandbox_gateway_kind_idx" ON "sandbox_gateway_objects" USING btree ("kind","created_at");