CREATE TABLE "local_sale_counters" (
	"sale_date" date PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "local_sale_items" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_id" uuid NOT NULL,
	"product_id" uuid,
	"product_name" text NOT NULL,
	"sku" text NOT NULL,
	"unit_price" numeric(12, 2) NOT NULL,
	"quantity" integer NOT NULL,
	"line_total" numeric(12, 2) NOT NULL,
	CONSTRAINT "local_sale_items_quantity_check" CHECK ("local_sale_items"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "local_sales" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sale_number" text NOT NULL,
	"sale_date" date NOT NULL,
	"status" text NOT NULL,
	"payment_method" text NOT NULL,
	"subtotal" numeric(12, 2) NOT NULL,
	"tax_amount" numeric(12, 2) NOT NULL,
	"total_amount" numeric(12, 2) NOT NULL,
	"cash_received" numeric(12, 2),
	"change_amount" numeric(12, 2),
	"customer_name" text,
	"customer_phone" text,
	"customer_email" text,
	"notes" text,
	"transfer_reference" text,
	"employee_id" uuid,
	"confirmed_by" uuid,
	"confirmed_at" timestamp with time zone,
	"confirmation_notes" text,
	"cancelled_by" uuid,
	"cancelled_at" timestamp with time zone,
	"cancel_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "local_sales_status_check" CHECK ("local_sales"."status" in ('pending', 'completed', 'cancelled')),
	CONSTRAINT "local_sales_method_check" CHECK ("local_sales"."payment_method" in ('cash', 'transfer'))
);
--> statement-breakpoint
ALTER TABLE "local_sale_items" ADD CONSTRAINT "local_sale_items_sale_id_local_sales_id_fk" FOREIGN KEY ("sale_id") REFERENCES "public"."local_sales"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_sale_items" ADD CONSTRAINT "local_sale_items_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_sales" ADD CONSTRAINT "local_sales_employee_id_users_id_fk" FOREIGN KEY ("employee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_sales" ADD CONSTRAINT "local_sales_confirmed_by_users_id_fk" FOREIGN KEY ("confirmed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "local_sales" ADD CONSTRAINT "local_sales_cancelled_by_users_id_fk" FOREIGN KEY ("cancelled_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "local_sale_items_sale_idx" ON "local_sale_items" USING btree ("sale_id");--> statement-breakpoint
CREATE INDEX "local_sale_items_product_idx" ON "local_sale_items" USING btree ("product_id");--> statement-breakpoint
CREATE UNIQUE INDEX "local_sales_number_unique" ON "local_sales" USING btree ("sale_number");--> statement-breakpoint
CREATE INDEX "local_sales_date_idx" ON "local_sales" USING btree ("sale_date","status");--> statement-breakpoint
CREATE INDEX "local_sales_employee_idx" ON "local_sales" USING btree ("employee_id","sale_date");--> statement-breakpoint
CREATE INDEX "local_sales_pending_idx" ON "local_sales" USING btree ("status","payment_method","created_at");