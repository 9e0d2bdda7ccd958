ALTER TABLE "login_throttle" ALTER COLUMN "failures" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "login_throttle" ALTER COLUMN "last_failure_at" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "login_throttle" ADD COLUMN "checking" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "login_throttle" ADD COLUMN "checking_since" timestamp with time zone;