CREATE TYPE "public"."dunning_level" AS ENUM('reminder', 'first_notice', 'second_notice');--> statement-breakpoint
CREATE TYPE "public"."payment_source" AS ENUM('manual', 'camt053');--> statement-breakpoint
CREATE TABLE "invoice_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"paid_on" date NOT NULL,
	"amount_cents" integer NOT NULL,
	"source" "payment_source" DEFAULT 'manual' NOT NULL,
	"bank_reference" text,
	"payer" text,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_payments_amount_check" CHECK ("invoice_payments"."amount_cents" > 0)
);
--> statement-breakpoint
CREATE TABLE "invoice_reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"invoice_id" uuid NOT NULL,
	"level" "dunning_level" NOT NULL,
	"sent_on" date NOT NULL,
	"pay_by" date NOT NULL,
	"open_cents" integer NOT NULL,
	"fee_cents" integer DEFAULT 0 NOT NULL,
	"sent_by" text NOT NULL,
	"pdf" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoice_reminders_fee_check" CHECK ("invoice_reminders"."fee_cents" >= 0)
);
--> statement-breakpoint
ALTER TABLE "invoice_payments" ADD CONSTRAINT "invoice_payments_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_reminders" ADD CONSTRAINT "invoice_reminders_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "invoice_payments_invoice_idx" ON "invoice_payments" USING btree ("invoice_id");--> statement-breakpoint
CREATE INDEX "invoice_payments_paid_on_idx" ON "invoice_payments" USING btree ("paid_on");--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_payments_bank_reference_idx" ON "invoice_payments" USING btree ("bank_reference") WHERE "invoice_payments"."bank_reference" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_reminders_level_idx" ON "invoice_reminders" USING btree ("invoice_id","level");--> statement-breakpoint
-- hand-written: a payment recorded before this migration (only its date was kept) becomes
-- one payment of the full amount.
INSERT INTO "invoice_payments" ("invoice_id", "paid_on", "amount_cents", "recorded_by")
SELECT "id", "paid_on", "gross_cents", coalesce("payment_recorded_by", 'migration 0025')
FROM "invoices" WHERE "paid_on" IS NOT NULL AND "kind" = 'invoice' AND "gross_cents" > 0;
