CREATE TABLE "three_ds_authentications" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"card_token_id" uuid NOT NULL,
	"card_brand" text NOT NULL,
	"card_last_four" text NOT NULL,
	"amount" bigint NOT NULL,
	"currency" text NOT NULL,
	"trans_status" text NOT NULL,
	"status_reason" text,
	"eci" text,
	"authentication_value" text,
	"liability_shift" boolean DEFAULT false NOT NULL,
	"message_version" text NOT NULL,
	"ds_trans_id" text NOT NULL,
	"acs_trans_id" text,
	"provider" text NOT NULL,
	"browser" jsonb NOT NULL,
	"challenge_token" text,
	"challenge_code" text,
	"challenge_attempts" integer DEFAULT 0 NOT NULL,
	"challenge_origin" text,
	"charge_id" uuid,
	"used_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fraud_assessments" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"charge_id" uuid NOT NULL,
	"fraud_session_id" uuid,
	"card_token_id" uuid,
	"device_id" text,
	"client_ip" text,
	"customer_email" text,
	"score" integer NOT NULL,
	"decision" text NOT NULL,
	"reasons" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fraud_sessions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"device_id" text NOT NULL,
	"user_agent" text,
	"language" text,
	"screen" text,
	"time_zone" text,
	"time_zone_offset" integer,
	"client_ip" text,
	"ip_country" text,
	"charge_id" uuid,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fraud_settings" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"review_score" integer NOT NULL,
	"deny_score" integer NOT NULL,
	"velocity_window_minutes" integer NOT NULL,
	"card_velocity_limit" integer NOT NULL,
	"device_velocity_limit" integer NOT NULL,
	"ip_velocity_limit" integer NOT NULL,
	"email_velocity_limit" integer NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "three_ds_authentication_id" uuid;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "three_ds_trans_status" text;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "three_ds_eci" text;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "three_ds_liability_shift" boolean;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "fraud_score" integer;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "fraud_decision" text;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "fraud_reasons" jsonb;--> statement-breakpoint
ALTER TABLE "charges" ADD COLUMN "fraud_review_status" text;--> statement-breakpoint
ALTER TABLE "three_ds_authentications" ADD CONSTRAINT "three_ds_authentications_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_assessments" ADD CONSTRAINT "fraud_assessments_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_sessions" ADD CONSTRAINT "fraud_sessions_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fraud_settings" ADD CONSTRAINT "fraud_settings_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "three_ds_authentications_merchant_created_idx" ON "three_ds_authentications" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE UNIQUE INDEX "three_ds_authentications_challenge_token_key" ON "three_ds_authentications" USING btree ("challenge_token") WHERE challenge_token is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "three_ds_authentications_charge_key" ON "three_ds_authentications" USING btree ("charge_id") WHERE charge_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "fraud_assessments_charge_key" ON "fraud_assessments" USING btree ("charge_id");--> statement-breakpoint
CREATE INDEX "fraud_assessments_card_idx" ON "fraud_assessments" USING btree ("merchant_id","card_token_id","created_at");--> statement-breakpoint
CREATE INDEX "fraud_assessments_device_idx" ON "fraud_assessments" USING btree ("merchant_id","device_id","created_at") WHERE device_id is not null;--> statement-breakpoint
CREATE INDEX "fraud_assessments_ip_idx" ON "fraud_assessments" USING btree ("merchant_id","client_ip","created_at") WHERE client_ip is not null;--> statement-breakpoint
CREATE INDEX "fraud_assessments_email_idx" ON "fraud_assessments" USING btree ("merchant_id","customer_email","created_at") WHERE customer_email is not null;--> statement-breakpoint
CREATE INDEX "fraud_sessions_merchant_created_idx" ON "fraud_sessions" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "charges_fraud_review_idx" ON "charges" USING btree ("merchant_id","created_at") WHERE fraud_review_status = 'pending';