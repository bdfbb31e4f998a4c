CREATE TABLE "row_counts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"counter" text NOT NULL,
	"bucket" text NOT NULL,
	"delta" bigint NOT NULL
);
--> statement-breakpoint
CREATE INDEX "row_counts_counter_bucket_idx" ON "row_counts" USING btree ("counter","bucket");--> statement-breakpoint
CREATE INDEX "memberships_live_status_created_idx" ON "memberships" USING btree ("status","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "memberships"."archived_at" is null;
--> statement-breakpoint
-- Kept by the database itself, in the same transaction as the row's own change: no code path (a
-- sale, a status change, an archive, a seed in bulk) can forget it. A row leaves its old bucket
-- and enters its new one; NULL is "counted nowhere" (an archived membership, a deleted user).
CREATE FUNCTION "row_counts_move"("table_name" text, "old_bucket" text, "new_bucket" text) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  IF "old_bucket" IS NOT DISTINCT FROM "new_bucket" THEN
    RETURN;
  END IF;
  IF "old_bucket" IS NOT NULL THEN
    INSERT INTO "row_counts" ("counter", "bucket", "delta") VALUES ("table_name", "old_bucket", -1);
  END IF;
  IF "new_bucket" IS NOT NULL THEN
    INSERT INTO "row_counts" ("counter", "bucket", "delta") VALUES ("table_name", "new_bucket", 1);
  END IF;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "payments_row_bucket"("p" "payments") RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT "p"."status"
$$;
--> statement-breakpoint
CREATE FUNCTION "memberships_row_bucket"("m" "memberships") RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN "m"."archived_at" IS NULL THEN "m"."status" END
$$;
--> statement-breakpoint
CREATE FUNCTION "users_row_bucket"("u" "users") RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN "u"."deleted_at" IS NULL
    THEN "u"."role" || ':' || CASE WHEN "u"."is_active" THEN 'active' ELSE 'inactive' END END
$$;
--> statement-breakpoint
CREATE FUNCTION "payments_row_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "row_counts_move"('payments',
    CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE "payments_row_bucket"(OLD) END,
    CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE "payments_row_bucket"(NEW) END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "memberships_row_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "row_counts_move"('memberships',
    CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE "memberships_row_bucket"(OLD) END,
    CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE "memberships_row_bucket"(NEW) END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION "users_row_counts"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "row_counts_move"('users',
    CASE WHEN TG_OP = 'INSERT' THEN NULL ELSE "users_row_bucket"(OLD) END,
    CASE WHEN TG_OP = 'DELETE' THEN NULL ELSE "users_row_bucket"(NEW) END);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "payments_row_counts" AFTER INSERT OR DELETE OR UPDATE OF "status" ON "payments"
  FOR EACH ROW EXECUTE FUNCTION "payments_row_counts"();
--> statement-breakpoint
CREATE TRIGGER "memberships_row_counts" AFTER INSERT OR DELETE OR UPDATE OF "status", "archived_at" ON "memberships"
  FOR EACH ROW EXECUTE FUNCTION "memberships_row_counts"();
--> statement-breakpoint
CREATE TRIGGER "users_row_counts" AFTER INSERT OR DELETE OR UPDATE OF "role", "is_active", "deleted_at" ON "users"
  FOR EACH ROW EXECUTE FUNCTION "users_row_counts"();
--> statement-breakpoint
INSERT INTO "row_counts" ("counter", "bucket", "delta")
  SELECT 'payments', "b", count(*) FROM (SELECT "payments_row_bucket"(p) AS "b" FROM "payments" p) s WHERE "b" IS NOT NULL GROUP BY "b";
--> statement-breakpoint
INSERT INTO "row_counts" ("counter", "bucket", "delta")
  SELECT 'memberships', "b", count(*) FROM (SELECT "memberships_row_bucket"(m) AS "b" FROM "memberships" m) s WHERE "b" IS NOT NULL GROUP BY "b";
--> statement-breakpoint
INSERT INTO "row_counts" ("counter", "bucket", "delta")
  SELECT 'users', "b", count(*) FROM (SELECT "users_row_bucket"(u) AS "b" FROM "users" u) s WHERE "b" IS NOT NULL GROUP BY "b";
