-- The hosted checkout used to tokenize with an API key made for it in each merchant's keys. It now has a
-- credential of its own (server/checkout-credentials): the old keys are deleted (their rows here go with
-- them by the foreign key's cascade) and each merchant's checkout credential is made again on first need.
DELETE FROM "api_keys" WHERE "id" IN (SELECT "api_key_id" FROM "checkout_public_keys");--> statement-breakpoint
ALTER TABLE "checkout_public_keys" ADD COLUMN "public_key" text NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_public_keys_public_key_key" ON "checkout_public_keys" USING btree ("public_key");