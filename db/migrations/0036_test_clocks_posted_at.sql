CREATE TABLE "test_clocks" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"frozen_time" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD COLUMN "posted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "ledger_transactions" ADD COLUMN "posted_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "test_clocks" ADD CONSTRAINT "test_clocks_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
-- Rows written before the column: their effective time is the best record of when they were posted, except that a run
-- "as of" a later day dated them in the future, and nothing was posted after the moment this migration runs.
UPDATE "ledger_transactions" SET "posted_at" = least("created_at", now());--> statement-breakpoint
UPDATE "ledger_entries" SET "posted_at" = least("created_at", now());
