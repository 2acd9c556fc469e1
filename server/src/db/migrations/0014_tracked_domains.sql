CREATE TABLE "tracked_domains" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"name" text NOT NULL,
	"status" text NOT NULL,
	"expires_at" timestamp with time zone,
	"registrar" text,
	"last_checked_at" timestamp with time zone,
	"notified_state" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tracked_domains" ADD CONSTRAINT "tracked_domains_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "tracked_domains_user_name_idx" ON "tracked_domains" USING btree ("user_id","name");--> statement-breakpoint
CREATE INDEX "tracked_domains_name_idx" ON "tracked_domains" USING btree ("name");