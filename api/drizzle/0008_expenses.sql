CREATE TABLE "expenses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"amount" numeric(12, 2) NOT NULL,
	"category" text NOT NULL,
	"vendor" text,
	"invoice_number" text,
	"expense_date" date NOT NULL,
	"payment_method" text,
	"notes" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"is_recurring" boolean DEFAULT false NOT NULL,
	"recurring_frequency" text,
	"recurring_end_date" date,
	"parent_id" uuid,
	"status" text DEFAULT 'pending' NOT NULL,
	"reason" text,
	"created_by" uuid,
	"decided_by" uuid,
	"decided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "expenses_status_check" CHECK ("expenses"."status" in ('pending', 'approved', 'paid', 'rejected', 'cancelled')),
	CONSTRAINT "expenses_category_check" CHECK ("expenses"."category" in ('rent', 'utilities', 'equipment_purchase', 'equipment_maintenance', 'staff_salary', 'cleaning_supplies', 'marketing', 'insurance', 'taxes', 'other_expense')),
	CONSTRAINT "expenses_frequency_check" CHECK ("expenses"."recurring_frequency" is null or "expenses"."recurring_frequency" in ('daily', 'weekly', 'biweekly', 'monthly', 'quarterly', 'annually')),
	CONSTRAINT "expenses_recurring_check" CHECK (not "expenses"."is_recurring" or "expenses"."recurring_frequency" is not null),
	CONSTRAINT "expenses_amount_check" CHECK ("expenses"."amount" > 0)
);
--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_parent_id_expenses_id_fk" FOREIGN KEY ("parent_id") REFERENCES "public"."expenses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "expenses" ADD CONSTRAINT "expenses_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "expenses_date_status_idx" ON "expenses" USING btree ("expense_date","status");--> statement-breakpoint
CREATE INDEX "expenses_status_amount_idx" ON "expenses" USING btree ("status","amount");--> statement-breakpoint
CREATE INDEX "expenses_category_date_idx" ON "expenses" USING btree ("category","expense_date");--> statement-breakpoint
CREATE INDEX "expenses_vendor_idx" ON "expenses" USING btree ("vendor");--> statement-breakpoint
CREATE INDEX "expenses_recurring_idx" ON "expenses" USING btree ("is_recurring") WHERE "expenses"."is_recurring";--> statement-breakpoint
CREATE UNIQUE INDEX "expenses_parent_date_unique" ON "expenses" USING btree ("parent_id","expense_date") WHERE "expenses"."parent_id" is not null;