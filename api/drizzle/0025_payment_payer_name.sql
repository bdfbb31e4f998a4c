ALTER TABLE "payments" ADD COLUMN "payer_name" text;--> statement-breakpoint
-- Daily passes recorded before: their concept ended in the ISO day ('Pase diario 2026-11-28'); people read dd/MM/yyyy.
UPDATE "payments" SET "concept" = regexp_replace("concept", '(\d{4})-(\d{2})-(\d{2})$', '\3/\2/\1') WHERE "payment_type" IN ('daily', 'bulk_daily') AND "concept" ~ ' \d{4}-\d{2}-\d{2}$';--> statement-breakpoint
UPDATE "cash_movements" SET "description" = regexp_replace("description", '(\d{4})-(\d{2})-(\d{2})$', '\3/\2/\1') WHERE "reference_type" = 'payment' AND "kind" = 'daily_pass' AND "description" ~ ' \d{4}-\d{2}-\d{2}$';
