ALTER TABLE "messages" ADD COLUMN "template" text;--> statement-breakpoint
ALTER TABLE "messages" ADD COLUMN "template_params" jsonb;