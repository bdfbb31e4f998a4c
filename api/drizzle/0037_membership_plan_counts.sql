-- The memberships (not archived) of each plan, kept in row_counts like 0035's buckets: the list
-- filtered by plan type ('Mensual', ...) sums its plans' buckets instead of counting years of rows.
CREATE FUNCTION "memberships_plan_bucket"("m" "memberships") RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN "m"."archived_at" IS NULL THEN "m"."plan_id"::text END
$$;
--> statement-breakpoint
CREATE FUNCTION "memberships_plan_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "row_counts_move"('memberships_by_plan',
    CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE "memberships_plan_bucket"(OLD) END,
    CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE "memberships_plan_bucket"(NEW) END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "memberships_plan_counts" AFTER INSERT OR DELETE OR UPDATE OF "plan_id", "archived_at" ON "memberships"
  FOR EACH ROW EXECUTE FUNCTION "memberships_plan_counts"();
--> statement-breakpoint
INSERT INTO "row_counts" ("counter", "bucket", "delta")
  SELECT 'memberships_by_plan', "b", count(*) FROM (SELECT "memberships_plan_bucket"(m) AS "b" FROM "memberships" m) s WHERE "b" IS NOT NULL GROUP BY "b";
