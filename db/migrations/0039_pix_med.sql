ALTER TABLE "disputes" ADD COLUMN "kind" text DEFAULT 'card' NOT NULL;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "pix_devolucao_id" text;--> statement-breakpoint
ALTER TABLE "disputes" ADD COLUMN "pix_devolucao_status" text;--> statement-breakpoint
CREATE INDEX "disputes_pix_devolucao_open_idx" ON "disputes" USING btree ("closed_at") WHERE pix_devolucao_status in ('pending', 'processing');