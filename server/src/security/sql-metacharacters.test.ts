import type { BoardPage, IdeaView } from '@core/ideas/idea-contracts';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows-of';
import { publicTables } from '../testing/tables-containing';
import { expectJson, useTestServer } from '../testing/use-test-server';

// features/idea-board/board.test.ts covers `%` and `_` in a search; here every query field and path id of the API
// takes each SQL metacharacter, harmlessly: no 5xx, the right results, and every table still there.
const t = useTestServer();

const PAYLOADS = ["'", '"', ';', '--', '/*', '%', '_', '\\', "' OR '1'='1", "'); drop table ideas; --"];
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const q = (value: string) => encodeURIComponent(value);
const cursorOf = (at: string, id: string) => Buffer.from(JSON.stringify([at, id])).toString('base64url');
/** Cursors that look like ours but carry a time Postgres cannot read. */
const FORGED_CURSORS = [
  "Jan 1 2024 '",
  "2024-01-01 (x'; drop table ideas; --)",
  '1',
  '2024-02-30 10:00:00+00',
  '0000-01-01 00:00:00+00',
  '2024-01-01 00:00:00+99',
].map((at) => cursorOf(at, UNKNOWN_ID));

let made: IdeaView[];
let tablesBefore: string[];
beforeAll(async () => {
  tablesBefore = await publicTables(t.server.database.db);
  made = [];
  for (const [index, payload] of PAYLOADS.entries()) {
    const body = { title: `Idea ${index} ${payload}`, category: `Category ${payload}`, tags: [`tag ${payload}`] };
    made.push(await expectJson<IdeaView>(await t.ada.post('/api/ideas', body), 201));
  }
  made.push(await expectJson<IdeaView>(await t.ada.post('/api/ideas', { title: 'Plain idea' }), 201));
});

const boardTitles = async (query: string) =>
  (await expectJson<BoardPage>(await t.ada.request(`/api/ideas?${query}`), 200)).ideas.map((idea) => idea.title).sort();
const titlesWith = (text: string) =>
  made
    .map((idea) => idea.title)
    .filter((title) => title.toLowerCase().includes(text.toLowerCase()))
    .sort();

describe.each(PAYLOADS)('the SQL metacharacters %s', (payload) => {
  it('are searched for literally', async () => {
    const expected = titlesWith(payload);
    expect(expected.length).toBeGreaterThan(0);
    expect(await boardTitles(`search=${q(payload)}`)).toEqual(expected);
  });

  it('filter by a tag or category literally', async () => {
    const index = PAYLOADS.indexOf(payload);
    expect(await boardTitles(`tag=${q(`tag ${payload}`)}`)).toEqual([made[index]!.title]);
    expect(await boardTitles(`tag=${q(`Category ${payload}`)}&tag=${q('tag %')}`)).toEqual(
      [...new Set([made[index]!.title, made[5]!.title])].sort(),
    );
  });

  it.each([
    ['/api/ideas?priority=', 422],
    ['/api/ideas?cursor=', 422],
    ['/api/ideas?limit=', 422],
    [`/api/ideas/${UNKNOWN_ID}/comments?cursor=`, 404],
    [`/api/ideas/${UNKNOWN_ID}/comments?limit=`, 422],
  ])('are refused in %s', async (path, status) => {
    const response = await t.ada.request(`${path}${q(payload)}`);
    expect(response.status).toBe(status);
  });

  it('name nothing as an id or token in a path', async () => {
    const id = q(payload);
    const ideaId = made[0]!.id;
    const answers = await Promise.all([
      t.ada.request(`/api/ideas/${id}`),
      t.ada.request(`/api/ideas/${id}/comments`),
      t.ada.request(`/api/ideas/${id}/page`),
      t.ada.request(`/api/ideas/${id}/shares`),
      t.ada.request(`/api/ideas/${ideaId}/pages/${id}/content`),
      t.ada.request(`/api/ideas/${ideaId}/pages/${id}`, { method: 'PATCH', json: { title: 'Renamed' } }),
      t.ada.request(`/api/ideas/${ideaId}/properties/${id}`, { method: 'PATCH', json: { label: 'Renamed' } }),
      t.ada.request(`/api/ideas/${ideaId}/widgets/${id}`, { method: 'DELETE' }),
      t.ada.request(`/api/ideas/${ideaId}/shares/${id}`, { method: 'DELETE' }),
      t.ada.request(`/api/links/${id}`),
      t.ada.request(`/api/links/${id}/idea`),
      t.ada.request(`/api/tools/equity-split/documents/${id}`),
      t.ada.request(`/api/tools/equity-split/shared/${id}`),
      t.ada.request(`/api/tools/${id}/documents`),
    ]);
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(answers.length).fill(404));
  });

  it('are stored and answered as they were written', async () => {
    const idea = made[PAYLOADS.indexOf(payload)]!;
    const comment = `Comment ${payload}`;
    await expectJson(await t.ada.post(`/api/ideas/${idea.id}/comments`, { content: comment }), 201);
    expect(await expectJson<IdeaView>(await t.ada.request(`/api/ideas/${idea.id}`), 200)).toMatchObject({
      title: idea.title,
      category: `Category ${payload}`,
      tags: [`tag ${payload}`],
    });
    const { comments } = await expectJson<{ comments: { content: string }[] }>(
      await t.ada.request(`/api/ideas/${idea.id}/comments`),
      200,
    );
    expect(comments.map((each) => each.content)).toEqual([comment]);
  });
});

describe('a forged paging cursor', () => {
  it.each(FORGED_CURSORS)('is refused with a 422, never a 500: %s', async (cursor) => {
    for (const path of [`/api/ideas?cursor=${cursor}`, `/api/ideas/${made[0]!.id}/comments?cursor=${cursor}`]) {
      const response = await t.ada.request(path);
      expect(response.status, path).toBe(422);
      expect((await response.json()).error.issues).toEqual([
        { path: 'cursor', message: 'Invalid cursor', messageId: 'server.http.invalidCursor' },
      ]);
    }
  });
});

describe('afterwards', () => {
  it('every table is still there, and so is every idea', async () => {
    expect(await publicTables(t.server.database.db)).toEqual(tablesBefore);
    expect(tablesBefore).toEqual(expect.arrayContaining(['ideas', 'idea_comments', 'user', 'session']));
    const [ideas] = await rowsOf<{ n: number }>(t.server.database.db, sql`select count(*)::int as n from ideas`);
    expect(ideas!.n).toBe(PAYLOADS.length + 1);
  });
});
