CREATE TABLE "acquirer_operations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"refund_id" uuid,
	"reason" text,
	"status" text NOT NULL,
	"failure_code" text,
	"acquirer_reference" text,
	"created_at" timestamp with time zone NOT NULL,
	"finalised_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "pending_operation_id" uuid;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "refund_pending_amount" bigint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "acquirer_operations" ADD CONSTRAINT "acquirer_operations_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "acquirer_operations" ADD CONSTRAINT "acquirer_operations_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acquirer_operations_pending_idx" ON "acquirer_operations" USING btree ("created_at") WHERE status = 'pending';--> statement-breakpoint
CREATE INDEX "acquirer_operations_charge_idx" ON "acquirer_operations" USING btree ("charge_id","created_at");--> statement-breakpoint
CREATE INDEX "acquirer_operations_merchant_idx" ON "acquirer_operations" USING btree ("merchant_id","created_at");