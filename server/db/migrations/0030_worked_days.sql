CREATE TYPE "public"."work_report_confirmed_by" AS ENUM('owner', 'deadline', 'operator');--> statement-breakpoint
CREATE TYPE "public"."work_report_status" AS ENUM('submitted', 'confirmed', 'disputed', 'resolved');--> statement-breakpoint
CREATE TABLE "work_reports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"placement_id" uuid NOT NULL,
	"period_start" date NOT NULL,
	"period_end" date NOT NULL,
	"planned" jsonb NOT NULL,
	"staff_days" jsonb NOT NULL,
	"submitted_at" timestamp with time zone NOT NULL,
	"status" "work_report_status" DEFAULT 'submitted' NOT NULL,
	"owner_reminder_sent_at" timestamp with time zone,
	"owner_days" jsonb,
	"owner_note" text,
	"disputed_at" timestamp with time zone,
	"confirmed_days" jsonb,
	"confirmed_by" "work_report_confirmed_by",
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "follows_cancellation_id" uuid;--> statement-breakpoint
ALTER TABLE "work_reports" ADD CONSTRAINT "work_reports_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "work_reports_period_idx" ON "work_reports" USING btree ("placement_id","period_start");--> statement-breakpoint
CREATE INDEX "work_reports_waiting_idx" ON "work_reports" USING btree ("submitted_at") WHERE "work_reports"."status" = 'submitted';--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_follows_cancellation_id_invoices_id_fk" FOREIGN KEY ("follows_cancellation_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_follows_idx" ON "invoices" USING btree ("follows_cancellation_id");