CREATE TABLE "pharmacy_branches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"owner_id" uuid NOT NULL,
	"name" text NOT NULL,
	"street" text NOT NULL,
	"street_number" text NOT NULL,
	"postal_code" text NOT NULL,
	"city" text NOT NULL,
	"state" text NOT NULL,
	"phone" text NOT NULL,
	"wws_software" text[] NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pharmacy_branches_state_check" CHECK (state in ('DE-BW', 'DE-BY', 'DE-BE', 'DE-BB', 'DE-HB', 'DE-HH', 'DE-HE', 'DE-MV', 'DE-NI', 'DE-NW', 'DE-RP', 'DE-SL', 'DE-SN', 'DE-ST', 'DE-SH', 'DE-TH'))
);
--> statement-breakpoint
ALTER TABLE "search_orders" ADD COLUMN "branch_id" uuid;--> statement-breakpoint
ALTER TABLE "pharmacy_branches" ADD CONSTRAINT "pharmacy_branches_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "pharmacy_branches_owner_idx" ON "pharmacy_branches" USING btree ("owner_id");--> statement-breakpoint
ALTER TABLE "search_orders" ADD CONSTRAINT "search_orders_branch_id_pharmacy_branches_id_fk" FOREIGN KEY ("branch_id") REFERENCES "public"."pharmacy_branches"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "search_orders_branch_idx" ON "search_orders" USING btree ("branch_id");