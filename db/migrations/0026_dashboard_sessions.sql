CREATE TABLE "dashboard_sessions" (
	"user_id" uuid NOT NULL,
	"signed_in_at" bigint NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	CONSTRAINT "dashboard_sessions_user_id_signed_in_at_pk" PRIMARY KEY("user_id","signed_in_at")
);
--> statement-breakpoint
ALTER TABLE "dashboard_sessions" ADD CONSTRAINT "dashboard_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "dashboard_sessions_last_seen_idx" ON "dashboard_sessions" USING btree ("last_seen_at");