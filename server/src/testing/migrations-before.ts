import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { migrationsDir } from '../paths';

/** A copy of the committed migrations that ends just before `tag` (a migration test's schema of before). */
export function migrationsBefore(tag: string): string {
  const folder = mkdtempSync(join(tmpdir(), 'migrations-'));
  cpSync(migrationsDir, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const index = journal.entries.findIndex((entry) => entry.tag === tag);
  if (index < 1) throw new Error(`No migration ${tag} after another`);
  writeFileSync(journalFile, JSON.stringify({ ...journal, entries: journal.entries.slice(0, index) }));
  return folder;
}
