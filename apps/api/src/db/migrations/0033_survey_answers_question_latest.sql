DROP INDEX "survey_answers_question_idx";--> statement-breakpoint
CREATE INDEX "survey_answers_question_idx" ON "survey_answers" USING btree ("question_id","id");