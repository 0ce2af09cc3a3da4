CREATE TABLE "checkout_public_keys" (
	"merchant_id" uuid PRIMARY KEY NOT NULL,
	"api_key_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment_links" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"amount" bigint,
	"currency" text DEFAULT 'BRL' NOT NULL,
	"product_type" text NOT NULL,
	"allowed_payment_methods" jsonb NOT NULL,
	"max_installments" integer,
	"expires_at" timestamp with time zone,
	"max_uses" integer,
	"uses" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"metadata" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"redirect_url" text,
	"primary_color" text,
	"summary_panel_color" text,
	"merchant_logo_url" text,
	"logo_image" jsonb,
	"cover_image" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_links_uses_within_limit" CHECK ("payment_links"."uses" >= 0 and ("payment_links"."max_uses" is null or "payment_links"."uses" <= "payment_links"."max_uses"))
);
--> statement-breakpoint
CREATE TABLE "stored_objects" (
	"key" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"body" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charge_refunds" (
	"id" uuid PRIMARY KEY NOT NULL,
	"charge_id" uuid NOT NULL,
	"merchant_id" uuid NOT NULL,
	"amount" bigint NOT NULL,
	"reason" text,
	"acquirer_reference" text,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "charges" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"status" text NOT NULL,
	"amount" bigint NOT NULL,
	"captured_amount" bigint DEFAULT 0 NOT NULL,
	"refunded_amount" bigint DEFAULT 0 NOT NULL,
	"currency" text NOT NULL,
	"payment_method" text NOT NULL,
	"product_type" text,
	"installments" integer DEFAULT 1 NOT NULL,
	"capture_requested" boolean DEFAULT true NOT NULL,
	"customer_name" text,
	"customer_email" text,
	"customer_tax_id" text,
	"customer_phone" text,
	"customer_type" text,
	"items" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"split" jsonb,
	"card_token_id" uuid,
	"card_brand" text,
	"card_first_six" text,
	"card_last_four" text,
	"card_holder_name" text,
	"return_url" text,
	"payment_link_id" uuid,
	"acquirer_reference" text,
	"authorization_code" text,
	"failure_code" text,
	"failure_message" text,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"authorized_at" timestamp with time zone,
	"captured_at" timestamp with time zone,
	"failed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"search_vector" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple'::regconfig, coalesce(customer_name, '') || ' ' || coalesce(customer_email, '') || ' ' || coalesce(customer_tax_id, ''))) STORED
);
--> statement-breakpoint
ALTER TABLE "checkout_public_keys" ADD CONSTRAINT "checkout_public_keys_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_public_keys" ADD CONSTRAINT "checkout_public_keys_api_key_id_api_keys_id_fk" FOREIGN KEY ("api_key_id") REFERENCES "public"."api_keys"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_links" ADD CONSTRAINT "payment_links_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_refunds" ADD CONSTRAINT "charge_refunds_charge_id_charges_id_fk" FOREIGN KEY ("charge_id") REFERENCES "public"."charges"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charge_refunds" ADD CONSTRAINT "charge_refunds_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "charges" ADD CONSTRAINT "charges_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_links_merchant_idx" ON "payment_links" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "charge_refunds_charge_idx" ON "charge_refunds" USING btree ("charge_id","created_at");--> statement-breakpoint
CREATE INDEX "charge_refunds_merchant_created_idx" ON "charge_refunds" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "charges_merchant_created_idx" ON "charges" USING btree ("merchant_id","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "charges_created_idx" ON "charges" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "charges_merchant_status_created_idx" ON "charges" USING btree ("merchant_id","status","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "charges_merchant_captured_idx" ON "charges" USING btree ("merchant_id","captured_at") WHERE captured_at is not null;--> statement-breakpoint
CREATE INDEX "charges_payment_link_idx" ON "charges" USING btree ("payment_link_id","created_at" DESC NULLS LAST) WHERE payment_link_id is not null;--> statement-breakpoint
CREATE INDEX "charges_merchant_email_idx" ON "charges" USING btree ("merchant_id",lower(customer_email) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "charges_search_idx" ON "charges" USING gin ("search_vector");