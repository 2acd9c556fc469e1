ALTER TABLE "user_preferences" ADD COLUMN "currency" text DEFAULT 'USD' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "number_format" text DEFAULT 'international' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "date_format" text DEFAULT 'mdy' NOT NULL;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD COLUMN "fiscal_year_start_month" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "user_preferences" ADD CONSTRAINT "user_preferences_fiscal_year_check" CHECK ("user_preferences"."fiscal_year_start_month" between 1 and 12);