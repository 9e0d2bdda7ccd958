CREATE TYPE "public"."consent_subject" AS ENUM('owner_registration', 'staff_registration', 'courier_request', 'cleaning_request', 'captcha_cookie');--> statement-breakpoint
CREATE TABLE "consent_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" "consent_subject" NOT NULL,
	"subject_id" text NOT NULL,
	"ip_address" text NOT NULL,
	"user_agent" text,
	"terms_version" text NOT NULL,
	"privacy_version" text NOT NULL,
	"accepted_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "consent_records_subject_idx" ON "consent_records" USING btree ("subject","subject_id");