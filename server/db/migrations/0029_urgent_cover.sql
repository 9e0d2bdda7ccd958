CREATE TABLE "order_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"favourite" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"channel" text,
	"sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_offers_status_check" CHECK ("order_offers"."status" in ('pending', 'sent', 'capped', 'silent', 'void'))
);
--> statement-breakpoint
CREATE TABLE "pharmacy_offer_settings" (
	"owner_id" uuid PRIMARY KEY NOT NULL,
	"auto_propose" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "pharmacy_staff_marks" (
	"owner_id" uuid NOT NULL,
	"staff_id" uuid NOT NULL,
	"mark" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pharmacy_staff_marks_owner_id_staff_id_pk" PRIMARY KEY("owner_id","staff_id"),
	CONSTRAINT "pharmacy_staff_marks_mark_check" CHECK ("pharmacy_staff_marks"."mark" in ('favourite', 'blocked'))
);
--> statement-breakpoint
CREATE TABLE "placement_ratings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"placement_id" uuid NOT NULL,
	"side" text NOT NULL,
	"rater_id" uuid,
	"stars" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "placement_ratings_side_check" CHECK ("placement_ratings"."side" in ('owner', 'staff')),
	CONSTRAINT "placement_ratings_stars_check" CHECK ("placement_ratings"."stars" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "staff_availability" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"weekdays" smallint[] DEFAULT '{}'::smallint[] NOT NULL,
	"travel_km" integer DEFAULT 30 NOT NULL,
	"overnight" boolean DEFAULT false NOT NULL,
	"offer_channel" text DEFAULT 'push' NOT NULL,
	"daily_offer_cap" integer DEFAULT 5 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "staff_availability_channel_check" CHECK ("staff_availability"."offer_channel" in ('push', 'mail', 'both', 'none')),
	CONSTRAINT "staff_availability_travel_check" CHECK ("staff_availability"."travel_km" between 0 and 1000),
	CONSTRAINT "staff_availability_cap_check" CHECK ("staff_availability"."daily_offer_cap" between 0 and 50)
);
--> statement-breakpoint
CREATE TABLE "staff_availability_days" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"available" boolean NOT NULL,
	CONSTRAINT "staff_availability_days_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "order_offers" ADD CONSTRAINT "order_offers_order_id_search_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."search_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_offers" ADD CONSTRAINT "order_offers_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_offer_settings" ADD CONSTRAINT "pharmacy_offer_settings_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_staff_marks" ADD CONSTRAINT "pharmacy_staff_marks_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pharmacy_staff_marks" ADD CONSTRAINT "pharmacy_staff_marks_staff_id_users_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_ratings" ADD CONSTRAINT "placement_ratings_placement_id_placements_id_fk" FOREIGN KEY ("placement_id") REFERENCES "public"."placements"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "placement_ratings" ADD CONSTRAINT "placement_ratings_rater_id_users_id_fk" FOREIGN KEY ("rater_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_availability" ADD CONSTRAINT "staff_availability_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "staff_availability_days" ADD CONSTRAINT "staff_availability_days_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "order_offers_order_staff_idx" ON "order_offers" USING btree ("order_id","staff_id");--> statement-breakpoint
CREATE INDEX "order_offers_due_idx" ON "order_offers" USING btree ("due_at") WHERE "order_offers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "order_offers_staff_sent_idx" ON "order_offers" USING btree ("staff_id","sent_at");--> statement-breakpoint
CREATE INDEX "pharmacy_staff_marks_staff_idx" ON "pharmacy_staff_marks" USING btree ("staff_id");--> statement-breakpoint
CREATE UNIQUE INDEX "placement_ratings_placement_side_idx" ON "placement_ratings" USING btree ("placement_id","side");--> statement-breakpoint
CREATE INDEX "placement_ratings_rater_idx" ON "placement_ratings" USING btree ("rater_id");