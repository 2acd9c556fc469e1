ALTER TABLE "profiles" ADD COLUMN "ai_base_url" text;--> statement-breakpoint
ALTER TABLE "profiles" ADD COLUMN "ai_model" text;