CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_id");--> statement-breakpoint
CREATE INDEX "audit_log_target_id_idx" ON "audit_log" USING btree ("target_id");--> statement-breakpoint
CREATE INDEX "audit_log_details_user_idx" ON "audit_log" USING btree (("details"->>'user_id'));--> statement-breakpoint
CREATE INDEX "audit_log_details_staff_idx" ON "audit_log" USING btree (("details"->>'staffId'));--> statement-breakpoint
CREATE INDEX "outbox_emails_recipient_lower_idx" ON "outbox_emails" USING btree (lower("recipient"));--> statement-breakpoint
CREATE INDEX "placements_first_day_idx" ON "placements" USING btree ("first_day");--> statement-breakpoint
CREATE INDEX "placements_invoice_copy_missing_idx" ON "placements" USING btree ("first_day") WHERE "placements"."invoice_copy_key" is null and "placements"."status" <> 'cancelled';--> statement-breakpoint
CREATE INDEX "search_orders_sent_at_idx" ON "search_orders" USING btree ("sent_at");--> statement-breakpoint
-- hand-written (issue 29): trigram indexes for the console's searches over the large
-- tables. Each indexes exactly the expression searchAcross (server/admin/list-query.ts)
-- builds for that list: the searched columns joined by a unit separator, lower case,
-- ß and umlauts spelled out; server/admin/list-search-indexes.test.ts checks that the
-- planner uses them. pg_trgm is loaded into the embedded database too
-- (server/db/embedded/pglite-thread.mjs).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "outbox_emails_search_idx" ON "outbox_emails" USING gin ((replace(replace(replace(replace(lower(coalesce("recipient", '') || E'\x1f' || coalesce("subject", '') || E'\x1f' || coalesce("template", '')), 'ß', 'ss'), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_search_idx" ON "audit_log" USING gin ((replace(replace(replace(replace(lower(coalesce("actor_email", '') || E'\x1f' || coalesce("action", '') || E'\x1f' || coalesce("target_id", '') || E'\x1f' || coalesce("target_type", '')), 'ß', 'ss'), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "courier_requests_search_idx" ON "courier_requests" USING gin ((replace(replace(replace(replace(lower(coalesce("pharmacy_name", '') || E'\x1f' || coalesce("email", '') || E'\x1f' || coalesce("first_name", '') || E'\x1f' || coalesce("last_name", '') || E'\x1f' || coalesce("zip_code", '')), 'ß', 'ss'), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue')) gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "cleaning_requests_search_idx" ON "cleaning_requests" USING gin ((replace(replace(replace(replace(lower(coalesce("pharmacy_name", '') || E'\x1f' || coalesce("email", '') || E'\x1f' || coalesce("first_name", '') || E'\x1f' || coalesce("last_name", '') || E'\x1f' || coalesce("zip_code", '') || E'\x1f' || coalesce("city", '')), 'ß', 'ss'), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue')) gin_trgm_ops);
