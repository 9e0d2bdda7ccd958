ALTER TYPE "public"."account_token_purpose" ADD VALUE 'email_change';--> statement-breakpoint
CREATE TABLE "login_throttle" (
	"account_key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_tokens" ADD COLUMN "new_email" text;--> statement-breakpoint
ALTER TABLE "pharmacy_profiles" ADD COLUMN "state" text;--> statement-breakpoint
ALTER TABLE "pharmacy_profiles" ADD CONSTRAINT "pharmacy_profiles_state_check" CHECK (state is null or state in ('DE-BW', 'DE-BY', 'DE-BE', 'DE-BB', 'DE-HB', 'DE-HH', 'DE-HE', 'DE-MV', 'DE-NI', 'DE-NW', 'DE-RP', 'DE-SL', 'DE-SN', 'DE-ST', 'DE-SH', 'DE-TH'));