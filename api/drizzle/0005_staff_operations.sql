CREATE TABLE "audit_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"action" text NOT NULL,
	"from_status" text,
	"to_status" text,
	"actor_id" uuid,
	"reason" text,
	"details" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sequence" bigserial NOT NULL
);
--> statement-breakpoint
ALTER TABLE "visits" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "visitor_name" text;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "visitors" integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "visits" ADD COLUMN "payment_id" uuid;--> statement-breakpoint
ALTER TABLE "memberships" ADD COLUMN "archived_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "guest_token_hash" text;--> statement-breakpoint
ALTER TABLE "audit_events" ADD CONSTRAINT "audit_events_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_events_entity_idx" ON "audit_events" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_payment_id_payments_id_fk" FOREIGN KEY ("payment_id") REFERENCES "public"."payments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_queue_idx" ON "payments" USING btree ("method","status","created_at","id");--> statement-breakpoint
ALTER TABLE "visits" ADD CONSTRAINT "visits_visitors_check" CHECK ("visits"."visitors" >= 1);