CREATE TABLE "pix_payments" (
	"end_to_end_id" text PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"txid" text NOT NULL,
	"amount" bigint NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"disposition" text NOT NULL,
	"return_id" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pix_webhook_receipts" (
	"signature" text PRIMARY KEY NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "pix_txid" text;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "pix_qr_code" text;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "pix_qr_code_image" text;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "pix_expires_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "pix_end_to_end_id" text;--> statement-breakpoint
ALTER TABLE "merchant_pricing" ADD COLUMN "pix_mdr_bp" integer DEFAULT 99 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_pricing" ADD COLUMN "pix_fee_min" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_pricing" ADD COLUMN "pix_fee_max" integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE "merchant_pricing" ADD COLUMN "pix_settlement_days" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "pix_payments" ADD CONSTRAINT "pix_payments_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pix_payments" ADD CONSTRAINT "pix_payments_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pix_payments_merchant_charge_idx" ON "pix_payments" USING btree ("merchant_id","charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "charges_pix_txid_idx" ON "charges" USING btree ("pix_txid") WHERE pix_txid is not null;--> statement-breakpoint
CREATE INDEX "charges_pending_pix_idx" ON "charges" USING btree ("pix_expires_at") WHERE status = 'pending' and payment_method = 'pix';