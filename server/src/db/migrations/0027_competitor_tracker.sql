CREATE TABLE "watched_page_versions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"page_id" uuid NOT NULL,
	"text" text NOT NULL,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "watched_pages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"competitor" text NOT NULL,
	"kind" text NOT NULL,
	"url" text NOT NULL,
	"last_checked_at" timestamp with time zone,
	"last_asked_at" timestamp with time zone,
	"problem" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "watched_page_versions" ADD CONSTRAINT "watched_page_versions_page_id_watched_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."watched_pages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "watched_pages" ADD CONSTRAINT "watched_pages_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "watched_page_versions_page_idx" ON "watched_page_versions" USING btree ("page_id","fetched_at");--> statement-breakpoint
CREATE UNIQUE INDEX "watched_pages_user_url_idx" ON "watched_pages" USING btree ("user_id","url");