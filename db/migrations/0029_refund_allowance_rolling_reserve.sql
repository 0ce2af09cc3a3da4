CREATE TABLE "merchant_reserve_settings" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"refund_allowance" bigint NOT NULL,
	"rolling_reserve_bp" integer NOT NULL,
	"rolling_reserve_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rolling_reserve_holds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"currency" text NOT NULL,
	"amount" bigint NOT NULL,
	"source_type" text NOT NULL,
	"source_id" uuid NOT NULL,
	"status" text DEFAULT 'held' NOT NULL,
	"release_at" timestamp with time zone NOT NULL,
	"hold_transaction_id" uuid NOT NULL,
	"release_transaction_id" uuid,
	"created_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	CONSTRAINT "rolling_reserve_holds_source_key" UNIQUE("source_type","source_id")
);
--> statement-breakpoint
ALTER TABLE "merchant_reserve_settings" ADD CONSTRAINT "merchant_reserve_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rolling_reserve_holds" ADD CONSTRAINT "rolling_reserve_holds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rolling_reserve_holds_merchant_idx" ON "rolling_reserve_holds" USING btree ("merchant_id","status","release_at");--> statement-breakpoint
CREATE INDEX "rolling_reserve_holds_due_idx" ON "rolling_reserve_holds" USING btree ("release_at") WHERE status = 'held';
