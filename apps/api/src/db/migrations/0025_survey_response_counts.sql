CREATE TABLE "survey_response_counts" (
	"survey_id" integer NOT NULL,
	"source_id" integer DEFAULT 0 NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"started" integer DEFAULT 0 NOT NULL,
	"complete" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "survey_response_counts_survey_id_source_id_pk" PRIMARY KEY("survey_id","source_id")
);
--> statement-breakpoint
-- A response's share of its survey's figures (views, started, complete) per source, added or taken back.
CREATE OR REPLACE FUNCTION survey_response_counts_add(p_survey integer, p_source integer, p_views integer, p_started integer, p_complete integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO survey_response_counts (survey_id, source_id, views, started, complete) VALUES (p_survey, coalesce(p_source, 0), p_views, p_started, p_complete)
  ON CONFLICT (survey_id, source_id) DO UPDATE SET views = survey_response_counts.views + excluded.views, started = survey_response_counts.started + excluded.started,
    complete = survey_response_counts.complete + excluded.complete
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION survey_response_counts_trigger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    PERFORM survey_response_counts_add(OLD.survey_id, OLD.source_id, -1, -((OLD.answered_at IS NOT NULL)::int), -(OLD.complete::int));
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    PERFORM survey_response_counts_add(NEW.survey_id, NEW.source_id, 1, (NEW.answered_at IS NOT NULL)::int, NEW.complete::int);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER survey_response_counts_insert AFTER INSERT ON survey_responses FOR EACH ROW EXECUTE FUNCTION survey_response_counts_trigger();
--> statement-breakpoint
CREATE TRIGGER survey_response_counts_delete AFTER DELETE ON survey_responses FOR EACH ROW EXECUTE FUNCTION survey_response_counts_trigger();
--> statement-breakpoint
-- Only a change the figures see: an answer after the first leaves answered_at as it was and fires nothing.
CREATE TRIGGER survey_response_counts_update AFTER UPDATE OF survey_id, source_id, answered_at, complete ON survey_responses FOR EACH ROW
  WHEN (OLD.survey_id IS DISTINCT FROM NEW.survey_id OR OLD.source_id IS DISTINCT FROM NEW.source_id OR (OLD.answered_at IS NULL) <> (NEW.answered_at IS NULL) OR OLD.complete <> NEW.complete)
  EXECUTE FUNCTION survey_response_counts_trigger();
