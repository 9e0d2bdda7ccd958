CREATE TYPE "public"."service_request_status" AS ENUM('new', 'in_progress', 'done');--> statement-breakpoint
CREATE TYPE "public"."service_salutation" AS ENUM('Mr', 'Ms');--> statement-breakpoint
CREATE TABLE "used_captcha_tokens" (
	"key" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "cleaning_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" "service_request_status" DEFAULT 'new' NOT NULL,
	"pharmacy_name" text NOT NULL,
	"email" text NOT NULL,
	"telephone" text NOT NULL,
	"gender" "service_salutation" NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"street" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"zip_code" text NOT NULL,
	"city" text NOT NULL,
	"room_count" integer NOT NULL,
	"sqm" double precision,
	"tasks" text NOT NULL,
	CONSTRAINT "cleaning_requests_room_count_range" CHECK ("cleaning_requests"."room_count" between 1 and 100),
	CONSTRAINT "cleaning_requests_sqm_range" CHECK ("cleaning_requests"."sqm" is null or "cleaning_requests"."sqm" between 1 and 10000)
);
--> statement-breakpoint
CREATE TABLE "courier_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"status" "service_request_status" DEFAULT 'new' NOT NULL,
	"pharmacy_name" text NOT NULL,
	"email" text NOT NULL,
	"telephone" text NOT NULL,
	"gender" "service_salutation" NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"street" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"zip_code" text NOT NULL,
	"delivery_area" text NOT NULL,
	"delivery_equipment" text NOT NULL,
	"software" text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "app_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "used_captcha_tokens_expires_idx" ON "used_captcha_tokens" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "cleaning_requests_status_created_idx" ON "cleaning_requests" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "courier_requests_status_created_idx" ON "courier_requests" USING btree ("status","created_at");