-- Keeps gb_campaign_analytics_daily (campaign-analytics.table.ts) in the same transaction as every write it counts:
-- statement-level triggers with transition tables, so a bulk insert of 10,000 registrations costs one upsert.
CREATE FUNCTION gb_campaign_analytics_add(rows gb_campaign_analytics_daily[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO gb_campaign_analytics_daily AS d
  SELECT campaign_id, day, invited_by, registered_by, batch_label, option_id,
    sum(sends)::integer,
    sum(opens)::integer,
    sum(confirmed)::integer,
    sum(for_confirmation)::integer,
    sum(delivered)::integer,
    sum(rejected)::integer,
    sum(reviewed)::integer,
    sum(review_0)::integer,
    sum(review_1)::integer,
    sum(review_2)::integer,
    sum(review_3)::integer,
    sum(demo_booked)::integer,
    sum(deal_closed)::integer,
    sum(stage_claim)::integer,
    sum(stage_demo)::integer,
    sum(stage_deal)::integer,
    sum(spent_ev)::bigint,
    sum(spent_iv)::bigint
  FROM unnest(rows)
  GROUP BY campaign_id, day, invited_by, registered_by, batch_label, option_id
  HAVING sum(sends) <> 0 OR sum(opens) <> 0 OR sum(confirmed) <> 0 OR sum(for_confirmation) <> 0 OR sum(delivered) <> 0 OR sum(rejected) <> 0 OR sum(reviewed) <> 0 OR sum(review_0) <> 0 OR sum(review_1) <> 0 OR sum(review_2) <> 0 OR sum(review_3) <> 0 OR sum(demo_booked) <> 0 OR sum(deal_closed) <> 0 OR sum(stage_claim) <> 0 OR sum(stage_demo) <> 0 OR sum(stage_deal) <> 0 OR sum(spent_ev) <> 0 OR sum(spent_iv) <> 0
  -- One order for every writer, so two transactions never lock the same rows crosswise.
  ORDER BY campaign_id, day, invited_by, registered_by, batch_label, option_id
  ON CONFLICT ON CONSTRAINT gb_campaign_analytics_daily_pk DO UPDATE SET
    sends = d.sends + excluded.sends,
    opens = d.opens + excluded.opens,
    confirmed = d.confirmed + excluded.confirmed,
    for_confirmation = d.for_confirmation + excluded.for_confirmation,
    delivered = d.delivered + excluded.delivered,
    rejected = d.rejected + excluded.rejected,
    reviewed = d.reviewed + excluded.reviewed,
    review_0 = d.review_0 + excluded.review_0,
    review_1 = d.review_1 + excluded.review_1,
    review_2 = d.review_2 + excluded.review_2,
    review_3 = d.review_3 + excluded.review_3,
    demo_booked = d.demo_booked + excluded.demo_booked,
    deal_closed = d.deal_closed + excluded.deal_closed,
    stage_claim = d.stage_claim + excluded.stage_claim,
    stage_demo = d.stage_demo + excluded.stage_demo,
    stage_deal = d.stage_deal + excluded.stage_deal,
    spent_ev = d.spent_ev + excluded.spent_ev,
    spent_iv = d.spent_iv + excluded.spent_iv
$$;
--> statement-breakpoint
-- A registration's counts, each on the UTC day of its own event; s is +1 to add, -1 to take back.
CREATE FUNCTION gb_campaign_analytics_events(r gb_registrations, s integer) RETURNS SETOF gb_campaign_analytics_daily LANGUAGE sql STABLE AS $$
  SELECT r.campaign_id, e.day, coalesce(r.invited_by, 0), coalesce(r.registered_by, 0), coalesce(r.batch_label, ''), coalesce(r.option_id, 0),
    e.sends, e.opens, e.confirmed, e.waiting, e.delivered, e.rejected, e.reviewed, e.r0, e.r1, e.r2, e.r3,
    e.demo, e.deal, e.st_claim, e.st_demo, e.st_deal, 0::bigint, 0::bigint
  FROM (VALUES
    ((r.created_at AT TIME ZONE 'UTC')::date, s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
      s * r.demo_booked::int, s * r.deal_closed::int,
      s * (r.confirmed_at IS NOT NULL AND NOT r.demo_booked AND NOT r.deal_closed)::int, s * (r.demo_booked AND NOT r.deal_closed)::int, s * r.deal_closed::int),
    ((r.visited_at AT TIME ZONE 'UTC')::date, 0, s, 0, 0, 0, 0, s * (r.rating IS NOT NULL)::int,
      s * coalesce(r.rating = 0, false)::int, s * coalesce(r.rating = 1, false)::int, s * coalesce(r.rating = 2, false)::int, s * coalesce(r.rating = 3, false)::int, 0, 0, 0, 0, 0),
    ((r.confirmed_at AT TIME ZONE 'UTC')::date, 0, 0, s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
    (CASE WHEN r.option_id IS NOT NULL AND r.confirmed_at IS NULL AND r.rejected_at IS NULL THEN (r.registered_at AT TIME ZONE 'UTC')::date END,
      0, 0, 0, s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
    ((r.sent_at AT TIME ZONE 'UTC')::date, 0, 0, 0, 0, s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0),
    ((r.rejected_at AT TIME ZONE 'UTC')::date, 0, 0, 0, 0, 0, s, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0)
  ) AS e(day, sends, opens, confirmed, waiting, delivered, rejected, reviewed, r0, r1, r2, r3, demo, deal, st_claim, st_demo, st_deal)
  WHERE r.campaign_id IS NOT NULL AND e.day IS NOT NULL
$$;
--> statement-breakpoint
-- A ledger row of a campaign's registration, on its own day: a spend counts, a refund takes back, a reversal undoes
-- the row it reverses (its price ex VAT is the reversed row's).
CREATE FUNCTION gb_campaign_analytics_ledger_events(t team_transactions) RETURNS SETOF gb_campaign_analytics_daily LANGUAGE sql STABLE AS $$
  SELECT r.campaign_id, (t.created_at AT TIME ZONE 'UTC')::date, coalesce(r.invited_by, 0), coalesce(r.registered_by, 0), coalesce(r.batch_label, ''), coalesce(r.option_id, 0),
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    (sign(-t.amount) * coalesce(src.price_ex_vat, 0))::bigint, (-t.amount)::bigint
  FROM team_transactions src JOIN gb_registrations r ON r.id = src.registration_id
  WHERE src.id = coalesce(t.reverses_id, t.id) AND r.campaign_id IS NOT NULL
$$;
--> statement-breakpoint
-- A card payment of a campaign's registration: counted on its day, taken back on the day it was refunded.
CREATE FUNCTION gb_campaign_analytics_card_events(c direct_transactions, s integer) RETURNS SETOF gb_campaign_analytics_daily LANGUAGE sql STABLE AS $$
  SELECT r.campaign_id, (e.at AT TIME ZONE 'UTC')::date, coalesce(r.invited_by, 0), coalesce(r.registered_by, 0), coalesce(r.batch_label, ''), coalesce(r.option_id, 0),
    0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0,
    (s * e.sign * coalesce(c.price_ex_vat, 0))::bigint, (s * e.sign * c.amount)::bigint
  FROM gb_registrations r, (VALUES (c.created_at, 1), (c.refunded_at, -1)) AS e(at, sign)
  WHERE r.id = c.registration_id AND r.campaign_id IS NOT NULL AND e.at IS NOT NULL
$$;
--> statement-breakpoint
CREATE FUNCTION gb_campaign_analytics_registrations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM gb_campaign_analytics_add(ARRAY(SELECT e FROM new_rows n, gb_campaign_analytics_events(n, 1) e));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM gb_campaign_analytics_add(ARRAY(SELECT e FROM old_rows o, gb_campaign_analytics_events(o, -1) e));
  ELSE
    -- Only rows whose counted columns changed: a note or an address edit writes nothing here.
    PERFORM gb_campaign_analytics_add(ARRAY(
      SELECT e FROM old_rows o JOIN new_rows n ON n.id = o.id, gb_campaign_analytics_events(o, -1) e WHERE (o.campaign_id, o.created_at, o.visited_at, o.confirmed_at, o.registered_at, o.rejected_at, o.sent_at, o.option_id, o.rating, o.demo_booked, o.deal_closed, o.invited_by, o.registered_by, o.batch_label) IS DISTINCT FROM (n.campaign_id, n.created_at, n.visited_at, n.confirmed_at, n.registered_at, n.rejected_at, n.sent_at, n.option_id, n.rating, n.demo_booked, n.deal_closed, n.invited_by, n.registered_by, n.batch_label)
      UNION ALL
      SELECT e FROM old_rows o JOIN new_rows n ON n.id = o.id, gb_campaign_analytics_events(n, 1) e WHERE (o.campaign_id, o.created_at, o.visited_at, o.confirmed_at, o.registered_at, o.rejected_at, o.sent_at, o.option_id, o.rating, o.demo_booked, o.deal_closed, o.invited_by, o.registered_by, o.batch_label) IS DISTINCT FROM (n.campaign_id, n.created_at, n.visited_at, n.confirmed_at, n.registered_at, n.rejected_at, n.sent_at, n.option_id, n.rating, n.demo_booked, n.deal_closed, n.invited_by, n.registered_by, n.batch_label)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER gb_campaign_analytics_registrations_ins AFTER INSERT ON gb_registrations REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gb_campaign_analytics_registrations();
--> statement-breakpoint
CREATE TRIGGER gb_campaign_analytics_registrations_upd AFTER UPDATE ON gb_registrations REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gb_campaign_analytics_registrations();
--> statement-breakpoint
CREATE TRIGGER gb_campaign_analytics_registrations_del AFTER DELETE ON gb_registrations REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION gb_campaign_analytics_registrations();
--> statement-breakpoint
-- The ledger is append-only (a reversal is a new row): inserts are all it takes.
CREATE FUNCTION gb_campaign_analytics_ledger() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM gb_campaign_analytics_add(ARRAY(SELECT e FROM new_rows t, gb_campaign_analytics_ledger_events(t) e WHERE t.registration_id IS NOT NULL OR t.reverses_id IS NOT NULL));
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER gb_campaign_analytics_ledger_ins AFTER INSERT ON team_transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gb_campaign_analytics_ledger();
--> statement-breakpoint
CREATE FUNCTION gb_campaign_analytics_cards() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM gb_campaign_analytics_add(ARRAY(SELECT e FROM new_rows c, gb_campaign_analytics_card_events(c, 1) e WHERE c.registration_id IS NOT NULL));
  ELSE
    PERFORM gb_campaign_analytics_add(ARRAY(
      SELECT e FROM old_rows o JOIN new_rows n ON n.id = o.id, gb_campaign_analytics_card_events(o, -1) e WHERE n.registration_id IS NOT NULL AND (o.amount, o.price_ex_vat, o.created_at, o.refunded_at) IS DISTINCT FROM (n.amount, n.price_ex_vat, n.created_at, n.refunded_at)
      UNION ALL
      SELECT e FROM old_rows o JOIN new_rows n ON n.id = o.id, gb_campaign_analytics_card_events(n, 1) e WHERE n.registration_id IS NOT NULL AND (o.amount, o.price_ex_vat, o.created_at, o.refunded_at) IS DISTINCT FROM (n.amount, n.price_ex_vat, n.created_at, n.refunded_at)));
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER gb_campaign_analytics_cards_ins AFTER INSERT ON direct_transactions REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gb_campaign_analytics_cards();
--> statement-breakpoint
CREATE TRIGGER gb_campaign_analytics_cards_upd AFTER UPDATE ON direct_transactions REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION gb_campaign_analytics_cards();
--> statement-breakpoint
-- What was written before the triggers existed.
SELECT gb_campaign_analytics_add(ARRAY(
  SELECT e FROM gb_registrations r, gb_campaign_analytics_events(r, 1) e
  UNION ALL SELECT e FROM team_transactions t, gb_campaign_analytics_ledger_events(t) e WHERE t.registration_id IS NOT NULL OR t.reverses_id IS NOT NULL
  UNION ALL SELECT e FROM direct_transactions c, gb_campaign_analytics_card_events(c, 1) e WHERE c.registration_id IS NOT NULL));
