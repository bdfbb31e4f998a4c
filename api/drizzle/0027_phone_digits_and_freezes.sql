CREATE TABLE "membership_freezes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"membership_id" uuid NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"reason" text NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"resumed_on" date,
	"days_frozen" integer,
	"released_slot_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"slots_released_at" timestamp with time zone,
	"created_by" uuid,
	"ended_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_freezes_status_check" CHECK ("membership_freezes"."status" in ('open', 'ended')),
	CONSTRAINT "membership_freezes_dates_check" CHECK ("membership_freezes"."end_date" >= "membership_freezes"."start_date")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "phone_digits" text GENERATED ALWAYS AS (regexp_replace(coalesce(phone, ''), '[^0-9]', '', 'g')) STORED;--> statement-breakpoint
ALTER TABLE "membership_plans" ADD COLUMN "max_freeze_days_per_year" integer;--> statement-breakpoint
ALTER TABLE "membership_freezes" ADD CONSTRAINT "membership_freezes_membership_id_memberships_id_fk" FOREIGN KEY ("membership_id") REFERENCES "public"."memberships"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_freezes" ADD CONSTRAINT "membership_freezes_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_freezes" ADD CONSTRAINT "membership_freezes_ended_by_users_id_fk" FOREIGN KEY ("ended_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "membership_freezes_membership_idx" ON "membership_freezes" USING btree ("membership_id");--> statement-breakpoint
CREATE UNIQUE INDEX "membership_freezes_one_open" ON "membership_freezes" USING btree ("membership_id") WHERE "membership_freezes"."status" = 'open';--> statement-breakpoint
CREATE INDEX "users_phone_digits_idx" ON "users" USING btree ("phone_digits");