ALTER TABLE "idea_properties" ADD COLUMN "currency" text;--> statement-breakpoint
-- Currency properties were shown and typed in dollars before they kept a currency (ADR 0078).
UPDATE "idea_properties" SET "currency" = 'USD' WHERE "type" = 'currency';--> statement-breakpoint
ALTER TABLE "idea_properties" ADD CONSTRAINT "idea_properties_currency_check" CHECK (("idea_properties"."type" = 'currency') = ("idea_properties"."currency" is not null));
