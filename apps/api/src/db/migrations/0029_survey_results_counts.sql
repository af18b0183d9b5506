-- The Results figures (survey_question_counts, survey_option_counts, survey_page_counts of 0028) kept by triggers in
-- the same transaction as the writes to survey_answers, survey_page_visits and survey_responses, per source (0: none).
-- Answers and visits are counted once per statement from its transition tables (a bulk insert of 100,000 responses'
-- answers costs a few grouped upserts); responses' updates stay per row, with a WHEN clause that leaves out the
-- updates no figure sees. Removing responses recounts their surveys: the cascade takes their answers and visits
-- without a response left to say which source they counted under. Rows of removed questions and pages are dropped,
-- and every add skips a question or page that no longer exists, so a cascade in any order leaves no stray row.

-- One answer's share of the figures, signed (1 added, -1 taken back); type is the question's.
CREATE TYPE survey_results_answer AS (survey_id integer, source_id integer, question_id integer, type text, value jsonb, sign integer);
--> statement-breakpoint
-- A change of visits to one page by one response: how many visit rows the statement added (or took, negative).
CREATE TYPE survey_results_visit AS (response_id integer, page_id integer, change integer);
--> statement-breakpoint
-- shared isEmptyAnswer: no value, empty text or an empty list does not count as answered.
CREATE OR REPLACE FUNCTION survey_results_empty(v jsonb) RETURNS boolean LANGUAGE sql IMMUTABLE AS $$
  SELECT v IS NULL OR jsonb_typeof(v) = 'null' OR (jsonb_typeof(v) = 'string' AND btrim(v #>> '{}') = '') OR (jsonb_typeof(v) = 'array' AND jsonb_array_length(v) = 0)
$$;
--> statement-breakpoint
-- The answers an aggregable value counts for (an option, a scale value, true or false; each item of a list), with a
-- ranking's points (shared rankPoints: the first of n gets n, the last 1).
CREATE OR REPLACE FUNCTION survey_results_options(p_type text, v jsonb) RETURNS TABLE (answer text, points integer) LANGUAGE sql IMMUTABLE AS $$
  SELECT e.answer, CASE WHEN p_type = 'ranking' THEN (jsonb_array_length(v) - e.ord + 1)::int ELSE 0 END
  FROM jsonb_array_elements_text(v) WITH ORDINALITY AS e(answer, ord)
  WHERE jsonb_typeof(v) = 'array' AND btrim(e.answer) <> ''
  UNION ALL
  SELECT v #>> '{}', CASE WHEN p_type = 'ranking' THEN 1 ELSE 0 END
  WHERE jsonb_typeof(v) IN ('string', 'number', 'boolean') AND btrim(v #>> '{}') <> ''
$$;
--> statement-breakpoint
-- Signed answers into the question and option counts, grouped so each counts row is upserted once. The types are
-- shared AGGREGATE_QUESTION_TYPES (survey-results.ts).
CREATE OR REPLACE FUNCTION survey_results_apply_answers(p survey_results_answer[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO survey_question_counts AS c (survey_id, source_id, question_id, answers)
  SELECT a.survey_id, a.source_id, a.question_id, sum(a.sign)::int FROM unnest(p) a WHERE NOT survey_results_empty(a.value)
  GROUP BY 1, 2, 3 HAVING sum(a.sign) <> 0
  ON CONFLICT (survey_id, source_id, question_id) DO UPDATE SET answers = c.answers + excluded.answers;
  INSERT INTO survey_option_counts AS c (survey_id, source_id, question_id, answer, count, points)
  SELECT a.survey_id, a.source_id, a.question_id, o.answer, sum(a.sign)::int, sum(a.sign * o.points)::int
  FROM unnest(p) a CROSS JOIN LATERAL survey_results_options(a.type, a.value) o
  WHERE a.type IN ('single-choice', 'multiple-choice', 'opinion-scale', 'rating', 'ranking', 'boolean')
  GROUP BY 1, 2, 3, 4 HAVING sum(a.sign) <> 0 OR sum(a.sign * o.points) <> 0
  ON CONFLICT (survey_id, source_id, question_id, answer) DO UPDATE SET count = c.count + excluded.count, points = c.points + excluded.points;
$$;
--> statement-breakpoint
-- Views are distinct responses per page: a pair (response, page) counts once however many visit rows it has, so a
-- change counts where the pair's rows went from none to some (+1) or from some to none (-1).
CREATE OR REPLACE FUNCTION survey_results_apply_visits(p survey_results_visit[]) RETURNS void LANGUAGE sql AS $$
  WITH ch AS (SELECT response_id, page_id, sum(change)::int AS change FROM unnest(p) GROUP BY 1, 2),
  now AS (
    SELECT s.response_id, s.page_id, count(*)::int AS n FROM survey_page_visits s
    WHERE s.response_id IN (SELECT response_id FROM ch) GROUP BY 1, 2
  ),
  d AS (
    SELECT ch.response_id, ch.page_id, (coalesce(now.n, 0) > 0)::int - ((coalesce(now.n, 0) - ch.change) > 0)::int AS delta
    FROM ch LEFT JOIN now ON now.response_id = ch.response_id AND now.page_id = ch.page_id
  )
  INSERT INTO survey_page_counts AS c (survey_id, source_id, page_id, views)
  SELECT r.survey_id, coalesce(r.source_id, 0), d.page_id, sum(d.delta)::int
  FROM d JOIN survey_responses r ON r.id = d.response_id JOIN survey_pages pg ON pg.id = d.page_id
  WHERE d.delta <> 0 GROUP BY 1, 2, 3 HAVING sum(d.delta) <> 0
  ON CONFLICT (survey_id, source_id, page_id) DO UPDATE SET views = c.views + excluded.views;
$$;
--> statement-breakpoint
-- A response's exit: it stopped on its last page without completing.
CREATE OR REPLACE FUNCTION survey_results_add_exits(p_survey integer, p_source integer, p_page integer, p_n integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO survey_page_counts AS c (survey_id, source_id, page_id, exits)
  SELECT p_survey, coalesce(p_source, 0), p_page, p_n WHERE EXISTS (SELECT 1 FROM survey_pages WHERE id = p_page)
  ON CONFLICT (survey_id, source_id, page_id) DO UPDATE SET exits = c.exits + excluded.exits;
$$;
--> statement-breakpoint
-- A survey's figures from scratch (the backfill, removed responses, a question whose type changed).
CREATE OR REPLACE FUNCTION survey_results_recount(p_surveys integer[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM survey_question_counts WHERE survey_id = ANY (p_surveys);
  DELETE FROM survey_option_counts WHERE survey_id = ANY (p_surveys);
  DELETE FROM survey_page_counts WHERE survey_id = ANY (p_surveys);
  PERFORM survey_results_apply_answers(array_agg(ROW (r.survey_id, coalesce(r.source_id, 0), a.question_id, q.type, a.value, 1)::survey_results_answer))
  FROM survey_answers a JOIN survey_responses r ON r.id = a.response_id JOIN survey_questions q ON q.id = a.question_id
  WHERE r.survey_id = ANY (p_surveys);
  INSERT INTO survey_page_counts (survey_id, source_id, page_id, views, exits)
  SELECT survey_id, source_id, page_id, sum(views)::int, sum(exits)::int FROM (
    SELECT r.survey_id, coalesce(r.source_id, 0) AS source_id, v.page_id, count(DISTINCT v.response_id) AS views, 0 AS exits
    FROM survey_page_visits v JOIN survey_responses r ON r.id = v.response_id JOIN survey_pages pg ON pg.id = v.page_id
    WHERE r.survey_id = ANY (p_surveys) GROUP BY 1, 2, 3
    UNION ALL
    SELECT r.survey_id, coalesce(r.source_id, 0), r.last_page_id, 0, count(*)
    FROM survey_responses r JOIN survey_pages pg ON pg.id = r.last_page_id
    WHERE r.survey_id = ANY (p_surveys) AND NOT r.complete GROUP BY 1, 2, 3
  ) x GROUP BY 1, 2, 3;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION survey_results_answers_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  taken survey_results_answer[];
  added survey_results_answer[];
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT array_agg(ROW (r.survey_id, coalesce(r.source_id, 0), o.question_id, q.type, o.value, -1)::survey_results_answer) INTO taken
    FROM survey_results_old_answers o JOIN survey_responses r ON r.id = o.response_id JOIN survey_questions q ON q.id = o.question_id;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT array_agg(ROW (r.survey_id, coalesce(r.source_id, 0), n.question_id, q.type, n.value, 1)::survey_results_answer) INTO added
    FROM survey_results_new_answers n JOIN survey_responses r ON r.id = n.response_id JOIN survey_questions q ON q.id = n.question_id;
  END IF;
  PERFORM survey_results_apply_answers(coalesce(taken, '{}') || coalesce(added, '{}'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER survey_results_answers_insert AFTER INSERT ON survey_answers REFERENCING NEW TABLE AS survey_results_new_answers
  FOR EACH STATEMENT EXECUTE FUNCTION survey_results_answers_changed();
--> statement-breakpoint
CREATE TRIGGER survey_results_answers_update AFTER UPDATE ON survey_answers REFERENCING OLD TABLE AS survey_results_old_answers NEW TABLE AS survey_results_new_answers
  FOR EACH STATEMENT EXECUTE FUNCTION survey_results_answers_changed();
--> statement-breakpoint
CREATE TRIGGER survey_results_answers_delete AFTER DELETE ON survey_answers REFERENCING OLD TABLE AS survey_results_old_answers
  FOR EACH STATEMENT EXECUTE FUNCTION survey_results_answers_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION survey_results_visits_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  taken survey_results_visit[];
  added survey_results_visit[];
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT array_agg(ROW (o.response_id, o.page_id, -1)::survey_results_visit) INTO taken FROM survey_results_old_visits o;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT array_agg(ROW (n.response_id, n.page_id, 1)::survey_results_visit) INTO added FROM survey_results_new_visits n;
  END IF;
  PERFORM survey_results_apply_visits(coalesce(taken, '{}') || coalesce(added, '{}'));
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER survey_results_visits_insert AFTER INSERT ON survey_page_visits REFERENCING NEW TABLE AS survey_results_new_visits
  FOR EACH STATEMENT EXECUTE FUNCTION survey_results_visits_changed();
--> statement-breakpoint
CREATE TRIGGER survey_results_visits_update AFTER UPDATE ON survey_page_visits REFERENCING OLD TABLE AS survey_results_old_visits NEW TABLE AS survey_results_new_visits
  FOR EACH STATEMENT EXECUTE FUNCTION survey_results_visits_changed();
--> statement-breakpoint
CREATE TRIGGER survey_results_visits_delete AFTER DELETE ON survey_page_visits REFERENCING OLD TABLE AS survey_results_old_visits
  FOR EACH STATEMENT EXECUTE FUNCTION survey_results_visits_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION survey_results_responses_inserted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO survey_page_counts AS c (survey_id, source_id, page_id, exits)
  SELECT n.survey_id, coalesce(n.source_id, 0), n.last_page_id, count(*)::int
  FROM survey_results_new_responses n JOIN survey_pages pg ON pg.id = n.last_page_id WHERE NOT n.complete GROUP BY 1, 2, 3
  ON CONFLICT (survey_id, source_id, page_id) DO UPDATE SET exits = c.exits + excluded.exits;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER survey_results_responses_insert AFTER INSERT ON survey_responses REFERENCING NEW TABLE AS survey_results_new_responses
  FOR EACH STATEMENT EXECUTE FUNCTION survey_results_responses_inserted();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION survey_results_responses_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM survey_results_recount(array_agg(DISTINCT survey_id)) FROM survey_results_old_responses;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER survey_results_responses_delete AFTER DELETE ON survey_responses REFERENCING OLD TABLE AS survey_results_old_responses
  FOR EACH STATEMENT EXECUTE FUNCTION survey_results_responses_deleted();
--> statement-breakpoint
-- A response that moves on, completes, or changes source (a removed source sets it to none): its exit moves, and on a
-- change of source (or survey) its answers and views move with it.
CREATE OR REPLACE FUNCTION survey_results_response_updated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.last_page_id IS NOT NULL AND NOT OLD.complete THEN
    PERFORM survey_results_add_exits(OLD.survey_id, OLD.source_id, OLD.last_page_id, -1);
  END IF;
  IF NEW.last_page_id IS NOT NULL AND NOT NEW.complete THEN
    PERFORM survey_results_add_exits(NEW.survey_id, NEW.source_id, NEW.last_page_id, 1);
  END IF;
  IF OLD.survey_id IS DISTINCT FROM NEW.survey_id OR OLD.source_id IS DISTINCT FROM NEW.source_id THEN
    PERFORM survey_results_apply_answers(array_agg(ROW (k.survey_id, k.source_id, a.question_id, q.type, a.value, k.sign)::survey_results_answer))
    FROM survey_answers a JOIN survey_questions q ON q.id = a.question_id
    CROSS JOIN (VALUES (OLD.survey_id, coalesce(OLD.source_id, 0), -1), (NEW.survey_id, coalesce(NEW.source_id, 0), 1)) AS k(survey_id, source_id, sign)
    WHERE a.response_id = NEW.id;
    INSERT INTO survey_page_counts AS c (survey_id, source_id, page_id, views)
    SELECT k.survey_id, k.source_id, v.page_id, k.sign
    FROM (SELECT DISTINCT page_id FROM survey_page_visits WHERE response_id = NEW.id) v JOIN survey_pages pg ON pg.id = v.page_id
    CROSS JOIN (VALUES (OLD.survey_id, coalesce(OLD.source_id, 0), -1), (NEW.survey_id, coalesce(NEW.source_id, 0), 1)) AS k(survey_id, source_id, sign)
    ON CONFLICT (survey_id, source_id, page_id) DO UPDATE SET views = c.views + excluded.views;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER survey_results_response_update AFTER UPDATE OF survey_id, source_id, last_page_id, complete ON survey_responses FOR EACH ROW
  WHEN (OLD.survey_id IS DISTINCT FROM NEW.survey_id OR OLD.source_id IS DISTINCT FROM NEW.source_id OR OLD.last_page_id IS DISTINCT FROM NEW.last_page_id OR OLD.complete <> NEW.complete)
  EXECUTE FUNCTION survey_results_response_updated();
--> statement-breakpoint
-- A removed question or page takes its rows with it.
CREATE OR REPLACE FUNCTION survey_results_questions_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM survey_question_counts c USING survey_results_old_questions o WHERE c.question_id = o.id AND c.survey_id = o.survey_id;
  DELETE FROM survey_option_counts c USING survey_results_old_questions o WHERE c.question_id = o.id AND c.survey_id = o.survey_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER survey_results_questions_delete AFTER DELETE ON survey_questions REFERENCING OLD TABLE AS survey_results_old_questions
  FOR EACH STATEMENT EXECUTE FUNCTION survey_results_questions_deleted();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION survey_results_pages_deleted() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM survey_page_counts c USING survey_results_old_pages o WHERE c.page_id = o.id AND c.survey_id = o.survey_id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER survey_results_pages_delete AFTER DELETE ON survey_pages REFERENCING OLD TABLE AS survey_results_old_pages
  FOR EACH STATEMENT EXECUTE FUNCTION survey_results_pages_deleted();
--> statement-breakpoint
-- A question's answers are counted by its type: a new type counts them again.
CREATE OR REPLACE FUNCTION survey_results_question_retyped() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM survey_results_recount(ARRAY[NEW.survey_id]);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER survey_results_question_type AFTER UPDATE OF type ON survey_questions FOR EACH ROW WHEN (OLD.type IS DISTINCT FROM NEW.type)
  EXECUTE FUNCTION survey_results_question_retyped();
--> statement-breakpoint
SELECT survey_results_recount(coalesce(array_agg(id), '{}')) FROM surveys;
