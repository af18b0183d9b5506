CREATE TABLE "survey_pages" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"name" text NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"subtitle" text DEFAULT '' NOT NULL,
	"display_title" boolean DEFAULT true NOT NULL,
	"type" text NOT NULL,
	"question_type" text,
	"page_logic_type" text NOT NULL,
	"page_logic_value" jsonb,
	"logic_rules" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"button_text" text DEFAULT 'Next' NOT NULL,
	"order" integer NOT NULL,
	"background_image" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"page_id" integer NOT NULL,
	"survey_id" integer NOT NULL,
	"type" text NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"required" boolean DEFAULT false NOT NULL,
	"default" text,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"other_option" boolean DEFAULT false NOT NULL,
	"vertical" boolean DEFAULT false NOT NULL,
	"start_from_zero" boolean DEFAULT false NOT NULL,
	"max_value" integer,
	"min_label" text DEFAULT '' NOT NULL,
	"max_label" text DEFAULT '' NOT NULL,
	"yes_value" text DEFAULT 'Yes' NOT NULL,
	"no_value" text DEFAULT 'No' NOT NULL,
	"separator" text DEFAULT '/' NOT NULL,
	"format" text DEFAULT 'DDMMYYYY' NOT NULL,
	"slug" text DEFAULT '' NOT NULL,
	"order" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_sources" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"platform" text,
	"slug" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "surveys" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer NOT NULL,
	"name" text NOT NULL,
	"slug" text NOT NULL,
	"category" text NOT NULL,
	"type" text DEFAULT 'standard' NOT NULL,
	"active" boolean DEFAULT false NOT NULL,
	"theme_id" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_answers" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"value" jsonb NOT NULL,
	"valid" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_page_visits" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"page_id" integer NOT NULL,
	"at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_responses" (
	"id" serial PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"survey_id" integer NOT NULL,
	"source_id" integer,
	"source_metadata" jsonb,
	"complete" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"last_page_id" integer,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "survey_pages" ADD CONSTRAINT "survey_pages_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_page_id_survey_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."survey_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_questions" ADD CONSTRAINT "survey_questions_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_sources" ADD CONSTRAINT "survey_sources_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_answers" ADD CONSTRAINT "survey_answers_question_id_survey_questions_id_fk" FOREIGN KEY ("question_id") REFERENCES "public"."survey_questions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_page_visits" ADD CONSTRAINT "survey_page_visits_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_page_visits" ADD CONSTRAINT "survey_page_visits_page_id_survey_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."survey_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_source_id_survey_sources_id_fk" FOREIGN KEY ("source_id") REFERENCES "public"."survey_sources"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_responses" ADD CONSTRAINT "survey_responses_last_page_id_survey_pages_id_fk" FOREIGN KEY ("last_page_id") REFERENCES "public"."survey_pages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "survey_pages_survey_idx" ON "survey_pages" USING btree ("survey_id","order","id");--> statement-breakpoint
CREATE INDEX "survey_questions_survey_idx" ON "survey_questions" USING btree ("survey_id","order","id");--> statement-breakpoint
CREATE INDEX "survey_questions_page_idx" ON "survey_questions" USING btree ("page_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_sources_survey_slug_uq" ON "survey_sources" USING btree ("survey_id","slug");--> statement-breakpoint
CREATE INDEX "survey_sources_survey_idx" ON "survey_sources" USING btree ("survey_id","id" desc);--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_team_slug_uq" ON "surveys" USING btree ("team_id","slug");--> statement-breakpoint
CREATE INDEX "surveys_team_created_idx" ON "surveys" USING btree ("team_id","created_at","id");--> statement-breakpoint
CREATE INDEX "surveys_team_name_idx" ON "surveys" USING btree ("team_id","name","id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_answers_response_question_uq" ON "survey_answers" USING btree ("response_id","question_id");--> statement-breakpoint
CREATE INDEX "survey_answers_question_idx" ON "survey_answers" USING btree ("question_id");--> statement-breakpoint
CREATE INDEX "survey_page_visits_response_idx" ON "survey_page_visits" USING btree ("response_id");--> statement-breakpoint
CREATE INDEX "survey_page_visits_page_idx" ON "survey_page_visits" USING btree ("page_id");--> statement-breakpoint
CREATE UNIQUE INDEX "survey_responses_token_uq" ON "survey_responses" USING btree ("token");--> statement-breakpoint
CREATE INDEX "survey_responses_stats_idx" ON "survey_responses" USING btree ("survey_id","source_id","complete","answered_at");--> statement-breakpoint
CREATE INDEX "survey_responses_survey_created_idx" ON "survey_responses" USING btree ("survey_id","created_at");