CREATE TABLE "directory_entry_votes" (
	"entry_id" uuid NOT NULL,
	"voter_id" text NOT NULL,
	"kind" text NOT NULL,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "directory_entry_votes_entry_id_voter_id_kind_pk" PRIMARY KEY("entry_id","voter_id","kind"),
	CONSTRAINT "directory_entry_votes_kind_check" CHECK ("directory_entry_votes"."kind" in ('confirmed', 'outdated'))
);
--> statement-breakpoint
ALTER TABLE "directory_entries" ADD COLUMN "suggested_by" text;--> statement-breakpoint
ALTER TABLE "directory_entries" ADD COLUMN "status" text DEFAULT 'published' NOT NULL;--> statement-breakpoint
ALTER TABLE "directory_entry_votes" ADD CONSTRAINT "directory_entry_votes_entry_id_directory_entries_id_fk" FOREIGN KEY ("entry_id") REFERENCES "public"."directory_entries"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "directory_entry_votes" ADD CONSTRAINT "directory_entry_votes_voter_id_user_id_fk" FOREIGN KEY ("voter_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_entry_votes_voter_idx" ON "directory_entry_votes" USING btree ("voter_id","created_at");--> statement-breakpoint
ALTER TABLE "directory_entries" ADD CONSTRAINT "directory_entries_suggested_by_user_id_fk" FOREIGN KEY ("suggested_by") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "directory_entries_suggested_by_idx" ON "directory_entries" USING btree ("suggested_by","created_at");--> statement-breakpoint
ALTER TABLE "directory_entries" ADD CONSTRAINT "directory_entries_status_check" CHECK ("directory_entries"."status" in ('waiting', 'published'));