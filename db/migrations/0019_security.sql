CREATE TABLE "rate_limit_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "checkout_card_tokens" (
	"id" uuid PRIMARY KEY NOT NULL,
	"token" text NOT NULL,
	"merchant_id" uuid NOT NULL,
	"payment_link_id" uuid NOT NULL,
	"session_hash" text NOT NULL,
	"card_token_id" uuid NOT NULL,
	"key_id" text NOT NULL,
	"iv" text NOT NULL,
	"ciphertext" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "api_keys" ADD COLUMN "disabled_by" text;--> statement-breakpoint
ALTER TABLE "checkout_card_tokens" ADD CONSTRAINT "checkout_card_tokens_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_card_tokens" ADD CONSTRAINT "checkout_card_tokens_payment_link_id_payment_links_id_fk" FOREIGN KEY ("payment_link_id") REFERENCES "public"."payment_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "checkout_card_tokens" ADD CONSTRAINT "checkout_card_tokens_card_token_id_card_tokens_id_fk" FOREIGN KEY ("card_token_id") REFERENCES "public"."card_tokens"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limit_counters_expires_idx" ON "rate_limit_counters" USING btree ("expires_at");--> statement-breakpoint
CREATE UNIQUE INDEX "checkout_card_tokens_token_key" ON "checkout_card_tokens" USING btree ("token");--> statement-breakpoint
CREATE INDEX "checkout_card_tokens_merchant_idx" ON "checkout_card_tokens" USING btree ("merchant_id","created_at");--> statement-breakpoint
CREATE INDEX "checkout_card_tokens_expires_idx" ON "checkout_card_tokens" USING btree ("expires_at");