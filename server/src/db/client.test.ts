import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { migrationsDir } from '../paths';
import { createPostgresTestDatabase } from '../testing/test-database';
import { createDb } from './client';
import { rowsOf } from './rows-of';
import { tags } from './schema';

describe('embedded PGlite', () => {
  it('keeps data in DATA_DIR across restarts, and migrating again changes nothing', async () => {
    const dataDir = join(mkdtempSync(join(tmpdir(), 'ft-db-')), 'data');
    const first = await createDb({ DATABASE_URL: undefined, DATA_DIR: dataDir });
    await first.migrate();
    await first.db.insert(tags).values({ name: 'fintech' });
    await first.close();

    const second = await createDb({ DATABASE_URL: undefined, DATA_DIR: dataDir });
    await second.migrate();
    expect(await second.db.select({ name: tags.name }).from(tags)).toEqual([{ name: 'fintech' }]);
    await second.close();
  });

  it('starts Postgres with 16 MB of shared buffers, not the 128 MB initdb chose (ADR 0117)', async () => {
    const database = await createDb({ DATABASE_URL: undefined, DATA_DIR: 'memory://' });
    expect(await rowsOf(database.db, sql`show shared_buffers`)).toEqual([{ shared_buffers: '16MB' }]);
    await database.close();
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('PostgreSQL', () => {
  it('applies the migrations once when several instances start together', async () => {
    const { url, drop } = await createPostgresTestDatabase(process.env.TEST_DATABASE_URL!);
    const instances = await Promise.all([1, 2, 3].map(() => createDb({ DATABASE_URL: url, DATA_DIR: '' })));
    try {
      await Promise.all(instances.map((instance) => instance.migrate()));
      const applied = await rowsOf<{ n: number }>(
        instances[0]!.db,
        sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
      );
      const journal = JSON.parse(readFileSync(join(migrationsDir, 'meta', '_journal.json'), 'utf8'));
      expect(applied[0]).toEqual({ n: journal.entries.length });
    } finally {
      await Promise.all(instances.map((instance) => instance.close()));
      await drop();
    }
  });
});
