ALTER TABLE "users" ADD COLUMN "billing_tax_id" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "billing_name" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "billing_tax_id" text;--> statement-breakpoint
ALTER TABLE "payments" ADD COLUMN "billing_name" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_tax_id" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "billing_name" text;--> statement-breakpoint
ALTER TABLE "local_sales" ADD COLUMN "billing_tax_id" text;--> statement-breakpoint
ALTER TABLE "local_sales" ADD COLUMN "billing_name" text;