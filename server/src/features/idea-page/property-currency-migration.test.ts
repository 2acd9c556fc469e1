import { rmSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows-of';
import { migrationsBefore } from '../../testing/migrations-before';
import { createEmptyTestDatabase } from '../../testing/test-database';

/** The migration that gives custom properties their currency (ADR 0078). */
const MIGRATION = '0017_property_currency';

const before = migrationsBefore(MIGRATION);
const IDEA = '5a0c6e1f-2b3d-4c5e-8f70-1a2b3c4d5e6f';
let database: Database;

beforeAll(async () => {
  // The schema of before, with an idea whose two properties were written as it had them: no currency column.
  database = await createEmptyTestDatabase();
  await database.migrate(before);
  const { db } = database;
  await db.execute(
    sql`insert into "user" (id, name, email, email_verified, created_at, updated_at) values ('earlier-owner', 'Ada Lovelace', 'earlier@example.com', true, now(), now())`,
  );
  await db.execute(sql`insert into ideas (id, user_id, title) values (${IDEA}, 'earlier-owner', 'Solar kiosks')`);
  await db.execute(sql`
    insert into idea_properties (idea_id, label, type, value, position) values
      (${IDEA}, 'Budget', 'currency', '12500.5'::jsonb, 0),
      (${IDEA}, 'Launch', 'date', '"2026-01-31"'::jsonb, 1)`);
  await database.migrate();
});

afterAll(async () => {
  await database.close();
  rmSync(before, { recursive: true, force: true });
});

describe(`migration ${MIGRATION}`, () => {
  it('puts the currency properties of before in dollars, as they were shown, and gives the others none', async () => {
    const rows = await rowsOf<{ label: string; currency: string | null; value: unknown }>(
      database.db,
      sql`select label, currency, value from idea_properties order by position`,
    );
    expect(rows).toEqual([
      { label: 'Budget', currency: 'USD', value: 12500.5 },
      { label: 'Launch', currency: null, value: '2026-01-31' },
    ]);
  });

  it('keeps a currency on currency properties only', async () => {
    const insert = (type: string, currency: string | null) =>
      database.db.execute(
        sql`insert into idea_properties (idea_id, label, type, currency, position) values (${IDEA}, 'X', ${type}, ${currency}, 2)`,
      );
    await expect(insert('currency', null)).rejects.toThrow();
    await expect(insert('text', 'INR')).rejects.toThrow();
  });
});
