CREATE TABLE "idea_collab_states" (
	"idea_id" uuid NOT NULL,
	"page_id" uuid,
	"state" "bytea" NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idea_collab_states_page_key" UNIQUE NULLS NOT DISTINCT("idea_id","page_id")
);
--> statement-breakpoint
ALTER TABLE "idea_collab_states" ADD CONSTRAINT "idea_collab_states_idea_id_ideas_id_fk" FOREIGN KEY ("idea_id") REFERENCES "public"."ideas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idea_collab_states" ADD CONSTRAINT "idea_collab_states_page_id_idea_pages_id_fk" FOREIGN KEY ("page_id") REFERENCES "public"."idea_pages"("id") ON DELETE cascade ON UPDATE no action;