-- Per-merchant rollups of charges (db/schema/charge-rollups.ts), kept by statement-level triggers with
-- transition tables: they run inside the transaction that changes the charges (no round trip, no verb
-- can forget them), a statement that writes many rows (a sweep, a bulk seed) upserts each rollup row
-- once, and the upserts go in key order so that two transactions never take the same rows in opposite
-- orders. For an update, old row versions count -1 and new ones +1: a change that moves no figure
-- (updated_at, fraud review fields...) nets to zero and writes nothing.
CREATE OR REPLACE FUNCTION charges_rollups_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO charge_daily_rollups AS r (merchant_id, day, status, payment_method, currency, count, amount,
    captured_amount, refunded_amount, captured_count, authorized_count)
  SELECT merchant_id, (created_at AT TIME ZONE 'UTC')::date, status, payment_method, currency, count(*),
    sum(amount), sum(captured_amount), sum(refunded_amount), count(captured_at), count(authorized_at)
  FROM new_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (merchant_id, day, status, payment_method, currency) DO UPDATE SET
    count = r.count + excluded.count, amount = r.amount + excluded.amount,
    captured_amount = r.captured_amount + excluded.captured_amount,
    refunded_amount = r.refunded_amount + excluded.refunded_amount,
    captured_count = r.captured_count + excluded.captured_count,
    authorized_count = r.authorized_count + excluded.authorized_count;
  INSERT INTO charge_revenue_daily AS r (merchant_id, day, payment_method, currency, captured_amount,
    captured_count, refunded_amount)
  SELECT merchant_id, (captured_at AT TIME ZONE 'UTC')::date, payment_method, currency, sum(captured_amount),
    count(*), 0
  FROM new_rows WHERE captured_at IS NOT NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (merchant_id, day, payment_method, currency) DO UPDATE SET
    captured_amount = r.captured_amount + excluded.captured_amount,
    captured_count = r.captured_count + excluded.captured_count;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION charges_rollups_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH delta AS (
    SELECT merchant_id, created_at, status, payment_method, currency, amount, captured_amount, refunded_amount,
      captured_at, authorized_at, 1 AS sign FROM new_rows
    UNION ALL
    SELECT merchant_id, created_at, status, payment_method, currency, amount, captured_amount, refunded_amount,
      captured_at, authorized_at, -1 FROM old_rows
  )
  INSERT INTO charge_daily_rollups AS r (merchant_id, day, status, payment_method, currency, count, amount,
    captured_amount, refunded_amount, captured_count, authorized_count)
  SELECT * FROM (
    SELECT merchant_id, (created_at AT TIME ZONE 'UTC')::date AS day, status, payment_method, currency,
      sum(sign) AS count, sum(sign * amount) AS amount, sum(sign * captured_amount) AS captured_amount,
      sum(sign * refunded_amount) AS refunded_amount,
      sum(CASE WHEN captured_at IS NULL THEN 0 ELSE sign END) AS captured_count,
      sum(CASE WHEN authorized_at IS NULL THEN 0 ELSE sign END) AS authorized_count
    FROM delta GROUP BY 1, 2, 3, 4, 5
  ) d
  WHERE (count, amount, captured_amount, refunded_amount, captured_count, authorized_count) <> (0, 0, 0, 0, 0, 0)
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (merchant_id, day, status, payment_method, currency) DO UPDATE SET
    count = r.count + excluded.count, amount = r.amount + excluded.amount,
    captured_amount = r.captured_amount + excluded.captured_amount,
    refunded_amount = r.refunded_amount + excluded.refunded_amount,
    captured_count = r.captured_count + excluded.captured_count,
    authorized_count = r.authorized_count + excluded.authorized_count;
  WITH delta AS (
    SELECT merchant_id, captured_at, payment_method, currency, captured_amount, 1 AS sign
    FROM new_rows WHERE captured_at IS NOT NULL
    UNION ALL
    SELECT merchant_id, captured_at, payment_method, currency, captured_amount, -1
    FROM old_rows WHERE captured_at IS NOT NULL
  )
  INSERT INTO charge_revenue_daily AS r (merchant_id, day, payment_method, currency, captured_amount,
    captured_count, refunded_amount)
  SELECT * FROM (
    SELECT merchant_id, (captured_at AT TIME ZONE 'UTC')::date AS day, payment_method, currency,
      sum(sign * captured_amount) AS captured_amount, sum(sign) AS captured_count, 0 AS refunded_amount
    FROM delta GROUP BY 1, 2, 3, 4
  ) d
  WHERE (captured_amount, captured_count) <> (0, 0)
  ORDER BY 1, 2, 3, 4
  ON CONFLICT (merchant_id, day, payment_method, currency) DO UPDATE SET
    captured_amount = r.captured_amount + excluded.captured_amount,
    captured_count = r.captured_count + excluded.captured_count;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION charges_rollups_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO charge_daily_rollups AS r (merchant_id, day, status, payment_method, currency, count, amount,
    captured_amount, refunded_amount, captured_count, authorized_count)
  SELECT merchant_id, (created_at AT TIME ZONE 'UTC')::date, status, payment_method, currency, -count(*),
    -sum(amount), -sum(captured_amount), -sum(refunded_amount), -count(captured_at), -count(authorized_at)
  FROM old_rows GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (merchant_id, day, status, payment_method, currency) DO UPDATE SET
    count = r.count + excluded.count, amount = r.amount + excluded.amount,
    captured_amount = r.captured_amount + excluded.captured_amount,
    refunded_amount = r.refunded_amount + excluded.refunded_amount,
    captured_count = r.captured_count + excluded.captured_count,
    authorized_count = r.authorized_count + excluded.authorized_count;
  INSERT INTO charge_revenue_daily AS r (merchant_id, day, payment_method, currency, captured_amount,
    captured_count, refunded_amount)
  SELECT merchant_id, (captured_at AT TIME ZONE 'UTC')::date, payment_method, currency, -sum(captured_amount),
    -count(*), 0
  FROM old_rows WHERE captured_at IS NOT NULL GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
  ON CONFLICT (merchant_id, day, payment_method, currency) DO UPDATE SET
    captured_amount = r.captured_amount + excluded.captured_amount,
    captured_count = r.captured_count + excluded.captured_count;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Refunds count in the revenue of the day they were made, under the charge's payment method and currency
-- (neither ever changes once a charge exists).
CREATE OR REPLACE FUNCTION charge_refunds_rollups_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO charge_revenue_daily AS r (merchant_id, day, payment_method, currency, captured_amount,
      captured_count, refunded_amount)
    SELECT c.merchant_id, (n.created_at AT TIME ZONE 'UTC')::date, c.payment_method, c.currency, 0, 0, sum(n.amount)
    FROM new_rows n JOIN charges c ON c.id = n.charge_id GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (merchant_id, day, payment_method, currency) DO UPDATE SET
      refunded_amount = r.refunded_amount + excluded.refunded_amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO charge_revenue_daily AS r (merchant_id, day, payment_method, currency, captured_amount,
      captured_count, refunded_amount)
    SELECT c.merchant_id, (o.created_at AT TIME ZONE 'UTC')::date, c.payment_method, c.currency, 0, 0, -sum(o.amount)
    FROM old_rows o JOIN charges c ON c.id = o.charge_id GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (merchant_id, day, payment_method, currency) DO UPDATE SET
      refunded_amount = r.refunded_amount + excluded.refunded_amount;
  ELSE
    WITH delta AS (
      SELECT charge_id, created_at, amount FROM new_rows
      UNION ALL
      SELECT charge_id, created_at, -amount FROM old_rows
    )
    INSERT INTO charge_revenue_daily AS r (merchant_id, day, payment_method, currency, captured_amount,
      captured_count, refunded_amount)
    SELECT * FROM (
      SELECT c.merchant_id, (d.created_at AT TIME ZONE 'UTC')::date AS day, c.payment_method, c.currency,
        0 AS captured_amount, 0 AS captured_count, sum(d.amount) AS refunded_amount
      FROM delta d JOIN charges c ON c.id = d.charge_id GROUP BY 1, 2, 3, 4
    ) x
    WHERE refunded_amount <> 0
    ORDER BY 1, 2, 3, 4
    ON CONFLICT (merchant_id, day, payment_method, currency) DO UPDATE SET
      refunded_amount = r.refunded_amount + excluded.refunded_amount;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION charges_rollups_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM charge_daily_rollups;
  DELETE FROM charge_revenue_daily;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER charges_rollups_insert AFTER INSERT ON "charges"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION charges_rollups_insert();
--> statement-breakpoint
CREATE TRIGGER charges_rollups_update AFTER UPDATE ON "charges"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION charges_rollups_update();
--> statement-breakpoint
CREATE TRIGGER charges_rollups_delete AFTER DELETE ON "charges"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION charges_rollups_delete();
--> statement-breakpoint
CREATE TRIGGER charges_rollups_truncate AFTER TRUNCATE ON "charges"
  FOR EACH STATEMENT EXECUTE FUNCTION charges_rollups_truncate();
--> statement-breakpoint
CREATE TRIGGER charge_refunds_rollups_insert AFTER INSERT ON "charge_refunds"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION charge_refunds_rollups_apply();
--> statement-breakpoint
CREATE TRIGGER charge_refunds_rollups_update AFTER UPDATE ON "charge_refunds"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION charge_refunds_rollups_apply();
--> statement-breakpoint
CREATE TRIGGER charge_refunds_rollups_delete AFTER DELETE ON "charge_refunds"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION charge_refunds_rollups_apply();
--> statement-breakpoint
-- The charges already there (the triggers above hold their lock on charges until this migration commits).
INSERT INTO charge_daily_rollups (merchant_id, day, status, payment_method, currency, count, amount, captured_amount,
  refunded_amount, captured_count, authorized_count)
SELECT merchant_id, (created_at AT TIME ZONE 'UTC')::date, status, payment_method, currency, count(*), sum(amount),
  sum(captured_amount), sum(refunded_amount), count(captured_at), count(authorized_at)
FROM charges GROUP BY 1, 2, 3, 4, 5;
--> statement-breakpoint
INSERT INTO charge_revenue_daily (merchant_id, day, payment_method, currency, captured_amount, captured_count,
  refunded_amount)
SELECT merchant_id, day, payment_method, currency, sum(captured_amount), sum(captured_count), sum(refunded_amount)
FROM (
  SELECT merchant_id, (captured_at AT TIME ZONE 'UTC')::date AS day, payment_method, currency, captured_amount,
    1 AS captured_count, 0 AS refunded_amount
  FROM charges WHERE captured_at IS NOT NULL
  UNION ALL
  SELECT c.merchant_id, (f.created_at AT TIME ZONE 'UTC')::date, c.payment_method, c.currency, 0, 0, f.amount
  FROM charge_refunds f JOIN charges c ON c.id = f.charge_id
) x
GROUP BY 1, 2, 3, 4;
--> statement-breakpoint
-- A merchant's own search index: every lexeme of search_vector prefixed with the merchant's id, so that a
-- word prefix ('maria':*) is looked up among that merchant's lexemes only. The global index on search_vector
-- finds the matches of every merchant (half a million for a common first name in ten million charges) and
-- filters them afterwards. E-mail lexemes are left out: each is unique, so a prefix would enumerate one index
-- entry per charge ("maria" → every maria.*@ address); an e-mail is found by the (merchant_id, lower(email))
-- btree instead. Core functions only: PGlite has no btree_gin/pg_trgm loaded, and a btree_gin
-- (merchant_id, search_vector) index would still enumerate every merchant's lexemes for a prefix.
-- COST: far dearer per row than a plain tsvector match, so the planner reads it from the index, not row by row.
CREATE OR REPLACE FUNCTION charge_merchant_lexemes(merchant uuid, v tsvector) RETURNS tsvector
  LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE COST 1000 AS $$
  SELECT array_to_tsvector(array(
    SELECT replace(merchant::text, '-', '') || ' ' || l FROM unnest(tsvector_to_array(v)) AS l WHERE l NOT LIKE '%@%'
  ))
$$;
--> statement-breakpoint
CREATE INDEX "charges_merchant_search_idx" ON "charges" USING gin (charge_merchant_lexemes("merchant_id", "search_vector"));
