-- hand-written (issue 29): a trigram index for the console's invoice search (number,
-- buyer's name and e-mail), indexing exactly the expression searchAcross
-- (server/admin/list-query.ts) builds for invoiceSearchColumns
-- (server/admin/lists/invoice-list.ts), as migration 0025 does for the other large
-- lists; server/admin/list-search-indexes.test.ts checks that the planner uses it.
CREATE INDEX "invoices_search_idx" ON "invoices" USING gin ((replace(replace(replace(replace(lower(coalesce("number", '') || E'\x1f' || coalesce("buyer"->>'name', '') || E'\x1f' || coalesce("buyer"->>'email', '')), 'ß', 'ss'), 'ä', 'ae'), 'ö', 'oe'), 'ü', 'ue')) gin_trgm_ops);
