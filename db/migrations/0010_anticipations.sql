CREATE TABLE "anticipation_receivables" (
	"anticipation_id" uuid NOT NULL,
	"receivable_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"settlement_date" date NOT NULL,
	"amount" bigint NOT NULL,
	"fee_amount" bigint NOT NULL,
	"net_amount" bigint NOT NULL,
	"days" integer NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "anticipation_receivables_anticipation_id_receivable_id_pk" PRIMARY KEY("anticipation_id","receivable_id")
);
--> statement-breakpoint
CREATE TABLE "anticipation_settings" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"auto_approve_max_share_bp" integer NOT NULL,
	"auto_approve_min_amount" bigint NOT NULL,
	"auto_approve_max_amount" bigint NOT NULL,
	"automatic_enabled" boolean NOT NULL,
	"automatic_share_bp" integer NOT NULL,
	"automatic_delay_days" integer NOT NULL,
	"automatic_since" timestamp with time zone,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "anticipations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"fee_amount" bigint NOT NULL,
	"net_amount" bigint NOT NULL,
	"monthly_rate_bp" integer NOT NULL,
	"anticipation_date" date NOT NULL,
	"requested_amount" bigint,
	"settlement_date_from" date,
	"settlement_date_to" date,
	"approval" text,
	"reason" text,
	"automatic_for_date" date,
	"ledger_transaction_id" uuid,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"approved_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"rejected_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "anticipations_automatic_day_key" UNIQUE("merchant_id","automatic_for_date")
);
--> statement-breakpoint
ALTER TABLE "anticipation_receivables" ADD CONSTRAINT "anticipation_receivables_anticipation_id_anticipations_id_fk" FOREIGN KEY ("anticipation_id") REFERENCES "public"."anticipations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anticipation_settings" ADD CONSTRAINT "anticipation_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "anticipations" ADD CONSTRAINT "anticipations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "anticipation_receivables_active_key" ON "anticipation_receivables" USING btree ("receivable_id") WHERE active;--> statement-breakpoint
CREATE INDEX "anticipation_receivables_merchant_idx" ON "anticipation_receivables" USING btree ("merchant_id");--> statement-breakpoint
CREATE INDEX "anticipations_merchant_idx" ON "anticipations" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "anticipations_open_idx" ON "anticipations" USING btree ("status","created_at") WHERE status in ('pending', 'processing');