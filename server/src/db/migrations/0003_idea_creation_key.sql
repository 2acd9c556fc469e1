ALTER TABLE "ideas" ADD COLUMN "creation_key" text;--> statement-breakpoint
CREATE UNIQUE INDEX "ideas_user_creation_key_idx" ON "ideas" USING btree ("user_id","creation_key");