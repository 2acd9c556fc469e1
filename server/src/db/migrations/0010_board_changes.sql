-- The board's change log (ADR 0039): one row per transaction that changed a row of a table the board's page reads,
-- so a page kept in memory can be checked exactly against what committed since its snapshot
-- (server/src/ideas/board-changes.ts). Written by statement triggers only, and only when the statement changed a
-- row (a refused update that matched none is no change); not in the Drizzle schema, which has no xid8 column type.
-- board-cache.test.ts proves every table the board reads has the triggers.
CREATE TABLE "board_changes" (
	"xid" xid8 PRIMARY KEY DEFAULT pg_current_xact_id(),
	"seen_at" timestamp with time zone
);
--> statement-breakpoint
CREATE FUNCTION "board_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'TRUNCATE' THEN
		IF NOT EXISTS (SELECT 1 FROM changed_rows) THEN
			RETURN NULL;
		END IF;
	END IF;
	INSERT INTO "board_changes" DEFAULT VALUES ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "board_inserted" AFTER INSERT ON "ideas" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_changed"();
--> statement-breakpoint
CREATE TRIGGER "board_updated" AFTER UPDATE ON "ideas" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_changed"();
--> statement-breakpoint
CREATE TRIGGER "board_deleted" AFTER DELETE ON "ideas" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_changed"();
--> statement-breakpoint
CREATE TRIGGER "board_truncated" AFTER TRUNCATE ON "ideas" FOR EACH STATEMENT EXECUTE FUNCTION "board_changed"();
--> statement-breakpoint
CREATE TRIGGER "board_inserted" AFTER INSERT ON "idea_tags" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_changed"();
--> statement-breakpoint
CREATE TRIGGER "board_updated" AFTER UPDATE ON "idea_tags" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_changed"();
--> statement-breakpoint
CREATE TRIGGER "board_deleted" AFTER DELETE ON "idea_tags" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_changed"();
--> statement-breakpoint
CREATE TRIGGER "board_truncated" AFTER TRUNCATE ON "idea_tags" FOR EACH STATEMENT EXECUTE FUNCTION "board_changed"();
--> statement-breakpoint
CREATE TRIGGER "board_inserted" AFTER INSERT ON "tags" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_changed"();
--> statement-breakpoint
CREATE TRIGGER "board_updated" AFTER UPDATE ON "tags" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_changed"();
--> statement-breakpoint
CREATE TRIGGER "board_deleted" AFTER DELETE ON "tags" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_changed"();
--> statement-breakpoint
CREATE TRIGGER "board_truncated" AFTER TRUNCATE ON "tags" FOR EACH STATEMENT EXECUTE FUNCTION "board_changed"();
--> statement-breakpoint
CREATE TRIGGER "board_inserted" AFTER INSERT ON "idea_comments" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_changed"();
--> statement-breakpoint
CREATE TRIGGER "board_updated" AFTER UPDATE ON "idea_comments" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_changed"();
--> statement-breakpoint
CREATE TRIGGER "board_deleted" AFTER DELETE ON "idea_comments" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_changed"();
--> statement-breakpoint
CREATE TRIGGER "board_truncated" AFTER TRUNCATE ON "idea_comments" FOR EACH STATEMENT EXECUTE FUNCTION "board_changed"();
--> statement-breakpoint
CREATE TRIGGER "board_inserted" AFTER INSERT ON "idea_shares" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_changed"();
--> statement-breakpoint
CREATE TRIGGER "board_updated" AFTER UPDATE ON "idea_shares" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_changed"();
--> statement-breakpoint
CREATE TRIGGER "board_deleted" AFTER DELETE ON "idea_shares" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_changed"();
--> statement-breakpoint
CREATE TRIGGER "board_truncated" AFTER TRUNCATE ON "idea_shares" FOR EACH STATEMENT EXECUTE FUNCTION "board_changed"();
--> statement-breakpoint
CREATE TRIGGER "board_inserted" AFTER INSERT ON "profiles" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_changed"();
--> statement-breakpoint
CREATE TRIGGER "board_updated" AFTER UPDATE ON "profiles" REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_changed"();
--> statement-breakpoint
CREATE TRIGGER "board_deleted" AFTER DELETE ON "profiles" REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION "board_changed"();
--> statement-breakpoint
CREATE TRIGGER "board_truncated" AFTER TRUNCATE ON "profiles" FOR EACH STATEMENT EXECUTE FUNCTION "board_changed"();
