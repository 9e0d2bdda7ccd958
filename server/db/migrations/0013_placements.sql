CREATE TYPE "public"."placement_cancelled_by" AS ENUM('owner', 'staff', 'operator');--> statement-breakpoint
CREATE TYPE "public"."placement_status" AS ENUM('confirmed', 'cancelled', 'arranged');--> statement-breakpoint
CREATE TYPE "public"."application_status" AS ENUM('applied', 'proposed', 'confirmed', 'not_selected', 'withdrawn', 'cancelled');--> statement-breakpoint
CREATE TABLE "placements" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid,
	"owner_id" uuid,
	"staff_id" uuid,
	"type" "job_offer_type" NOT NULL,
	"role" "staff_profession" NOT NULL,
	"owner_cover" boolean NOT NULL,
	"periods" jsonb NOT NULL,
	"first_day" date NOT NULL,
	"last_day" date NOT NULL,
	"working_hours" text NOT NULL,
	"pharmacy_name" text NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"state" "federal_state" NOT NULL,
	"owner_name" text NOT NULL,
	"staff_name" text NOT NULL,
	"staff_profession" "staff_profession" NOT NULL,
	"hourly_rate" numeric(7, 2),
	"confirmed_at" timestamp with time zone NOT NULL,
	"status" "placement_status" DEFAULT 'confirmed' NOT NULL,
	"cancelled_at" timestamp with time zone,
	"cancelled_by" "placement_cancelled_by",
	"cancel_reason" text,
	"arranged_at" timestamp with time zone,
	"invoice_copy_key" text,
	"invoice_copy_name" text,
	"invoice_copy_bytes" bigint,
	"invoice_copy_at" timestamp with time zone,
	"start_reminder_sent_at" timestamp with time zone,
	"invoice_reminder_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placements_invoiceCopyKey_unique" UNIQUE("invoice_copy_key")
);
--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "status" "application_status" DEFAULT 'applied' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "status_changed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_order_id_search_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."search_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placements" ADD CONSTRAINT "placements_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "placements_order_idx" ON "placements" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "placements_owner_idx" ON "placements" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "placements_staff_idx" ON "placements" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "placements_status_first_day_idx" ON "placements" USING btree ("status","first_day");--> statement-breakpoint
-- hand-written: existing applications get the status their order implies (withdrawn ones were deleted before, so none is "withdrawn")
UPDATE "job_applications" AS a SET "status" = CASE
	WHEN o."candidate_id" = a."staff_id" AND o."status" = 'candidate_proposed' THEN 'proposed'::"application_status"
	WHEN o."candidate_id" = a."staff_id" AND o."status" IN ('confirmed', 'placed') THEN 'confirmed'::"application_status"
	WHEN o."status" IN ('confirmed', 'placed', 'ended', 'declined') THEN 'not_selected'::"application_status"
	ELSE 'applied'::"application_status"
END
FROM "search_orders" AS o WHERE o."id" = a."order_id";
--> statement-breakpoint
-- hand-written: orders confirmed before placements existed get their placement record
INSERT INTO "placements" ("order_id", "owner_id", "staff_id", "type", "role", "owner_cover", "periods", "first_day", "last_day", "working_hours", "pharmacy_name", "street", "postal_code", "city", "state", "owner_name", "staff_name", "staff_profession", "hourly_rate", "confirmed_at", "status", "arranged_at")
SELECT o."id", o."owner_id", o."candidate_id", o."type", o."role", o."owner_cover",
	(SELECT jsonb_agg(jsonb_build_object('startDate', p."start_date"::text, 'endDate', p."end_date"::text) ORDER BY p."start_date") FROM "search_order_periods" p WHERE p."order_id" = o."id"),
	(SELECT min(p."start_date") FROM "search_order_periods" p WHERE p."order_id" = o."id"),
	(SELECT max(p."end_date") FROM "search_order_periods" p WHERE p."order_id" = o."id"),
	o."working_hours", coalesce(pp."pharmacy_name", ''), o."street", o."postal_code", o."city", o."state",
	owner."first_name" || ' ' || owner."last_name", staff."first_name" || ' ' || staff."last_name",
	coalesce(sp."profession", o."role"), o."hourly_rate", coalesce(o."confirmed_at", o."updated_at"),
	CASE WHEN o."status" = 'placed' THEN 'arranged'::"placement_status" ELSE 'confirmed'::"placement_status" END,
	CASE WHEN o."status" = 'placed' THEN o."updated_at" END
FROM "search_orders" o
JOIN "users" owner ON owner."id" = o."owner_id"
JOIN "users" staff ON staff."id" = o."candidate_id"
LEFT JOIN "pharmacy_profiles" pp ON pp."user_id" = o."owner_id"
LEFT JOIN "staff_profiles" sp ON sp."user_id" = o."candidate_id"
WHERE o."status" IN ('confirmed', 'placed')
	AND EXISTS (SELECT 1 FROM "search_order_periods" p WHERE p."order_id" = o."id");
