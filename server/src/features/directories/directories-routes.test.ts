import { describe, expect, it } from 'vitest';
import { expectJson, useTestServer } from '../../testing/use-test-server';

/* The directories' route as the app mounts it (ADR 0096); the search itself is tested in server/src/directories. */
const t = useTestServer();

describe('GET /api/directories/{directory}/entries', () => {
  it('asks a visitor to sign in', async () => {
    expect((await t.visitor.request('/api/directories/investor-directory/entries')).status).toBe(401);
  });

  it('is a 404 for a directory the app does not have', async () => {
    const body = await expectJson<{ error: { code: string; message: string } }>(
      await t.ada.request('/api/directories/no-such-directory/entries'),
      404,
    );
    expect(body.error).toMatchObject({ code: 'NOT_FOUND', message: 'No such directory' });
  });

  it('is a 422 naming the field for a page that is no page number, words too long, or a filter too many', async () => {
    const issues = async (query: string) =>
      (
        await expectJson<{ error: { issues: { path: string; message: string }[] } }>(
          await t.ada.request(`/api/directories/no-such-directory/entries?${query}`),
          422,
        )
      ).error.issues.map(({ path, message }) => ({ path, message }));
    expect(await issues('page=0')).toEqual([{ path: 'page', message: 'Must be a page number' }]);
    expect(await issues('page=two')).toEqual([{ path: 'page', message: 'Must be a page number' }]);
    expect(await issues(`q=${'a'.repeat(201)}`)).toEqual([{ path: 'q', message: 'Must be at most 200 characters' }]);
    expect(await issues(Array.from({ length: 31 }, (_, index) => `facet=stage:${index}`).join('&'))).toEqual([
      { path: 'facet', message: 'At most 30 filters' },
    ]);
  });
});
