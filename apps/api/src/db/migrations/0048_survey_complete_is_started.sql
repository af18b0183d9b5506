-- A completed response counts as started even when it answered nothing (a welcome page leading to an external
-- address completed it): responses completed so before get their start, and the counts trigger adds them to started.
UPDATE survey_responses SET answered_at = coalesce(completed_at, created_at) WHERE complete AND answered_at IS NULL;
