CREATE TABLE "job_leases" (
	"name" text PRIMARY KEY NOT NULL,
	"last_slot" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone NOT NULL,
	"holder" text NOT NULL,
	"last_finished_at" timestamp with time zone,
	"last_error" text
);
--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD COLUMN "vat_id" text;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD COLUMN "capacity_days_per_week" integer;--> statement-breakpoint
ALTER TABLE "staff_profiles" ADD COLUMN "availability" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "inactivity_notice_at" timestamp with time zone;