CREATE TABLE "competition_deadlines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"entry" text NOT NULL,
	"deadline_on" date NOT NULL,
	"note" text DEFAULT '' NOT NULL,
	"time_zone" text NOT NULL,
	"early_reminded_at" timestamp with time zone,
	"day_reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "competition_deadlines" ADD CONSTRAINT "competition_deadlines_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "competition_deadlines_user_entry_idx" ON "competition_deadlines" USING btree ("user_id","entry");--> statement-breakpoint
CREATE INDEX "competition_deadlines_reminder_idx" ON "competition_deadlines" USING btree ("deadline_on") WHERE "competition_deadlines"."day_reminded_at" is null;