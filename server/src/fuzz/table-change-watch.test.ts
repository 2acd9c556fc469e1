import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server';
import { watchTableChanges } from './table-change-watch';

let server: TestServer;
let watch: Awaited<ReturnType<typeof watchTableChanges>>;
let ideaId: string;

beforeAll(async () => {
  server = await createTestServer();
  const owner = await server.signedInClient('watch@example.com');
  ideaId = (
    (await (await owner.request('/api/ideas', { method: 'POST', json: { title: 'Watched' } })).json()) as {
      id: string;
    }
  ).id;
  await owner.request(`/api/ideas/${ideaId}/comments`, { method: 'POST', json: { content: 'A comment' } });
  watch = await watchTableChanges(server.database.db);
});
afterAll(() => server?.dispose());

describe('watchTableChanges', () => {
  it('names each table written since the mark: a row changed, inserted or deleted', async () => {
    const mark = await watch.mark();
    expect(await watch.changedSince(mark)).toEqual([]);
    // An idea's change is logged for the boards by the database itself (board_changes). Its title is watched though a
    // feed's title, which the News Bot's job stamps, is not.
    await server.database.db.execute(sql`update ideas set title = 'Renamed' where id = ${ideaId}`);
    expect(await watch.changedSince(mark)).toEqual(['board_changes', 'ideas']);
    await server.database.db.execute(sql`delete from idea_comments where idea_id = ${ideaId}`);
    expect(await watch.changedSince(mark)).toEqual(['board_changes', 'idea_comments', 'ideas']);
    expect(await watch.changedSince(await watch.mark())).toEqual([]);
  });

  it('ignores a write rolled back, a row written as it was, and the columns jobs stamp', async () => {
    const mark = await watch.mark();
    await expect(
      server.database.db.transaction(async (tx) => {
        await tx.execute(sql`update ideas set title = 'Gone' where id = ${ideaId}`);
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    await server.database.db.execute(sql`update "user" set name = name`);
    await server.database.db.execute(sql`update notifications set emailed_at = now()`);
    await server.database.db.execute(sql`update session set updated_at = now()`);
    expect(await watch.changedSince(mark)).toEqual([]);
  });
});
