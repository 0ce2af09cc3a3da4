-- An event carries its webhook body in the current API version, rendered when it is recorded, until it is fanned out:
-- the dispatcher copies it to the deliveries in the database instead of reading the snapshot back, parsing it
-- and rendering it again (BENCHMARKS.md, "Issue 30: event payloads rendered once"). Null on older events.
ALTER TABLE "events" ADD COLUMN "payload" text;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "payload_version" text;