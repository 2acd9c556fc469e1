CREATE TABLE "advisor_intro_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"founder_id" text NOT NULL,
	"advisor_id" text NOT NULL,
	"message" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "advisor_profiles" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"headline" text NOT NULL,
	"expertise" text[] NOT NULL,
	"industries" text[] NOT NULL,
	"how_they_help" text NOT NULL,
	"hours_per_month" integer,
	"open_to" text[] NOT NULL,
	"contact_preference" text NOT NULL,
	"link" text,
	"search_text" text NOT NULL,
	"published_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "advisor_intro_requests" ADD CONSTRAINT "advisor_intro_requests_founder_id_user_id_fk" FOREIGN KEY ("founder_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_intro_requests" ADD CONSTRAINT "advisor_intro_requests_advisor_id_user_id_fk" FOREIGN KEY ("advisor_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "advisor_profiles" ADD CONSTRAINT "advisor_profiles_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "advisor_intro_requests_advisor_idx" ON "advisor_intro_requests" USING btree ("advisor_id","created_at");--> statement-breakpoint
CREATE INDEX "advisor_intro_requests_founder_idx" ON "advisor_intro_requests" USING btree ("founder_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "advisor_intro_requests_pending_idx" ON "advisor_intro_requests" USING btree ("founder_id","advisor_id") WHERE status = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "advisor_profiles_user_idx" ON "advisor_profiles" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "advisor_profiles_search_idx" ON "advisor_profiles" USING gin (to_tsvector('simple', "search_text"));