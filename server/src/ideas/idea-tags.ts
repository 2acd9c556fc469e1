import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/locks';
import { ideaTags, tags } from '../db/schema';

/**
 * Gives ideas their tags by name, creating the names that are new, in three statements for any number of ideas
 * (an import adds hundreds at once). The ideas' existing tags are left as they are.
 */
export async function addIdeaTags(tx: Tx, entries: { ideaId: string; names: string[] }[]): Promise<void> {
  const names = [...new Set(entries.flatMap((entry) => entry.names))];
  if (names.length === 0) return;
  await tx
    .insert(tags)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing();
  const rows = await tx.select({ id: tags.id, name: tags.name }).from(tags).where(inArray(tags.name, names));
  const idOf = new Map(rows.map((row) => [row.name, row.id]));
  await tx
    .insert(ideaTags)
    .values(
      entries.flatMap(({ ideaId, names: ideaNames }) => ideaNames.map((name) => ({ ideaId, tagId: idOf.get(name)! }))),
    );
}
