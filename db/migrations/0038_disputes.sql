CREATE TABLE "dispute_evidence_files" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"dispute_id" uuid NOT NULL,
	"filename" text NOT NULL,
	"content_type" text NOT NULL,
	"bytes" integer NOT NULL,
	"sha256" text NOT NULL,
	"content" "bytea" NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "disputes" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"fee_amount" bigint DEFAULT 0 NOT NULL,
	"reason" text NOT NULL,
	"network_reason_code" text NOT NULL,
	"network" text NOT NULL,
	"status" text NOT NULL,
	"acquirer_reference" text NOT NULL,
	"due_by" timestamp with time zone NOT NULL,
	"funds_withdrawn" boolean DEFAULT false NOT NULL,
	"funds_reinstated" boolean DEFAULT false NOT NULL,
	"liability" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"evidence" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"evidence_submitted_at" timestamp with time zone,
	"timeline" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"closed_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "merchant_pricing" ADD COLUMN "dispute_fee" integer DEFAULT 1500 NOT NULL;--> statement-breakpoint
ALTER TABLE "dispute_evidence_files" ADD CONSTRAINT "dispute_evidence_files_dispute_id_disputes_id_fk" FOREIGN KEY ("dispute_id") REFERENCES "public"."disputes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dispute_evidence_files_merchant_dispute_idx" ON "dispute_evidence_files" USING btree ("merchant_id","dispute_id");--> statement-breakpoint
CREATE INDEX "disputes_merchant_due_idx" ON "disputes" USING btree ("merchant_id","due_by");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_charge_key" ON "disputes" USING btree ("charge_id");--> statement-breakpoint
CREATE UNIQUE INDEX "disputes_acquirer_reference_key" ON "disputes" USING btree ("acquirer_reference");--> statement-breakpoint
CREATE INDEX "disputes_open_due_idx" ON "disputes" USING btree ("due_by") WHERE status in ('warning_needs_response', 'needs_response');