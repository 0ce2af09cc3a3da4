-- One-statement writes (server/db/write-atomically.ts): a guarded part of a WITH statement must have
-- returned rows, else this raises and PostgreSQL undoes every part of the statement.
CREATE OR REPLACE FUNCTION pay_require(ok boolean, part text) RETURNS boolean
LANGUAGE plpgsql AS $$
BEGIN
  IF NOT ok THEN
    RAISE EXCEPTION 'required part % changed no row', part USING ERRCODE = 'PAY01', DETAIL = part;
  END IF;
  RETURN true;
END
$$;
