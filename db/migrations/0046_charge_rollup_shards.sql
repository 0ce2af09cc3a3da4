-- The rollups of migration 0018, each figure split over 8 rows by `shard`, a function of the charge's id
-- (db/schema/charge-rollups.ts): with one row per (merchant, day, status, method, currency), every charge of a
-- merchant updated the same rows, and each waited for the previous charge's commit to do so. Readers sum the
-- shards. Existing rows stay in shard 0; a charge's later changes go to its own shard, and the sums stay exact. The
-- charge-rollup-compaction job folds the days before yesterday back into shard 0 (server/payments/charges/compact-rollups.ts).
ALTER TABLE "charge_daily_rollups" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "charge_revenue_daily" ADD COLUMN "shard" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "charge_daily_rollups" DROP CONSTRAINT "charge_daily_rollups_merchant_id_day_status_payment_method_currency_pk";--> statement-breakpoint
ALTER TABLE "charge_revenue_daily" DROP CONSTRAINT "charge_revenue_daily_merchant_id_day_payment_method_currency_pk";--> statement-breakpoint
ALTER TABLE "charge_daily_rollups" ADD CONSTRAINT "charge_daily_rollups_merchant_id_day_status_payment_method_currency_shard_pk" PRIMARY KEY("merchant_id","day","status","payment_method","currency","shard");--> statement-breakpoint
ALTER TABLE "charge_revenue_daily" ADD CONSTRAINT "charge_revenue_daily_merchant_id_day_payment_method_currency_shard_pk" PRIMARY KEY("merchant_id","day","payment_method","currency","shard");--> statement-breakpoint
-- The last byte of the id: random in every id this service makes (UUIDv7's tail, server/platform/ids).
CREATE OR REPLACE FUNCTION charge_rollup_shard(id uuid) RETURNS smallint LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT (get_byte(uuid_send(id), 15) & 7)::smallint
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION charges_rollups_insert() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO charge_daily_rollups AS r (merchant_id, day, status, payment_method, currency, shard, count, amount,
    captured_amount, refunded_amount, captured_count, authorized_count)
  SELECT merchant_id, (created_at AT TIME ZONE 'UTC')::date, status, payment_method, currency, charge_rollup_shard(id),
    count(*), sum(amount), sum(captured_amount), sum(refunded_amount), count(captured_at), count(authorized_at)
  FROM new_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (merchant_id, day, status, payment_method, currency, shard) DO UPDATE SET
    count = r.count + excluded.count, amount = r.amount + excluded.amount,
    captured_amount = r.captured_amount + excluded.captured_amount,
    refunded_amount = r.refunded_amount + excluded.refunded_amount,
    captured_count = r.captured_count + excluded.captured_count,
    authorized_count = r.authorized_count + excluded.authorized_count;
  INSERT INTO charge_revenue_daily AS r (merchant_id, day, payment_method, currency, shard, captured_amount,
    captured_count, refunded_amount)
  SELECT merchant_id, (captured_at AT TIME ZONE 'UTC')::date, payment_method, currency, charge_rollup_shard(id),
    sum(captured_amount), count(*), 0
  FROM new_rows WHERE captured_at IS NOT NULL GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (merchant_id, day, payment_method, currency, shard) DO UPDATE SET
    captured_amount = r.captured_amount + excluded.captured_amount,
    captured_count = r.captured_count + excluded.captured_count;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION charges_rollups_update() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  WITH delta AS (
    SELECT id, merchant_id, created_at, status, payment_method, currency, amount, captured_amount, refunded_amount,
      captured_at, authorized_at, 1 AS sign FROM new_rows
    UNION ALL
    SELECT id, merchant_id, created_at, status, payment_method, currency, amount, captured_amount, refunded_amount,
      captured_at, authorized_at, -1 FROM old_rows
  )
  INSERT INTO charge_daily_rollups AS r (merchant_id, day, status, payment_method, currency, shard, count, amount,
    captured_amount, refunded_amount, captured_count, authorized_count)
  SELECT * FROM (
    SELECT merchant_id, (created_at AT TIME ZONE 'UTC')::date AS day, status, payment_method, currency,
      charge_rollup_shard(id) AS shard,
      sum(sign) AS count, sum(sign * amount) AS amount, sum(sign * captured_amount) AS captured_amount,
      sum(sign * refunded_amount) AS refunded_amount,
      sum(CASE WHEN captured_at IS NULL THEN 0 ELSE sign END) AS captured_count,
      sum(CASE WHEN authorized_at IS NULL THEN 0 ELSE sign END) AS authorized_count
    FROM delta GROUP BY 1, 2, 3, 4, 5, 6
  ) d
  WHERE (count, amount, captured_amount, refunded_amount, captured_count, authorized_count) <> (0, 0, 0, 0, 0, 0)
  ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (merchant_id, day, status, payment_method, currency, shard) DO UPDATE SET
    count = r.count + excluded.count, amount = r.amount + excluded.amount,
    captured_amount = r.captured_amount + excluded.captured_amount,
    refunded_amount = r.refunded_amount + excluded.refunded_amount,
    captured_count = r.captured_count + excluded.captured_count,
    authorized_count = r.authorized_count + excluded.authorized_count;
  WITH delta AS (
    SELECT id, merchant_id, captured_at, payment_method, currency, captured_amount, 1 AS sign
    FROM new_rows WHERE captured_at IS NOT NULL
    UNION ALL
    SELECT id, merchant_id, captured_at, payment_method, currency, captured_amount, -1
    FROM old_rows WHERE captured_at IS NOT NULL
  )
  INSERT INTO charge_revenue_daily AS r (merchant_id, day, payment_method, currency, shard, captured_amount,
    captured_count, refunded_amount)
  SELECT * FROM (
    SELECT merchant_id, (captured_at AT TIME ZONE 'UTC')::date AS day, payment_method, currency,
      charge_rollup_shard(id) AS shard,
      sum(sign * captured_amount) AS captured_amount, sum(sign) AS captured_count, 0 AS refunded_amount
    FROM delta GROUP BY 1, 2, 3, 4, 5
  ) d
  WHERE (captured_amount, captured_count) <> (0, 0)
  ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (merchant_id, day, payment_method, currency, shard) DO UPDATE SET
    captured_amount = r.captured_amount + excluded.captured_amount,
    captured_count = r.captured_count + excluded.captured_count;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION charges_rollups_delete() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO charge_daily_rollups AS r (merchant_id, day, status, payment_method, currency, shard, count, amount,
    captured_amount, refunded_amount, captured_count, authorized_count)
  SELECT merchant_id, (created_at AT TIME ZONE 'UTC')::date, status, payment_method, currency, charge_rollup_shard(id),
    -count(*), -sum(amount), -sum(captured_amount), -sum(refunded_amount), -count(captured_at), -count(authorized_at)
  FROM old_rows GROUP BY 1, 2, 3, 4, 5, 6 ORDER BY 1, 2, 3, 4, 5, 6
  ON CONFLICT (merchant_id, day, status, payment_method, currency, shard) DO UPDATE SET
    count = r.count + excluded.count, amount = r.amount + excluded.amount,
    captured_amount = r.captured_amount + excluded.captured_amount,
    refunded_amount = r.refunded_amount + excluded.refunded_amount,
    captured_count = r.captured_count + excluded.captured_count,
    authorized_count = r.authorized_count + excluded.authorized_count;
  INSERT INTO charge_revenue_daily AS r (merchant_id, day, payment_method, currency, shard, captured_amount,
    captured_count, refunded_amount)
  SELECT merchant_id, (captured_at AT TIME ZONE 'UTC')::date, payment_method, currency, charge_rollup_shard(id),
    -sum(captured_amount), -count(*), 0
  FROM old_rows WHERE captured_at IS NOT NULL GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
  ON CONFLICT (merchant_id, day, payment_method, currency, shard) DO UPDATE SET
    captured_amount = r.captured_amount + excluded.captured_amount,
    captured_count = r.captured_count + excluded.captured_count;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- Refunds count in the revenue of the day they were made, under the charge's payment method, currency and
-- shard (none of them ever changes once a charge exists).
CREATE OR REPLACE FUNCTION charge_refunds_rollups_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO charge_revenue_daily AS r (merchant_id, day, payment_method, currency, shard, captured_amount,
      captured_count, refunded_amount)
    SELECT c.merchant_id, (n.created_at AT TIME ZONE 'UTC')::date, c.payment_method, c.currency,
      charge_rollup_shard(c.id), 0, 0, sum(n.amount)
    FROM new_rows n JOIN charges c ON c.id = n.charge_id GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (merchant_id, day, payment_method, currency, shard) DO UPDATE SET
      refunded_amount = r.refunded_amount + excluded.refunded_amount;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO charge_revenue_daily AS r (merchant_id, day, payment_method, currency, shard, captured_amount,
      captured_count, refunded_amount)
    SELECT c.merchant_id, (o.created_at AT TIME ZONE 'UTC')::date, c.payment_method, c.currency,
      charge_rollup_shard(c.id), 0, 0, -sum(o.amount)
    FROM old_rows o JOIN charges c ON c.id = o.charge_id GROUP BY 1, 2, 3, 4, 5 ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (merchant_id, day, payment_method, currency, shard) DO UPDATE SET
      refunded_amount = r.refunded_amount + excluded.refunded_amount;
  ELSE
    WITH delta AS (
      SELECT charge_id, created_at, amount FROM new_rows
      UNION ALL
      SELECT charge_id, created_at, -amount FROM old_rows
    )
    INSERT INTO charge_revenue_daily AS r (merchant_id, day, payment_method, currency, shard, captured_amount,
      captured_count, refunded_amount)
    SELECT * FROM (
      SELECT c.merchant_id, (d.created_at AT TIME ZONE 'UTC')::date AS day, c.payment_method, c.currency,
        charge_rollup_shard(c.id) AS shard, 0 AS captured_amount, 0 AS captured_count, sum(d.amount) AS refunded_amount
      FROM delta d JOIN charges c ON c.id = d.charge_id GROUP BY 1, 2, 3, 4, 5
    ) x
    WHERE refunded_amount <> 0
    ORDER BY 1, 2, 3, 4, 5
    ON CONFLICT (merchant_id, day, payment_method, currency, shard) DO UPDATE SET
      refunded_amount = r.refunded_amount + excluded.refunded_amount;
  END IF;
  RETURN NULL;
END;
$$;
