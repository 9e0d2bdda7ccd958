CREATE INDEX "invoices_created_idx" ON "invoices" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "invoices_placement_idx" ON "invoices" USING btree ("placement_id");--> statement-breakpoint
CREATE INDEX "invoices_unpaid_due_idx" ON "invoices" USING btree ("due_date") WHERE "invoices"."kind" = 'invoice' and "invoices"."paid_on" is null;--> statement-breakpoint
CREATE INDEX "search_orders_status_sent_at_idx" ON "search_orders" USING btree ("status","sent_at");--> statement-breakpoint
CREATE INDEX "search_orders_billable_idx" ON "search_orders" USING btree ("confirmed_at","id") WHERE "search_orders"."status" in ('confirmed', 'placed');--> statement-breakpoint
CREATE INDEX "cleaning_requests_created_idx" ON "cleaning_requests" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "courier_requests_created_idx" ON "courier_requests" USING btree ("created_at");