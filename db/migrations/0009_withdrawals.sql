CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"method" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"amount" bigint NOT NULL,
	"fee_amount" bigint NOT NULL,
	"currency" text DEFAULT 'BRL' NOT NULL,
	"description" text,
	"recipient_id" uuid NOT NULL,
	"destination" jsonb NOT NULL,
	"scheduled_for" timestamp with time zone NOT NULL,
	"rail_reference" text,
	"failure_code" text,
	"failure_message" text,
	"authentication_code" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"processing_at" timestamp with time zone,
	"completed_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	CONSTRAINT "withdrawals_amounts" CHECK ("withdrawals"."amount" > 0 and "withdrawals"."fee_amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "withdrawals_merchant_idx" ON "withdrawals" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "withdrawals_due_idx" ON "withdrawals" USING btree ("scheduled_for") WHERE status in ('pending', 'processing');--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_authentication_code_key" ON "withdrawals" USING btree ("authentication_code");