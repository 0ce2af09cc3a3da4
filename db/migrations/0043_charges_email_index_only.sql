-- The merchant's e-mail index also carries the e-mail itself, so that counting a search's e-mail matches reads
-- the index alone (an index-only scan) instead of one table page per match. PostgreSQL can only skip the table
-- for an expression index when the expression's column is in the index too: without it, `lower(customer_email)`
-- made every match a heap fetch, and the list's capped count read each of a search's 530 matches from the table
-- twice (BENCHMARKS.md, "Issue 30: the search's count from the index").
DROP INDEX IF EXISTS "charges_merchant_email_idx";--> statement-breakpoint
CREATE INDEX "charges_merchant_email_idx" ON "charges" USING btree ("merchant_id",lower(customer_email) text_pattern_ops) INCLUDE ("customer_email");
