CREATE TABLE "gym_content_blocks" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gym_content_blocks_key_check" CHECK ("gym_content_blocks"."key" in ('sections', 'navigation', 'branding', 'video', 'promotions', 'landing'))
);
--> statement-breakpoint
CREATE TABLE "gym_services" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"icon_name" text DEFAULT 'dumbbell' NOT NULL,
	"image_url" text,
	"features" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"display_order" integer DEFAULT 999 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gym_social_media" (
	"platform" text PRIMARY KEY NOT NULL,
	"url" text NOT NULL,
	"handle" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "statistics" (
	"id" serial PRIMARY KEY NOT NULL,
	"stat_key" text NOT NULL,
	"stat_value" integer NOT NULL,
	"label" text NOT NULL,
	"icon_name" text DEFAULT 'TrendingUp' NOT NULL,
	"value_suffix" text DEFAULT '+' NOT NULL,
	"color_scheme" text DEFAULT 'primary' NOT NULL,
	"display_order" integer DEFAULT 999 NOT NULL,
	"description" text,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "gym_settings" ADD COLUMN "city" text;--> statement-breakpoint
ALTER TABLE "gym_settings" ADD COLUMN "latitude" double precision;--> statement-breakpoint
ALTER TABLE "gym_settings" ADD COLUMN "longitude" double precision;--> statement-breakpoint
ALTER TABLE "gym_settings" ADD COLUMN "hero_image_url" text;--> statement-breakpoint
ALTER TABLE "gym_settings" ADD COLUMN "success_color" text DEFAULT '#2e7d32' NOT NULL;--> statement-breakpoint
ALTER TABLE "gym_settings" ADD COLUMN "warning_color" text DEFAULT '#ed6c02' NOT NULL;--> statement-breakpoint
ALTER TABLE "gym_settings" ADD COLUMN "danger_color" text DEFAULT '#d32f2f' NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "gym_services_title_unique" ON "gym_services" USING btree (lower("title"));--> statement-breakpoint
CREATE UNIQUE INDEX "statistics_key_unique" ON "statistics" USING btree ("stat_key");--> statement-breakpoint
CREATE INDEX "statistics_active_order_idx" ON "statistics" USING btree ("is_active","display_order");