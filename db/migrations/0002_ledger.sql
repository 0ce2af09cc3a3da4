CREATE TABLE "card_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"merchant_id" uuid NOT NULL,
	"fingerprint" text,
	"brand" text NOT NULL,
	"first_six" text NOT NULL,
	"last_four" text NOT NULL,
	"expiration_month" text NOT NULL,
	"expiration_year" text NOT NULL,
	"key_id" text NOT NULL,
	"iv" text NOT NULL,
	"ciphertext" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_entries" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seq" bigserial NOT NULL,
	"transaction_id" uuid NOT NULL,
	"wallet_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"type" text NOT NULL,
	"description" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "ledger_transactions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"description" text,
	"reference_type" text,
	"reference_id" uuid,
	"idempotency_key" text,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "merchant_pricing" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"mdr_1x_bp" integer NOT NULL,
	"mdr_2_6_bp" integer NOT NULL,
	"mdr_7_12_bp" integer NOT NULL,
	"anticipation_monthly_bp" integer NOT NULL,
	"withdrawal_fee_pix" integer NOT NULL,
	"withdrawal_fee_ted" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "receivables" (
	"id" uuid PRIMARY KEY NOT NULL,
	"charge_id" uuid NOT NULL,
	"source_merchant_id" uuid NOT NULL,
	"owner_type" text NOT NULL,
	"merchant_id" uuid NOT NULL,
	"split_rule" integer,
	"installment_number" integer NOT NULL,
	"installments_total" integer NOT NULL,
	"currency" text NOT NULL,
	"payment_method" text NOT NULL,
	"amount" bigint NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"fee_amount" bigint NOT NULL,
	"net_amount" bigint NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"settlement_date" date NOT NULL,
	"settled_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"settlement_transaction_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "receivables_charge_part_key" UNIQUE NULLS NOT DISTINCT("charge_id","split_rule","installment_number")
);
--> statement-breakpoint
CREATE TABLE "wallets" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_type" text NOT NULL,
	"owner_id" uuid,
	"wallet_type" text NOT NULL,
	"currency" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"last_entry_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "wallets_owner_key" UNIQUE NULLS NOT DISTINCT("owner_type","owner_id","wallet_type","currency")
);
--> statement-breakpoint
ALTER TABLE "card_tokens" ADD CONSTRAINT "card_tokens_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_transaction_id_ledger_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."ledger_transactions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_entries" ADD CONSTRAINT "ledger_entries_wallet_id_wallets_id_fk" FOREIGN KEY ("wallet_id") REFERENCES "public"."wallets"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_tokens_token_key" ON "card_tokens" USING btree ("token");--> statement-breakpoint
CREATE UNIQUE INDEX "card_tokens_merchant_fingerprint_key" ON "card_tokens" USING btree ("merchant_id","fingerprint");--> statement-breakpoint
CREATE INDEX "card_tokens_legacy_match_idx" ON "card_tokens" USING btree ("merchant_id","first_six","last_four","expiration_year","expiration_month");--> statement-breakpoint
CREATE INDEX "card_tokens_key_id_idx" ON "card_tokens" USING btree ("key_id");--> statement-breakpoint
CREATE INDEX "ledger_entries_wallet_time_idx" ON "ledger_entries" USING btree ("wallet_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "ledger_entries_transaction_idx" ON "ledger_entries" USING btree ("transaction_id");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_transactions_idempotency_key" ON "ledger_transactions" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "ledger_transactions_reference_idx" ON "ledger_transactions" USING btree ("reference_id");--> statement-breakpoint
CREATE INDEX "receivables_owner_idx" ON "receivables" USING btree ("merchant_id","settlement_date");--> statement-breakpoint
CREATE INDEX "receivables_due_idx" ON "receivables" USING btree ("settlement_date") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "receivables_charge_idx" ON "receivables" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "wallets_owner_idx" ON "wallets" USING btree ("owner_id");