-- Inserts and deletes of survey_responses add to or take from survey_response_counts once per statement, from the
-- statement's rows grouped by survey and source: a bulk insert (the seed, an import) or a survey removed with its
-- 100,000 responses costs one upsert per source instead of one per response. Updates stay per row (their WHEN clause
-- leaves out the answers that change no figure).
DROP TRIGGER IF EXISTS survey_response_counts_insert ON survey_responses;
--> statement-breakpoint
DROP TRIGGER IF EXISTS survey_response_counts_delete ON survey_responses;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION survey_response_counts_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO survey_response_counts AS c (survey_id, source_id, views, started, complete)
  SELECT survey_id, coalesce(source_id, 0), count(*)::int, (count(*) FILTER (WHERE answered_at IS NOT NULL))::int, (count(*) FILTER (WHERE complete))::int
  FROM survey_response_counts_new GROUP BY 1, 2
  ON CONFLICT (survey_id, source_id) DO UPDATE SET views = c.views + excluded.views, started = c.started + excluded.started, complete = c.complete + excluded.complete;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION survey_response_counts_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO survey_response_counts AS c (survey_id, source_id, views, started, complete)
  SELECT survey_id, coalesce(source_id, 0), -count(*)::int, -(count(*) FILTER (WHERE answered_at IS NOT NULL))::int, -(count(*) FILTER (WHERE complete))::int
  FROM survey_response_counts_old GROUP BY 1, 2
  ON CONFLICT (survey_id, source_id) DO UPDATE SET views = c.views + excluded.views, started = c.started + excluded.started, complete = c.complete + excluded.complete;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER survey_response_counts_insert AFTER INSERT ON survey_responses REFERENCING NEW TABLE AS survey_response_counts_new
  FOR EACH STATEMENT EXECUTE FUNCTION survey_response_counts_inserted();
--> statement-breakpoint
CREATE TRIGGER survey_response_counts_delete AFTER DELETE ON survey_responses REFERENCING OLD TABLE AS survey_response_counts_old
  FOR EACH STATEMENT EXECUTE FUNCTION survey_response_counts_deleted();
