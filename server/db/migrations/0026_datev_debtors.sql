CREATE TABLE "datev_debtors" (
	"buyer_key" text PRIMARY KEY NOT NULL,
	"account" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "datev_debtors_account_idx" ON "datev_debtors" USING btree ("account");