CREATE TYPE "public"."fee_order_kind" AS ENUM('Feststelle', 'Nachtdienst', 'Vertretungsangebot', 'Inhabervertretung');--> statement-breakpoint
CREATE TYPE "public"."fee_unit" AS ENUM('per_day', 'per_placement');--> statement-breakpoint
CREATE TYPE "public"."invoice_kind" AS ENUM('invoice', 'cancellation');--> statement-breakpoint
CREATE TABLE "invoice_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"number" text NOT NULL,
	"kind" "invoice_kind" DEFAULT 'invoice' NOT NULL,
	"cancels_invoice_id" uuid,
	"issue_date" date NOT NULL,
	"due_date" date NOT NULL,
	"service_start" date NOT NULL,
	"service_end" date NOT NULL,
	"buyer_id" uuid,
	"buyer" jsonb NOT NULL,
	"seller" jsonb NOT NULL,
	"lines" jsonb NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_cents" integer NOT NULL,
	"gross_cents" integer NOT NULL,
	"order_id" uuid,
	"placement_id" uuid,
	"note" text,
	"issued_by" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"paid_on" date,
	"payment_recorded_by" text,
	"last_reminder_at" timestamp with time zone,
	"reminder_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "invoices_cancellation_check" CHECK (("invoices"."kind" = 'cancellation') = ("invoices"."cancels_invoice_id" is not null))
);
--> statement-breakpoint
CREATE TABLE "price_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid,
	"role" "staff_profession" NOT NULL,
	"kind" "fee_order_kind" NOT NULL,
	"unit" "fee_unit" NOT NULL,
	"net_cents" integer NOT NULL,
	"vat_rate" numeric(4, 2) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "price_entries_net_check" CHECK ("price_entries"."net_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_cancels_invoice_id_invoices_id_fk" FOREIGN KEY ("cancels_invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "price_entries" ADD CONSTRAINT "price_entries_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_number_idx" ON "invoices" USING btree ("number");--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_cancels_idx" ON "invoices" USING btree ("cancels_invoice_id");--> statement-breakpoint
CREATE INDEX "invoices_buyer_idx" ON "invoices" USING btree ("buyer_id");--> statement-breakpoint
CREATE INDEX "invoices_order_idx" ON "invoices" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "invoices_issue_date_idx" ON "invoices" USING btree ("issue_date");--> statement-breakpoint
CREATE UNIQUE INDEX "price_entries_owner_idx" ON "price_entries" USING btree ("owner_id","role","kind") WHERE "price_entries"."owner_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "price_entries_default_idx" ON "price_entries" USING btree ("role","kind") WHERE "price_entries"."owner_id" is null;--> statement-breakpoint
-- hand-written: invoices are booking documents and never change (docs/decisions/0020-invoices.md): no DELETE, and an UPDATE may only touch the payment and reminder columns.
CREATE FUNCTION "invoices_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('DELETE', 'TRUNCATE') THEN
    RAISE EXCEPTION 'invoices are immutable: they cannot be deleted' USING ERRCODE = 'P0001';
  END IF;
  IF (NEW."id", NEW."number", NEW."kind", NEW."cancels_invoice_id", NEW."issue_date", NEW."due_date",
      NEW."service_start", NEW."service_end", NEW."buyer_id", NEW."buyer", NEW."seller", NEW."lines",
      NEW."net_cents", NEW."vat_cents", NEW."gross_cents", NEW."order_id", NEW."placement_id",
      NEW."note", NEW."issued_by", NEW."pdf", NEW."created_at")
     IS DISTINCT FROM
     (OLD."id", OLD."number", OLD."kind", OLD."cancels_invoice_id", OLD."issue_date", OLD."due_date",
      OLD."service_start", OLD."service_end", OLD."buyer_id", OLD."buyer", OLD."seller", OLD."lines",
      OLD."net_cents", OLD."vat_cents", OLD."gross_cents", OLD."order_id", OLD."placement_id",
      OLD."note", OLD."issued_by", OLD."pdf", OLD."created_at") THEN
    RAISE EXCEPTION 'invoices are immutable: only payment fields of % may change', OLD."number" USING ERRCODE = 'P0001';
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "invoices_immutable" BEFORE UPDATE OR DELETE ON "invoices"
  FOR EACH ROW EXECUTE FUNCTION "invoices_immutable"();
--> statement-breakpoint
CREATE TRIGGER "invoices_no_truncate" BEFORE TRUNCATE ON "invoices"
  FOR EACH STATEMENT EXECUTE FUNCTION "invoices_immutable"();
--> statement-breakpoint
-- hand-written: the default price list every pharmacy starts with (example figures; the operator changes them in the console).
INSERT INTO "price_entries" ("owner_id", "role", "kind", "unit", "net_cents", "vat_rate") VALUES
  (NULL, 'Apotheker/in', 'Vertretungsangebot', 'per_day', 6000, 19),
  (NULL, 'Apotheker/in', 'Nachtdienst', 'per_day', 7500, 19),
  (NULL, 'Apotheker/in', 'Feststelle', 'per_placement', 250000, 19),
  (NULL, 'Apotheker/in', 'Inhabervertretung', 'per_day', 8000, 19),
  (NULL, 'PTA', 'Vertretungsangebot', 'per_day', 4000, 19),
  (NULL, 'PTA', 'Nachtdienst', 'per_day', 5000, 19),
  (NULL, 'PTA', 'Feststelle', 'per_placement', 150000, 19),
  (NULL, 'PKA', 'Vertretungsangebot', 'per_day', 3000, 19),
  (NULL, 'PKA', 'Nachtdienst', 'per_day', 3500, 19),
  (NULL, 'PKA', 'Feststelle', 'per_placement', 100000, 19);
