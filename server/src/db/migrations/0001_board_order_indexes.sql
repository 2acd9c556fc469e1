DROP INDEX "ideas_user_created_idx";--> statement-breakpoint
DROP INDEX "ideas_community_created_idx";--> statement-breakpoint
DROP INDEX "idea_shares_shared_with_idx";--> statement-breakpoint
CREATE INDEX "ideas_created_idx" ON "ideas" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "idea_shares_recipient_idea_idx" ON "idea_shares" USING btree ("shared_with","idea_id");--> statement-breakpoint
CREATE INDEX "ideas_user_created_idx" ON "ideas" USING btree ("user_id","created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "ideas_community_created_idx" ON "ideas" USING btree ("created_at" DESC NULLS FIRST,"id" DESC NULLS FIRST) WHERE "ideas"."is_community_shared";--> statement-breakpoint
CREATE INDEX "idea_shares_shared_with_idx" ON "idea_shares" USING btree ("shared_with","shared_at" DESC NULLS FIRST);