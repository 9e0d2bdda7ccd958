-- btree_gist lets one exclusion constraint compare a uuid (=) and a daterange (&&).
CREATE EXTENSION IF NOT EXISTS btree_gist;--> statement-breakpoint
CREATE TYPE "public"."federal_state" AS ENUM('DE-BW', 'DE-BY', 'DE-BE', 'DE-BB', 'DE-HB', 'DE-HH', 'DE-HE', 'DE-MV', 'DE-NI', 'DE-NW', 'DE-RP', 'DE-SL', 'DE-SN', 'DE-ST', 'DE-SH', 'DE-TH');--> statement-breakpoint
CREATE TYPE "public"."job_offer_type" AS ENUM('Feststelle', 'Nachtdienst', 'Vertretungsangebot');--> statement-breakpoint
CREATE TYPE "public"."search_order_status" AS ENUM('draft', 'sent', 'accepted', 'published', 'candidate_proposed', 'confirmed', 'placed', 'ended', 'declined');--> statement-breakpoint
CREATE TABLE "confirmed_assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"period" daterange NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "job_applications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"data_consent_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "saved_searches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"type" "job_offer_type" NOT NULL,
	"start_date" date,
	"end_date" date,
	"location" text DEFAULT '' NOT NULL,
	"state" "federal_state",
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" "search_order_status" NOT NULL,
	"actor_id" uuid,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "search_order_periods" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	CONSTRAINT "search_order_periods_range_check" CHECK ("search_order_periods"."end_date" >= "search_order_periods"."start_date")
);
--> statement-breakpoint
CREATE TABLE "search_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"status" "search_order_status" DEFAULT 'draft' NOT NULL,
	"type" "job_offer_type" NOT NULL,
	"role" "staff_profession" NOT NULL,
	"owner_cover" boolean DEFAULT false NOT NULL,
	"working_hours" text NOT NULL,
	"street" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"state" "federal_state" NOT NULL,
	"wws_software" text[] NOT NULL,
	"hourly_rate" numeric(7, 2),
	"note" text DEFAULT '' NOT NULL,
	"candidate_id" uuid,
	"decline_reason" text,
	"sent_at" timestamp with time zone,
	"published_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "search_orders_owner_cover_check" CHECK (not "search_orders"."owner_cover" or "search_orders"."role" = 'Apotheker/in')
);
--> statement-breakpoint
ALTER TABLE "confirmed_assignments" ADD CONSTRAINT "confirmed_assignments_order_id_search_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."search_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "confirmed_assignments" ADD CONSTRAINT "confirmed_assignments_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_order_id_search_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."search_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "job_applications" ADD CONSTRAINT "job_applications_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_searches" ADD CONSTRAINT "saved_searches_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_order_events" ADD CONSTRAINT "search_order_events_order_id_search_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."search_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_order_events" ADD CONSTRAINT "search_order_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_order_periods" ADD CONSTRAINT "search_order_periods_order_id_search_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."search_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_orders" ADD CONSTRAINT "search_orders_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "search_orders" ADD CONSTRAINT "search_orders_candidate_id_users_id_fk" FOREIGN KEY ("candidate_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "confirmed_assignments_order_idx" ON "confirmed_assignments" USING btree ("order_id");--> statement-breakpoint
CREATE UNIQUE INDEX "job_applications_order_staff_idx" ON "job_applications" USING btree ("order_id","staff_id");--> statement-breakpoint
CREATE INDEX "job_applications_staff_idx" ON "job_applications" USING btree ("staff_id");--> statement-breakpoint
CREATE INDEX "saved_searches_user_idx" ON "saved_searches" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "search_order_events_order_idx" ON "search_order_events" USING btree ("order_id","created_at");--> statement-breakpoint
CREATE INDEX "search_order_periods_order_idx" ON "search_order_periods" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "search_orders_owner_idx" ON "search_orders" USING btree ("owner_id");--> statement-breakpoint
CREATE INDEX "search_orders_status_idx" ON "search_orders" USING btree ("status");
--> statement-breakpoint
-- One person is never confirmed for two orders that overlap in time (docs/decisions/0007).
ALTER TABLE "confirmed_assignments" ADD CONSTRAINT "confirmed_assignments_no_overlap" EXCLUDE USING gist ("staff_id" WITH =, "period" WITH &&);
