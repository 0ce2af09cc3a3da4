CREATE TABLE "banks" (
	"code" text PRIMARY KEY NOT NULL,
	"ispb" text NOT NULL,
	"name" text NOT NULL,
	"short_name" text,
	"document" text,
	"search_text" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "recipients" (
	"id" uuid PRIMARY KEY NOT NULL,
	"merchant_id" uuid NOT NULL,
	"type" text NOT NULL,
	"bank_code" text,
	"branch" text,
	"branch_check_digit" text,
	"account_number" text,
	"account_check_digit" text,
	"account_type" text,
	"holder_name" text,
	"holder_document" text,
	"key_type" text,
	"key" text,
	"created_at" timestamp with time zone NOT NULL,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "recipients_fields_of_type" CHECK (("recipients"."type" = 'bank_account' and "recipients"."bank_code" is not null and "recipients"."branch" is not null
            and "recipients"."account_number" is not null and "recipients"."account_check_digit" is not null and "recipients"."account_type" is not null
            and "recipients"."holder_name" is not null and "recipients"."holder_document" is not null and "recipients"."key" is null)
        or ("recipients"."type" = 'pix_key' and "recipients"."key_type" is not null and "recipients"."key" is not null and "recipients"."bank_code" is null))
);
--> statement-breakpoint
ALTER TABLE "recipients" ADD CONSTRAINT "recipients_merchant_id_merchants_id_fk" FOREIGN KEY ("merchant_id") REFERENCES "public"."merchants"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recipients" ADD CONSTRAINT "recipients_bank_code_banks_code_fk" FOREIGN KEY ("bank_code") REFERENCES "public"."banks"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "banks_ispb_key" ON "banks" USING btree ("ispb");--> statement-breakpoint
CREATE INDEX "recipients_merchant_idx" ON "recipients" USING btree ("merchant_id","type","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "recipients_primary_key" ON "recipients" USING btree ("merchant_id","type") WHERE replaced_at is null;