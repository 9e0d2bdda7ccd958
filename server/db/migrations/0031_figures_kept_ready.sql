CREATE TABLE "figures_invoice_facts" (
	"invoice_id" uuid PRIMARY KEY NOT NULL,
	"kind" "invoice_kind" NOT NULL,
	"state" "federal_state",
	"role" "staff_profession",
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"paid_on" date,
	"cancelled_on" date,
	"net_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "figures_order_facts" (
	"order_id" uuid PRIMARY KEY NOT NULL,
	"state" "federal_state" NOT NULL,
	"role" "staff_profession" NOT NULL,
	"sent_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"ended_at" timestamp with time zone,
	"first_applied_at" timestamp with time zone,
	"ended_unfilled" boolean DEFAULT false NOT NULL,
	"confirmation_days" double precision,
	"confirmation_month" text,
	"first_applicant_days" double precision,
	"first_applicant_month" text
);
--> statement-breakpoint
CREATE TABLE "figures_order_months" (
	"month" text NOT NULL,
	"state" "federal_state" NOT NULL,
	"role" "staff_profession" NOT NULL,
	"received" integer DEFAULT 0 NOT NULL,
	"published" integer DEFAULT 0 NOT NULL,
	"filled" integer DEFAULT 0 NOT NULL,
	"ended_unfilled" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "figures_order_months_month_state_role_pk" PRIMARY KEY("month","state","role")
);
--> statement-breakpoint
CREATE TABLE "figures_placement_months" (
	"placement_id" uuid NOT NULL,
	"month" text NOT NULL,
	"state" "federal_state" NOT NULL,
	"role" "staff_profession" NOT NULL,
	"days" integer NOT NULL,
	CONSTRAINT "figures_placement_months_placement_id_month_pk" PRIMARY KEY("placement_id","month")
);
--> statement-breakpoint
ALTER TABLE "figures_invoice_facts" ADD CONSTRAINT "figures_invoice_facts_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "figures_order_facts" ADD CONSTRAINT "figures_order_facts_order_id_search_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."search_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "figures_placement_months" ADD CONSTRAINT "figures_placement_months_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "figures_invoice_facts_issue_idx" ON "figures_invoice_facts" USING btree ("issue_date");--> statement-breakpoint
CREATE INDEX "figures_invoice_facts_paid_idx" ON "figures_invoice_facts" USING btree ("paid_on");--> statement-breakpoint
CREATE INDEX "figures_order_facts_sent_idx" ON "figures_order_facts" USING btree ("sent_at");--> statement-breakpoint
CREATE INDEX "figures_order_facts_published_idx" ON "figures_order_facts" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "figures_order_facts_confirmed_idx" ON "figures_order_facts" USING btree ("confirmed_at");--> statement-breakpoint
CREATE INDEX "figures_order_facts_ended_idx" ON "figures_order_facts" USING btree ("ended_at");--> statement-breakpoint
CREATE INDEX "figures_order_facts_applied_idx" ON "figures_order_facts" USING btree ("first_applied_at");--> statement-breakpoint
CREATE INDEX "figures_placement_months_month_idx" ON "figures_placement_months" USING btree ("month");--> statement-breakpoint
-- hand-written (issue 30, docs/decisions/0064-figures-kept-ready.md): an order's facts computed from its history, applications and placements. `merge` (a statement that only added events or applications) keeps the earliest first moments and the latest end already stored, so two transactions adding to one order at once cannot undo each other's; anything else replaces the row.
CREATE FUNCTION "figures_refresh_orders"(ids uuid[], merge boolean) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "figures_order_facts" AS f ("order_id", "state", "role", "sent_at", "published_at",
    "confirmed_at", "ended_at", "first_applied_at", "ended_unfilled")
  SELECT o."id", o."state", o."role", ev.sent_at, ev.published_at, ev.confirmed_at, ev.ended_at,
    (SELECT min(a."created_at") FROM "job_applications" a WHERE a."order_id" = o."id"),
    o."status" = 'ended' AND NOT EXISTS (
      SELECT 1 FROM "placements" p WHERE p."order_id" = o."id" AND p."status" <> 'cancelled')
  FROM (SELECT DISTINCT c.id FROM unnest(ids) AS c(id)) AS c
  JOIN "search_orders" o ON o."id" = c.id
  CROSS JOIN LATERAL (
    SELECT min(e."created_at") FILTER (WHERE e."status" = 'sent') AS sent_at,
      min(e."created_at") FILTER (WHERE e."status" = 'published') AS published_at,
      min(e."created_at") FILTER (WHERE e."status" = 'confirmed') AS confirmed_at,
      max(e."created_at") FILTER (WHERE e."status" = 'ended') AS ended_at
    FROM "search_order_events" e WHERE e."order_id" = o."id"
  ) AS ev
  ON CONFLICT ("order_id") DO UPDATE SET
    "state" = excluded."state",
    "role" = excluded."role",
    "sent_at" = CASE WHEN merge THEN least(f."sent_at", excluded."sent_at") ELSE excluded."sent_at" END,
    "published_at" = CASE WHEN merge THEN least(f."published_at", excluded."published_at") ELSE excluded."published_at" END,
    "confirmed_at" = CASE WHEN merge THEN least(f."confirmed_at", excluded."confirmed_at") ELSE excluded."confirmed_at" END,
    "ended_at" = CASE WHEN merge THEN greatest(f."ended_at", excluded."ended_at") ELSE excluded."ended_at" END,
    "first_applied_at" = CASE WHEN merge THEN least(f."first_applied_at", excluded."first_applied_at") ELSE excluded."first_applied_at" END,
    "ended_unfilled" = excluded."ended_unfilled"
  WHERE (f."state", f."role", f."sent_at", f."published_at", f."confirmed_at", f."ended_at",
      f."first_applied_at", f."ended_unfilled")
    IS DISTINCT FROM (excluded."state", excluded."role", excluded."sent_at", excluded."published_at",
      excluded."confirmed_at", excluded."ended_at", excluded."first_applied_at", excluded."ended_unfilled");
$$;
--> statement-breakpoint
-- hand-written: a standing placement's calendar days per month (the days the fee counts, domain/billing/fees.ts); a cancelled one has none.
CREATE FUNCTION "figures_refresh_placements"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  DELETE FROM "figures_placement_months" WHERE "placement_id" IN (SELECT unnest(ids));
  INSERT INTO "figures_placement_months" ("placement_id", "month", "state", "role", "days")
  SELECT p."id", to_char(day, 'YYYY-MM'), p."state", p."role", count(*)::int
  FROM (SELECT DISTINCT c.id FROM unnest(ids) AS c(id)) AS c
  JOIN "placements" p ON p."id" = c.id
  CROSS JOIN LATERAL jsonb_array_elements(p."periods") AS period
  CROSS JOIN LATERAL generate_series((period->>'startDate')::date::timestamp,
    (period->>'endDate')::date::timestamp, interval '1 day') AS day
  WHERE p."status" <> 'cancelled'
  GROUP BY p."id", 2, p."state", p."role";
$$;
--> statement-breakpoint
-- hand-written: the triggers, once per statement (a bulk insert refreshes each order once).
CREATE FUNCTION "figures_orders_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "figures_refresh_orders"(ARRAY(SELECT "id" FROM new_rows), false);
  ELSIF TG_OP = 'DELETE' THEN
    -- Its invoices stay (decision 20) and lose the region and role they took from it.
    PERFORM "figures_refresh_invoices"(ARRAY(
      SELECT i."id" FROM old_rows o JOIN "invoices" i ON i."order_id" = o."id"));
  ELSE
    PERFORM "figures_refresh_orders"(ARRAY(
      SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
      WHERE (n."state", n."role", n."status") IS DISTINCT FROM (o."state", o."role", o."status")), false);
    -- An invoice without a placement takes its order's region and role.
    PERFORM "figures_refresh_invoices"(ARRAY(
      SELECT i."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
      JOIN "invoices" i ON i."order_id" = n."id"
      WHERE (n."state", n."role") IS DISTINCT FROM (o."state", o."role")));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- hand-written: events and applications name their order in "order_id".
CREATE FUNCTION "figures_order_rows_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "figures_refresh_orders"(ARRAY(SELECT "order_id" FROM new_rows), true);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "figures_refresh_orders"(ARRAY(SELECT "order_id" FROM old_rows), false);
  ELSE
    PERFORM "figures_refresh_orders"(ARRAY(
      SELECT "order_id" FROM new_rows UNION SELECT "order_id" FROM old_rows), false);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
-- hand-written: a placement changes its own days and whether its order ended unfilled.
CREATE FUNCTION "figures_placements_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed uuid[];
  orders uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    changed := ARRAY(SELECT "id" FROM new_rows);
    orders := ARRAY(SELECT "order_id" FROM new_rows WHERE "order_id" IS NOT NULL);
  ELSIF TG_OP = 'DELETE' THEN
    orders := ARRAY(SELECT "order_id" FROM old_rows WHERE "order_id" IS NOT NULL);
    -- Its invoices stay (decision 20) and take their order's region and role instead.
    PERFORM "figures_refresh_invoices"(ARRAY(
      SELECT i."id" FROM "invoices" i WHERE i."placement_id" IN (SELECT "id" FROM old_rows)));
  ELSE
    changed := ARRAY(
      SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
      WHERE (n."periods", n."status", n."state", n."role", n."order_id")
        IS DISTINCT FROM (o."periods", o."status", o."state", o."role", o."order_id"));
    orders := ARRAY(
      SELECT x."order_id" FROM (
        SELECT n."order_id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
        WHERE (n."status", n."order_id") IS DISTINCT FROM (o."status", o."order_id")
        UNION
        SELECT o."order_id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
        WHERE (n."status", n."order_id") IS DISTINCT FROM (o."status", o."order_id")
      ) AS x WHERE x."order_id" IS NOT NULL);
  END IF;
  IF cardinality(changed) > 0 THEN
    PERFORM "figures_refresh_placements"(changed);
  END IF;
  IF cardinality(orders) > 0 THEN
    PERFORM "figures_refresh_orders"(orders, false);
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "figures_orders_inserted" AFTER INSERT ON "search_orders"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "figures_orders_changed"();
--> statement-breakpoint
CREATE TRIGGER "figures_orders_updated" AFTER UPDATE ON "search_orders"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "figures_orders_changed"();
--> statement-breakpoint
CREATE TRIGGER "figures_orders_deleted" AFTER DELETE ON "search_orders"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "figures_orders_changed"();
--> statement-breakpoint
CREATE TRIGGER "figures_order_events_inserted" AFTER INSERT ON "search_order_events"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "figures_order_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "figures_order_events_updated" AFTER UPDATE ON "search_order_events"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "figures_order_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "figures_order_events_deleted" AFTER DELETE ON "search_order_events"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "figures_order_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "figures_applications_inserted" AFTER INSERT ON "job_applications"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "figures_order_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "figures_applications_updated" AFTER UPDATE ON "job_applications"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "figures_order_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "figures_applications_deleted" AFTER DELETE ON "job_applications"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "figures_order_rows_changed"();
--> statement-breakpoint
CREATE TRIGGER "figures_placements_inserted" AFTER INSERT ON "placements"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "figures_placements_changed"();
--> statement-breakpoint
CREATE TRIGGER "figures_placements_updated" AFTER UPDATE ON "placements"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "figures_placements_changed"();
--> statement-breakpoint
CREATE TRIGGER "figures_placements_deleted" AFTER DELETE ON "placements"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "figures_placements_changed"();
--> statement-breakpoint
-- hand-written: an invoice's figures: region and role of its placement, else of its order; the day a cancellation invoice cancelled it.
CREATE FUNCTION "figures_refresh_invoices"(ids uuid[]) RETURNS void LANGUAGE sql AS $$
  INSERT INTO "figures_invoice_facts" AS f ("invoice_id", "kind", "state", "role", "issue_date",
    "due_date", "paid_on", "cancelled_on", "net_cents", "gross_cents")
  SELECT i."id", i."kind", coalesce(p."state", o."state"), coalesce(p."role", o."role"),
    i."issue_date", i."due_date", i."paid_on",
    (SELECT min(c."issue_date") FROM "invoices" c WHERE c."cancels_invoice_id" = i."id"),
    i."net_cents", i."gross_cents"
  FROM (SELECT DISTINCT c.id FROM unnest(ids) AS c(id)) AS c
  JOIN "invoices" i ON i."id" = c.id
  LEFT JOIN "placements" p ON p."id" = i."placement_id"
  LEFT JOIN "search_orders" o ON o."id" = i."order_id"
  ON CONFLICT ("invoice_id") DO UPDATE SET
    "kind" = excluded."kind", "state" = excluded."state", "role" = excluded."role",
    "issue_date" = excluded."issue_date", "due_date" = excluded."due_date",
    "paid_on" = excluded."paid_on", "cancelled_on" = excluded."cancelled_on",
    "net_cents" = excluded."net_cents", "gross_cents" = excluded."gross_cents"
  WHERE (f."kind", f."state", f."role", f."issue_date", f."due_date", f."paid_on",
      f."cancelled_on", f."net_cents", f."gross_cents")
    IS DISTINCT FROM (excluded."kind", excluded."state", excluded."role", excluded."issue_date",
      excluded."due_date", excluded."paid_on", excluded."cancelled_on", excluded."net_cents",
      excluded."gross_cents");
$$;
--> statement-breakpoint
-- hand-written: a new invoice, and the invoice a new cancellation invoice cancels; a payment recorded or taken back. (Invoices are not deleted while the figures could show them, decision 22; their rows go with them.)
CREATE FUNCTION "figures_invoices_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM "figures_refresh_invoices"(ARRAY(
      SELECT "id" FROM new_rows UNION
      SELECT "cancels_invoice_id" FROM new_rows WHERE "cancels_invoice_id" IS NOT NULL));
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM "figures_refresh_invoices"(ARRAY(
      SELECT "cancels_invoice_id" FROM old_rows WHERE "cancels_invoice_id" IS NOT NULL));
  ELSE
    PERFORM "figures_refresh_invoices"(ARRAY(
      SELECT n."id" FROM new_rows n JOIN old_rows o ON o."id" = n."id"
      WHERE n."paid_on" IS DISTINCT FROM o."paid_on"));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "figures_invoices_inserted" AFTER INSERT ON "invoices"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "figures_invoices_changed"();
--> statement-breakpoint
CREATE TRIGGER "figures_invoices_updated" AFTER UPDATE ON "invoices"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "figures_invoices_changed"();
--> statement-breakpoint
CREATE TRIGGER "figures_invoices_deleted" AFTER DELETE ON "invoices"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "figures_invoices_changed"();
--> statement-breakpoint
-- hand-written: time to fill, derived from the row as stored (after a merge), in days, with the month (Berlin) it counts in.
CREATE FUNCTION "figures_order_facts_waits"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."confirmation_days" := CASE WHEN NEW."published_at" IS NOT NULL
    THEN extract(epoch FROM (NEW."confirmed_at" - NEW."published_at")) / 86400.0 END;
  NEW."confirmation_month" := CASE WHEN NEW."published_at" IS NOT NULL
    THEN to_char(NEW."confirmed_at" AT TIME ZONE 'Europe/Berlin', 'YYYY-MM') END;
  NEW."first_applicant_days" := CASE WHEN NEW."published_at" IS NOT NULL
    THEN extract(epoch FROM (NEW."first_applied_at" - NEW."published_at")) / 86400.0 END;
  NEW."first_applicant_month" := CASE WHEN NEW."published_at" IS NOT NULL
    THEN to_char(NEW."first_applied_at" AT TIME ZONE 'Europe/Berlin', 'YYYY-MM') END;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "figures_order_facts_waits" BEFORE INSERT OR UPDATE ON "figures_order_facts"
  FOR EACH ROW EXECUTE FUNCTION "figures_order_facts_waits"();
--> statement-breakpoint
-- hand-written: the monthly sums follow every change of an order's facts: the steps of the rows before the change counted out, those after it counted in. The month is Berlin's (domain/limits.ts, BUSINESS_TIME_ZONE).
CREATE FUNCTION "figures_order_facts_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  added "figures_order_facts"[] := '{}';
  removed "figures_order_facts"[] := '{}';
BEGIN
  IF TG_OP <> 'DELETE' THEN
    added := ARRAY(SELECT n FROM new_rows n);
  END IF;
  IF TG_OP <> 'INSERT' THEN
    removed := ARRAY(SELECT o FROM old_rows o);
  END IF;
  INSERT INTO "figures_order_months" AS m ("month", "state", "role", "received", "published", "filled", "ended_unfilled")
  SELECT to_char(s.at AT TIME ZONE 'Europe/Berlin', 'YYYY-MM'), c."state", c."role",
    coalesce(sum(c.sign) FILTER (WHERE s.kind = 'received'), 0),
    coalesce(sum(c.sign) FILTER (WHERE s.kind = 'published'), 0),
    coalesce(sum(c.sign) FILTER (WHERE s.kind = 'filled'), 0),
    coalesce(sum(c.sign) FILTER (WHERE s.kind = 'ended_unfilled'), 0)
  FROM (
    SELECT 1 AS sign, a.* FROM unnest(added) AS a
    UNION ALL
    SELECT -1, r.* FROM unnest(removed) AS r
  ) AS c
  CROSS JOIN LATERAL (VALUES ('received', c."sent_at"), ('published', c."published_at"),
    ('filled', c."confirmed_at"),
    ('ended_unfilled', CASE WHEN c."ended_unfilled" THEN c."ended_at" END)) AS s(kind, at)
  WHERE s.at IS NOT NULL
  GROUP BY 1, 2, 3
  ON CONFLICT ("month", "state", "role") DO UPDATE SET
    "received" = m."received" + excluded."received",
    "published" = m."published" + excluded."published",
    "filled" = m."filled" + excluded."filled",
    "ended_unfilled" = m."ended_unfilled" + excluded."ended_unfilled";
  -- A month, region and role left with nothing goes: the sums are the same whichever way they came about.
  DELETE FROM "figures_order_months"
  WHERE ("received", "published", "filled", "ended_unfilled") = (0, 0, 0, 0);
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "figures_order_facts_inserted" AFTER INSERT ON "figures_order_facts"
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "figures_order_facts_changed"();
--> statement-breakpoint
CREATE TRIGGER "figures_order_facts_updated" AFTER UPDATE ON "figures_order_facts"
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "figures_order_facts_changed"();
--> statement-breakpoint
CREATE TRIGGER "figures_order_facts_deleted" AFTER DELETE ON "figures_order_facts"
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "figures_order_facts_changed"();
--> statement-breakpoint
-- hand-written: the rows of everything stored before this migration.
SELECT "figures_refresh_orders"(ARRAY(SELECT "id" FROM "search_orders"), false);
--> statement-breakpoint
-- hand-written: (the placements' days)
SELECT "figures_refresh_placements"(ARRAY(SELECT "id" FROM "placements"));
--> statement-breakpoint
-- hand-written: (the invoices' figures)
SELECT "figures_refresh_invoices"(ARRAY(SELECT "id" FROM "invoices"));
--> statement-breakpoint
-- hand-written: (statistics for the planner: the embedded database has no autovacuum to gather them)
ANALYZE "figures_order_facts", "figures_order_months", "figures_placement_months", "figures_invoice_facts";
