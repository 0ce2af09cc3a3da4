ALTER TABLE "webhook_deliveries" ADD COLUMN "error_code" text;--> statement-breakpoint
ALTER TABLE "webhook_deliveries" ADD COLUMN "error_params" jsonb;--> statement-breakpoint
ALTER TABLE "webhook_delivery_attempts" ADD COLUMN "error_code" text;--> statement-breakpoint
ALTER TABLE "webhook_delivery_attempts" ADD COLUMN "error_params" jsonb;--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "common_name" text;--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "alias_text" text DEFAULT '' NOT NULL;--> statement-breakpoint
-- Hand-written: the rows written before the codes existed get the code their English message says, so the screens translate them too.
UPDATE "webhook_deliveries" SET "error_code" = 'http_status', "error_params" = jsonb_build_object('status', "response_status_code") WHERE "error_code" IS NULL AND "error_message" LIKE 'Receiver answered HTTP %' AND "response_status_code" IS NOT NULL;--> statement-breakpoint
UPDATE "webhook_delivery_attempts" SET "error_code" = 'http_status', "error_params" = jsonb_build_object('status', "response_status_code") WHERE "error_code" IS NULL AND "error_message" LIKE 'Receiver answered HTTP %' AND "response_status_code" IS NOT NULL;--> statement-breakpoint
UPDATE "webhook_deliveries" SET "error_code" = 'endpoint_deleted' WHERE "error_code" IS NULL AND "error_message" LIKE 'The endpoint was deleted%';--> statement-breakpoint
UPDATE "webhook_delivery_attempts" SET "error_code" = 'endpoint_deleted' WHERE "error_code" IS NULL AND "error_message" LIKE 'The endpoint was deleted%';
