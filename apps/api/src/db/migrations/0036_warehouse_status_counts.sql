-- The orders list's status links (warehouse_order_status_counts of 0035) kept by statement-level triggers in the same
-- transaction as the writes to warehouse_orders: an import of thousands of rows costs one grouped upsert, and the list
-- reads a few rows per team whatever the number of orders.
CREATE OR REPLACE FUNCTION warehouse_status_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO warehouse_order_status_counts AS c (team_id, status, total)
    SELECT team_id, status, count(*)::int FROM new_rows GROUP BY 1, 2
    ON CONFLICT (team_id, status) DO UPDATE SET total = c.total + excluded.total;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO warehouse_order_status_counts AS c (team_id, status, total)
    SELECT team_id, status, -count(*)::int FROM old_rows GROUP BY 1, 2
    ON CONFLICT (team_id, status) DO UPDATE SET total = c.total + excluded.total;
  ELSE
    INSERT INTO warehouse_order_status_counts AS c (team_id, status, total)
    SELECT team_id, status, sum(d)::int FROM (
      SELECT team_id, status, 1 AS d FROM new_rows UNION ALL SELECT team_id, status, -1 FROM old_rows
    ) x GROUP BY 1, 2 HAVING sum(d) <> 0
    ON CONFLICT (team_id, status) DO UPDATE SET total = c.total + excluded.total;
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER warehouse_status_counts_insert AFTER INSERT ON warehouse_orders REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION warehouse_status_counts_apply();
--> statement-breakpoint
CREATE TRIGGER warehouse_status_counts_update AFTER UPDATE ON warehouse_orders REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION warehouse_status_counts_apply();
--> statement-breakpoint
CREATE TRIGGER warehouse_status_counts_delete AFTER DELETE ON warehouse_orders REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION warehouse_status_counts_apply();
