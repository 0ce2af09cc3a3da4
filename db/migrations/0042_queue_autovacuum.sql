-- Tables used as queues: rows are claimed in order from a partial index ("due", "pending", "not fanned out")
-- and then updated out of it. Every update leaves a dead entry at the front of that index until a vacuum
-- removes it, and each claim walks past them (OPERATIONS.md, "PostgreSQL": autovacuum). The default
-- thresholds wait for a fifth of the table to be dead; these vacuum after about a thousand rows instead.
ALTER TABLE "webhook_deliveries" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 1000, autovacuum_vacuum_insert_scale_factor = 0.05, autovacuum_vacuum_cost_delay = 1);--> statement-breakpoint
ALTER TABLE "events" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 1000, autovacuum_vacuum_insert_scale_factor = 0.05, autovacuum_vacuum_cost_delay = 1);--> statement-breakpoint
ALTER TABLE "acquirer_operations" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 1000, autovacuum_vacuum_insert_scale_factor = 0.05, autovacuum_vacuum_cost_delay = 1);--> statement-breakpoint
ALTER TABLE "mail_outbox" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 1000, autovacuum_vacuum_insert_scale_factor = 0.05, autovacuum_vacuum_cost_delay = 1);--> statement-breakpoint
ALTER TABLE "rate_limit_counters" SET (autovacuum_vacuum_scale_factor = 0.01, autovacuum_vacuum_threshold = 1000, autovacuum_vacuum_cost_delay = 1);
