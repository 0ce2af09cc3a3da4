ALTER TABLE "banks" ADD COLUMN "common_name" text;--> statement-breakpoint
ALTER TABLE "banks" ADD COLUMN "alias_text" text DEFAULT '' NOT NULL;