ALTER TABLE "idea_comments" DROP CONSTRAINT "idea_comments_user_id_user_id_fk";
--> statement-breakpoint
ALTER TABLE "idea_comments" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "idea_comments" ADD CONSTRAINT "idea_comments_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;