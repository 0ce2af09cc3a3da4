ALTER TABLE "checkout_public_keys" DROP CONSTRAINT "checkout_public_keys_api_key_id_api_keys_id_fk";
--> statement-breakpoint
ALTER TABLE "checkout_public_keys" DROP COLUMN "api_key_id";