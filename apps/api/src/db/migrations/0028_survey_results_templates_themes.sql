CREATE TABLE "theme_categories" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "themes" (
	"id" serial PRIMARY KEY NOT NULL,
	"team_id" integer,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"category_id" integer,
	"active" boolean DEFAULT true NOT NULL,
	"styles" jsonb NOT NULL,
	"copied_from" integer,
	"created_by" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"survey_id" integer NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"image" text,
	"status" text DEFAULT 'draft' NOT NULL,
	"position" integer NOT NULL,
	"created_by" integer,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_response_notes" (
	"id" serial PRIMARY KEY NOT NULL,
	"response_id" integer NOT NULL,
	"added_by" integer,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "survey_option_counts" (
	"survey_id" integer NOT NULL,
	"source_id" integer DEFAULT 0 NOT NULL,
	"question_id" integer NOT NULL,
	"answer" text NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"points" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "survey_option_counts_survey_id_source_id_question_id_answer_pk" PRIMARY KEY("survey_id","source_id","question_id","answer")
);
--> statement-breakpoint
CREATE TABLE "survey_page_counts" (
	"survey_id" integer NOT NULL,
	"source_id" integer DEFAULT 0 NOT NULL,
	"page_id" integer NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"exits" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "survey_page_counts_survey_id_source_id_page_id_pk" PRIMARY KEY("survey_id","source_id","page_id")
);
--> statement-breakpoint
CREATE TABLE "survey_question_counts" (
	"survey_id" integer NOT NULL,
	"source_id" integer DEFAULT 0 NOT NULL,
	"question_id" integer NOT NULL,
	"answers" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "survey_question_counts_survey_id_source_id_question_id_pk" PRIMARY KEY("survey_id","source_id","question_id")
);
--> statement-breakpoint
ALTER TABLE "surveys" ALTER COLUMN "team_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_team_id_teams_id_fk" FOREIGN KEY ("team_id") REFERENCES "public"."teams"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "themes" ADD CONSTRAINT "themes_category_id_theme_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."theme_categories"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_templates" ADD CONSTRAINT "survey_templates_survey_id_surveys_id_fk" FOREIGN KEY ("survey_id") REFERENCES "public"."surveys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_response_notes" ADD CONSTRAINT "survey_response_notes_response_id_survey_responses_id_fk" FOREIGN KEY ("response_id") REFERENCES "public"."survey_responses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "survey_response_notes" ADD CONSTRAINT "survey_response_notes_added_by_users_id_fk" FOREIGN KEY ("added_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "theme_categories_name_uq" ON "theme_categories" USING btree (lower("name"));--> statement-breakpoint
CREATE INDEX "themes_team_created_idx" ON "themes" USING btree ("team_id","created_at","id");--> statement-breakpoint
CREATE INDEX "themes_gallery_idx" ON "themes" USING btree ("category_id","id") WHERE "themes"."team_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "survey_templates_survey_uq" ON "survey_templates" USING btree ("survey_id");--> statement-breakpoint
CREATE INDEX "survey_templates_gallery_idx" ON "survey_templates" USING btree ("status","position","id") WHERE "survey_templates"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "survey_response_notes_response_idx" ON "survey_response_notes" USING btree ("response_id","created_at","id");--> statement-breakpoint
ALTER TABLE "surveys" ADD CONSTRAINT "surveys_theme_id_themes_id_fk" FOREIGN KEY ("theme_id") REFERENCES "public"."themes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "surveys_template_slug_uq" ON "surveys" USING btree ("slug") WHERE "surveys"."team_id" is null;