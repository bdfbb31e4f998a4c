CREATE TABLE "order_status_totals" (
	"status" text PRIMARY KEY NOT NULL,
	"orders" integer DEFAULT 0 NOT NULL,
	"amount" numeric(16, 2) DEFAULT '0' NOT NULL
);
--> statement-breakpoint
-- Kept by the database itself, in the same transaction as the order's own change: no code path
-- (checkout, the desk, a status change, a refund, a seed in bulk) can forget it.
CREATE FUNCTION "order_status_totals_apply"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND OLD.status = NEW.status AND OLD.total_amount = NEW.total_amount THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    UPDATE "order_status_totals"
      SET "orders" = "orders" - 1, "amount" = "amount" - OLD.total_amount
      WHERE "status" = OLD.status;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO "order_status_totals" ("status", "orders", "amount") VALUES (NEW.status, 1, NEW.total_amount)
      ON CONFLICT ("status") DO UPDATE
      SET "orders" = "order_status_totals"."orders" + 1, "amount" = "order_status_totals"."amount" + NEW.total_amount;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "orders_status_totals" AFTER INSERT OR DELETE OR UPDATE OF "status", "total_amount" ON "orders"
  FOR EACH ROW EXECUTE FUNCTION "order_status_totals_apply"();
--> statement-breakpoint
INSERT INTO "order_status_totals" ("status", "orders", "amount")
  SELECT "status", count(*), coalesce(sum("total_amount"), 0) FROM "orders" GROUP BY "status";
