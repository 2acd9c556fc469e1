CREATE TABLE "compliance_filings" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"type" text NOT NULL,
	"rule_id" text,
	"period" text NOT NULL,
	"due_date" date NOT NULL,
	"recurrence" text NOT NULL,
	"filed_on" date,
	"reference" text,
	"amount" numeric(15, 2),
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_filings_amount_check" CHECK ("compliance_filings"."amount" is null or "compliance_filings"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "compliance_payments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"description" text NOT NULL,
	"amount" numeric(15, 2) NOT NULL,
	"currency" text DEFAULT 'INR' NOT NULL,
	"paid_on" date NOT NULL,
	"status" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_payments_amount_check" CHECK ("compliance_payments"."amount" >= 0)
);
--> statement-breakpoint
CREATE TABLE "compliance_settings" (
	"user_id" text PRIMARY KEY NOT NULL,
	"reminder_days" integer DEFAULT 3 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "compliance_settings_reminder_days_check" CHECK ("compliance_settings"."reminder_days" between 0 and 30)
);
--> statement-breakpoint
ALTER TABLE "compliance_filings" ADD CONSTRAINT "compliance_filings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_payments" ADD CONSTRAINT "compliance_payments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "compliance_settings" ADD CONSTRAINT "compliance_settings_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "compliance_filings_user_due_idx" ON "compliance_filings" USING btree ("user_id","due_date");--> statement-breakpoint
CREATE INDEX "compliance_filings_reminder_idx" ON "compliance_filings" USING btree ("due_date") WHERE "compliance_filings"."filed_on" is null and "compliance_filings"."reminded_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "compliance_filings_rule_period_idx" ON "compliance_filings" USING btree ("user_id","rule_id","period") WHERE "compliance_filings"."rule_id" is not null;--> statement-breakpoint
CREATE INDEX "compliance_payments_user_paid_idx" ON "compliance_payments" USING btree ("user_id","paid_on" DESC NULLS LAST);