-- Withdrawal receipts drawn once and stored (server/money/withdrawals/receipt/stored-receipt.ts): drawing one took
-- 1.1-1.3 s of CPU on every download. One row per withdrawal and language; content_digest decides when to redraw.
CREATE TABLE "withdrawal_receipts" (
	"withdrawal_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"locale" text NOT NULL,
	"content_digest" text NOT NULL,
	"png" "bytea" NOT NULL,
	"rendered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "withdrawal_receipts_withdrawal_id_locale_pk" PRIMARY KEY("withdrawal_id","locale")
);
--> statement-breakpoint
ALTER TABLE "withdrawal_receipts" ADD CONSTRAINT "withdrawal_receipts_withdrawal_id_withdrawals_id_fk" FOREIGN KEY ("withdrawal_id") REFERENCES "public"."withdrawals"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawal_receipts" ADD CONSTRAINT "withdrawal_receipts_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawal_receipts_merchant_idx" ON "withdrawal_receipts" USING btree ("merchant_id","withdrawal_id");