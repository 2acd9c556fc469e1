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
DO $$
DECLARE
	board_table text;
BEGIN
	FOREACH board_table IN ARRAY ARRAY['ideas', 'idea_tags', 'tags', 'idea_comments', 'idea_shares', 'profiles'] LOOP
		EXECUTE format('CREATE TRIGGER board_inserted AFTER INSERT ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION board_changed()', board_table);
		EXECUTE format('CREATE TRIGGER board_updated AFTER UPDATE ON %I REFERENCING NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION board_changed()', board_table);
		EXECUTE format('CREATE TRIGGER board_deleted AFTER DELETE ON %I REFERENCING OLD TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION board_changed()', board_table);
		EXECUTE format('CREATE TRIGGER board_truncated AFTER TRUNCATE ON %I FOR EACH STATEMENT EXECUTE FUNCTION board_changed()', board_table);
	END LOOP;
END
$$;
