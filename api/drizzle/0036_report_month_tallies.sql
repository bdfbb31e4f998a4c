CREATE TABLE "report_month_changes" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"source_table" text NOT NULL,
	"month" date NOT NULL
);
--> statement-breakpoint
CREATE TABLE "report_month_tallies" (
	"source" text NOT NULL,
	"month" date NOT NULL,
	"rule" text NOT NULL,
	"changes" bigint NOT NULL,
	"lines" jsonb NOT NULL,
	"computed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "report_month_tallies_source_month_rule_pk" PRIMARY KEY("source","month","rule")
);
--> statement-breakpoint
CREATE INDEX "report_month_changes_source_month_idx" ON "report_month_changes" USING btree ("source_table","month");--> statement-breakpoint
-- A change to a financial source's rows logs the ended months it may touch, in the same
-- transaction: the cached figures of those months (report_month_tallies) then no longer match
-- their count of changes and are computed again. Which rows count is the income rule's business
-- (api/src/db/income.ts), not the triggers': any change to a row of an ended month is logged.
-- A timestamp's month in the gym's zone is the month of the day before or of the day after it in
-- UTC, so both are logged (a zone within a day of UTC, without writing the zone here).
-- The current month is never cached, so the day's own sales and payments log nothing.
CREATE FUNCTION "report_month_changed"("source_table" text, "stamps" timestamptz[]) RETURNS void
LANGUAGE sql AS $$
  INSERT INTO "report_month_changes" ("source_table", "month")
  SELECT DISTINCT "source_table", "v"."month"
  FROM unnest("stamps") AS "s"("at"),
    LATERAL (VALUES
      (date_trunc('month', ("s"."at" at time zone 'UTC') - interval '1 day')::date),
      (date_trunc('month', ("s"."at" at time zone 'UTC') + interval '1 day')::date)) AS "v"("month")
  WHERE "s"."at" IS NOT NULL AND "v"."month" + interval '1 month' < now()
$$;
--> statement-breakpoint
CREATE FUNCTION "payments_report_months"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "report_month_changed"('payments', (SELECT array_agg("payment_date") FROM "old_rows"));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "report_month_changed"('payments', (SELECT array_agg("payment_date") FROM "new_rows"));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "local_sales_report_months"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "report_month_changed"('local_sales', (SELECT array_agg("sale_date"::timestamptz) FROM "old_rows"));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "report_month_changed"('local_sales', (SELECT array_agg("sale_date"::timestamptz) FROM "new_rows"));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "expenses_report_months"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "report_month_changed"('expenses', (SELECT array_agg("expense_date"::timestamptz) FROM "old_rows"));
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "report_month_changed"('expenses', (SELECT array_agg("expense_date"::timestamptz) FROM "new_rows"));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A truncated source (a test's reset, a restore) leaves no month's figures to trust.
CREATE FUNCTION "report_months_truncated"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "report_month_tallies";
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_report_months_insert" AFTER INSERT ON "payments"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "payments_report_months"();
--> statement-breakpoint
CREATE TRIGGER "payments_report_months_update" AFTER UPDATE ON "payments"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "payments_report_months"();
--> statement-breakpoint
CREATE TRIGGER "payments_report_months_delete" AFTER DELETE ON "payments"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "payments_report_months"();
--> statement-breakpoint
CREATE TRIGGER "payments_report_months_truncate" AFTER TRUNCATE ON "payments"
  FOR EACH STATEMENT EXECUTE FUNCTION "report_months_truncated"();
--> statement-breakpoint
CREATE TRIGGER "local_sales_report_months_insert" AFTER INSERT ON "local_sales"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "local_sales_report_months"();
--> statement-breakpoint
CREATE TRIGGER "local_sales_report_months_update" AFTER UPDATE ON "local_sales"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "local_sales_report_months"();
--> statement-breakpoint
CREATE TRIGGER "local_sales_report_months_delete" AFTER DELETE ON "local_sales"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "local_sales_report_months"();
--> statement-breakpoint
CREATE TRIGGER "local_sales_report_months_truncate" AFTER TRUNCATE ON "local_sales"
  FOR EACH STATEMENT EXECUTE FUNCTION "report_months_truncated"();
--> statement-breakpoint
CREATE TRIGGER "expenses_report_months_insert" AFTER INSERT ON "expenses"
  REFERENCING NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expenses_report_months"();
--> statement-breakpoint
CREATE TRIGGER "expenses_report_months_update" AFTER UPDATE ON "expenses"
  REFERENCING OLD TABLE AS "old_rows" NEW TABLE AS "new_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expenses_report_months"();
--> statement-breakpoint
CREATE TRIGGER "expenses_report_months_delete" AFTER DELETE ON "expenses"
  REFERENCING OLD TABLE AS "old_rows" FOR EACH STATEMENT EXECUTE FUNCTION "expenses_report_months"();
--> statement-breakpoint
CREATE TRIGGER "expenses_report_months_truncate" AFTER TRUNCATE ON "expenses"
  FOR EACH STATEMENT EXECUTE FUNCTION "report_months_truncated"();
