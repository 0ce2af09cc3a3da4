CREATE TABLE "payment_link_holds" (
	"charge_id" uuid PRIMARY KEY NOT NULL,
	"payment_link_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
DROP INDEX "charges_merchant_created_idx";--> statement-breakpoint
DROP INDEX "charges_created_idx";--> statement-breakpoint
DROP INDEX "charges_merchant_status_created_idx";--> statement-breakpoint
DROP INDEX "charges_payment_link_idx";--> statement-breakpoint
ALTER TABLE "payment_link_holds" ADD CONSTRAINT "payment_link_holds_payment_link_id_payment_links_id_fk" FOREIGN KEY ("payment_link_id") REFERENCES "public"."payment_links"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_link_holds_open_idx" ON "payment_link_holds" USING btree ("created_at") WHERE released_at is null;--> statement-breakpoint
CREATE INDEX "charges_merchant_created_idx" ON "charges" USING btree ("merchant_id","created_at","id");--> statement-breakpoint
CREATE INDEX "charges_created_idx" ON "charges" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "charges_merchant_status_created_idx" ON "charges" USING btree ("merchant_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "charges_payment_link_idx" ON "charges" USING btree ("payment_link_id","created_at","id") WHERE payment_link_id is not null;