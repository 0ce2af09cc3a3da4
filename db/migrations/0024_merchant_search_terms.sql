-- A merchant's search (server/charges/charge-filters.ts): the name's words in a stored column, prefixed with
-- the merchant's id, replace the expression index of 0018, whose heap rechecks ran the lexeme function row by
-- row; tax ids get a btree (a digit prefix enumerated one lexeme per charge in the GIN index).
DROP INDEX IF EXISTS "charges_merchant_search_idx";--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "merchant_terms" "tsvector" GENERATED ALWAYS AS (charge_merchant_lexemes(merchant_id, to_tsvector('simple'::regconfig, coalesce(customer_name, '')))) STORED;--> statement-breakpoint
CREATE INDEX "charges_merchant_terms_idx" ON "charges" USING gin ("merchant_terms");--> statement-breakpoint
CREATE INDEX "charges_merchant_tax_id_idx" ON "charges" USING btree ("merchant_id",customer_tax_id text_pattern_ops) WHERE customer_tax_id is not null;