CREATE INDEX "withdrawals_merchant_status_created_idx" ON "withdrawals" USING btree ("merchant_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "disputes_merchant_status_due_idx" ON "disputes" USING btree ("merchant_id","status","due_by","id");--> statement-breakpoint
CREATE INDEX "disputes_merchant_kind_due_idx" ON "disputes" USING btree ("merchant_id","kind","due_by","id");