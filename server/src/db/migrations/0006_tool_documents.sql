CREATE TABLE "tool_documents" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" text NOT NULL,
	"tool_id" text NOT NULL,
	"name" text NOT NULL,
	"data" jsonb NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"share_token_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tool_documents_share_token_hash_unique" UNIQUE("share_token_hash"),
	CONSTRAINT "tool_documents_version_check" CHECK ("tool_documents"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "tool_documents" ADD CONSTRAINT "tool_documents_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "tool_documents_user_tool_idx" ON "tool_documents" USING btree ("user_id","tool_id","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE UNIQUE INDEX "tool_documents_user_tool_name_idx" ON "tool_documents" USING btree ("user_id","tool_id",lower("name"));--> statement-breakpoint
INSERT INTO "tool_documents" ("id", "user_id", "tool_id", "name", "data", "version", "share_token_hash", "created_at", "updated_at")
SELECT "id", "user_id", 'equity-split', "name", jsonb_build_object('founders', "founders"), 1, "share_token_hash", "created_at", "updated_at"
FROM "equity_scenarios";--> statement-breakpoint
DROP TABLE "equity_scenarios" CASCADE;
