-- A shared link's wrong-password attempts and lock (idea_shares.failed_password_attempts and password_locked_until)
-- are not on the board: an update of idea_shares that changes nothing else logs no board change, so a wrong password
-- no longer drops every page of the board kept in memory (ADR 0039), and a refused unlock changes nothing the board
-- reads. The same function for every table (board-cache.test.ts checks each table's four triggers use it); only
-- idea_shares' update trigger is given the rows as they were, which the comparison reads.
CREATE OR REPLACE FUNCTION "board_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP <> 'TRUNCATE' THEN
		IF NOT EXISTS (SELECT 1 FROM changed_rows) THEN
			RETURN NULL;
		END IF;
	END IF;
	IF TG_TABLE_NAME = 'idea_shares' AND TG_OP = 'UPDATE' THEN
		IF NOT EXISTS (
			SELECT 1 FROM changed_rows n LEFT JOIN rows_before o ON o.id = n.id
			WHERE o.id IS NULL
				OR to_jsonb(n) - 'failed_password_attempts' - 'password_locked_until'
					IS DISTINCT FROM to_jsonb(o) - 'failed_password_attempts' - 'password_locked_until'
		) THEN
			RETURN NULL;
		END IF;
	END IF;
	INSERT INTO "board_changes" DEFAULT VALUES ON CONFLICT DO NOTHING;
	RETURN NULL;
END
$$;
--> statement-breakpoint
DROP TRIGGER "board_updated" ON "idea_shares";
--> statement-breakpoint
CREATE TRIGGER "board_updated" AFTER UPDATE ON "idea_shares" REFERENCING OLD TABLE AS rows_before NEW TABLE AS changed_rows FOR EACH STATEMENT EXECUTE FUNCTION board_changed();
