CREATE TABLE "directory_entries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"directory" text NOT NULL,
	"slug" text NOT NULL,
	"name" text NOT NULL,
	"url" text NOT NULL,
	"description" jsonb NOT NULL,
	"fields" jsonb NOT NULL,
	"sources" jsonb NOT NULL,
	"verified_on" date NOT NULL,
	"facets" text[] NOT NULL,
	"search_text" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('simple', search_text)) STORED NOT NULL,
	"content_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "directory_entries_directory_slug_idx" ON "directory_entries" USING btree ("directory","slug");--> statement-breakpoint
CREATE INDEX "directory_entries_facets_idx" ON "directory_entries" USING gin ("facets");--> statement-breakpoint
CREATE INDEX "directory_entries_search_idx" ON "directory_entries" USING gin ("search");