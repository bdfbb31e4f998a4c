CREATE TABLE "fiscal_settings" (
	"id" text PRIMARY KEY DEFAULT 'gym' NOT NULL,
	"nit" text,
	"legal_name" text,
	"commercial_name" text,
	"establishment_code" integer,
	"street" text,
	"postal_code" text,
	"municipality" text,
	"department" text,
	"vat_regime" text,
	"certifier" text,
	"credential_user" text,
	"credential_signing_key" text,
	"credential_api_key" text,
	"email" text,
	"updated_by" uuid,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fiscal_settings_single_row" CHECK ("fiscal_settings"."id" = 'gym'),
	CONSTRAINT "fiscal_settings_regime_check" CHECK ("fiscal_settings"."vat_regime" is null or "fiscal_settings"."vat_regime" in ('general', 'small'))
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"sequence" bigserial NOT NULL,
	"source_type" text NOT NULL,
	"source_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text NOT NULL,
	"refunded_total" numeric(12, 2),
	"user_id" uuid,
	"receiver_id_type" text NOT NULL,
	"receiver_tax_id" text NOT NULL,
	"receiver_name" text NOT NULL,
	"receiver_email" text,
	"total" numeric(12, 2) NOT NULL,
	"vat" numeric(12, 2) NOT NULL,
	"lines" jsonb NOT NULL,
	"issuer" jsonb,
	"issued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"idempotency_key" uuid DEFAULT gen_random_uuid() NOT NULL,
	"xml_sent" text,
	"authorization" text,
	"series" text,
	"number" text,
	"certified_at" timestamp with time zone,
	"certifier_name" text,
	"certifier_nit" text,
	"certified_xml" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"reference_invoice_id" uuid,
	"void_reason" text,
	"void_idempotency_key" uuid,
	"void_xml" text,
	"voided_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "invoices_type_check" CHECK ("invoices"."type" in ('FACT', 'FPEQ', 'NCRE', 'COMP')),
	CONSTRAINT "invoices_status_check" CHECK ("invoices"."status" in ('pending', 'certified', 'failed', 'voiding', 'voided', 'receipt')),
	CONSTRAINT "invoices_source_check" CHECK ("invoices"."source_type" in ('payment', 'local_sale', 'order'))
);
--> statement-breakpoint
ALTER TABLE "fiscal_settings" ADD CONSTRAINT "fiscal_settings_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_source_unique" ON "invoices" USING btree ("source_type","source_id","type") WHERE "invoices"."type" <> 'NCRE';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_credit_note_unique" ON "invoices" USING btree ("source_type","source_id","refunded_total") WHERE "invoices"."type" = 'NCRE';--> statement-breakpoint
CREATE UNIQUE INDEX "invoices_idempotency_unique" ON "invoices" USING btree ("idempotency_key");--> statement-breakpoint
CREATE INDEX "invoices_issued_idx" ON "invoices" USING btree ("issued_at");--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status","issued_at");--> statement-breakpoint
CREATE INDEX "invoices_receiver_idx" ON "invoices" USING btree ("receiver_tax_id");--> statement-breakpoint
CREATE INDEX "invoices_user_idx" ON "invoices" USING btree ("user_id","issued_at");