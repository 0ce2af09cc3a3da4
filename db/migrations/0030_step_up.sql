ALTER TABLE "merchants" ADD COLUMN "require_two_factor" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dashboard_sessions" ADD COLUMN "stepped_up_at" timestamp with time zone;