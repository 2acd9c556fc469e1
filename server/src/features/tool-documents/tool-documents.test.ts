import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { describe, expect, it } from 'vitest';
import { expectJson, useTestServer } from '../../testing/use-test-server';
import {
  DOCUMENTS,
  documentHelpers,
  failure,
  founder,
  foundersOf,
  put,
  remove,
  scenario,
  vesting,
  type Scenario,
} from '../../testing/tool-document-test-helpers';

const t = useTestServer();
const { save, rowOf } = documentHelpers(t);

describe("a tool's saved documents", () => {
  it('saves a scenario with trimmed names at version 1, lists it first, reopens it whole, and deletes it', async () => {
    const saved = await save(
      t.ada,
      scenario({ name: '  Seed round  ', data: foundersOf(founder('a', { name: '  Ada ' }), founder('b')) }),
    );
    expect(saved).toMatchObject({
      name: 'Seed round',
      version: 1,
      isShared: false,
      data: { founders: [{ id: 'a', name: 'Ada', vesting }, { id: 'b' }] },
    });
    const list = await expectJson<ToolDocumentSummary[]>(await t.ada.request(DOCUMENTS), 200);
    expect(list[0]).toEqual({
      id: saved.id,
      name: 'Seed round',
      summary: '2 founders',
      version: 1,
      isShared: false,
      updatedAt: saved.updatedAt,
    });
    expect(await expectJson<Scenario>(await t.ada.request(`${DOCUMENTS}/${saved.id}`), 200)).toEqual(saved);

    expect((await remove(t.ada, `${DOCUMENTS}/${saved.id}`)).status).toBe(204);
    expect((await failure(await t.ada.request(`${DOCUMENTS}/${saved.id}`), 404)).message).toBe('Scenario not found');
    expect((await remove(t.ada, `${DOCUMENTS}/${saved.id}`)).status).toBe(404);
  });

  it('saves over a scenario in place, one version up, listing it first again', async () => {
    const first = await save();
    const second = await save();
    const changed = await expectJson<Scenario>(
      await put(t.ada, first.id, { name: 'Renamed', data: foundersOf(founder('x', { contribution: 0 })), version: 1 }),
      200,
    );
    expect(changed).toMatchObject({
      id: first.id,
      name: 'Renamed',
      version: 2,
      data: { founders: [{ id: 'x', contribution: 0 }] },
    });
    const list = await expectJson<ToolDocumentSummary[]>(await t.ada.request(DOCUMENTS), 200);
    expect(list.map((item) => item.id).slice(0, 2)).toEqual([first.id, second.id]);
    expect(list[0]?.summary).toBe('1 founder');
  });

  it('refuses a save made from an older version with a 409, keeping what was saved in between', async () => {
    const saved = await save();
    const fromTabOne = await expectJson<Scenario>(
      await put(t.ada, saved.id, { ...scenario({ name: 'Tab one' }), version: 1 }),
      200,
    );
    const error = await failure(await put(t.ada, saved.id, { ...scenario({ name: 'Tab two' }), version: 1 }), 409);
    expect(error.message).toBe(
      'This scenario was changed since you opened it. Open it again to see the latest version.',
    );
    expect(error.issues).toBeUndefined();
    expect(await expectJson<Scenario>(await t.ada.request(`${DOCUMENTS}/${saved.id}`), 200)).toEqual(fromTabOne);
    // Two saves from the same version at once: exactly one wins.
    const answers = await Promise.all(
      ['A', 'B'].map((name) => put(t.ada, saved.id, { ...scenario({ name }), version: 2 })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect((await rowOf(saved.id))?.version).toBe(3);
  });

  it('refuses a second scenario of the same name, whatever its case, with a 409 naming it', async () => {
    await save(t.ada, scenario({ name: 'Series A' }));
    const error = await failure(await t.ada.post(DOCUMENTS, scenario({ name: 'series a' })), 409);
    expect(error).toMatchObject({
      message: "You already have a scenario named 'series a'",
      issues: [{ path: 'name', message: "You already have a scenario named 'series a'" }],
    });
    const other = await save();
    expect(
      (await failure(await put(t.ada, other.id, { ...scenario({ name: 'SERIES A' }), version: 1 }), 409)).message,
    ).toBe("You already have a scenario named 'SERIES A'");
    // Another user may use the name.
    await save(t.bob, scenario({ name: 'Series A' }));
  });

  it("keeps each user's documents their own: another user gets 404 on every route, a visitor 401", async () => {
    const mine = await save();
    const before = await rowOf(mine.id);
    expect((await t.bob.request(`${DOCUMENTS}/${mine.id}`)).status).toBe(404);
    expect((await put(t.bob, mine.id, { ...scenario(), version: 1 })).status).toBe(404);
    expect((await remove(t.bob, `${DOCUMENTS}/${mine.id}`)).status).toBe(404);
    expect((await t.bob.post(`${DOCUMENTS}/${mine.id}/link`, {})).status).toBe(404);
    expect((await remove(t.bob, `${DOCUMENTS}/${mine.id}/link`)).status).toBe(404);
    expect(
      (await expectJson<ToolDocumentSummary[]>(await t.bob.request(DOCUMENTS), 200)).map((item) => item.id),
    ).not.toContain(mine.id);
    for (const response of [
      await t.visitor.request(DOCUMENTS),
      await t.visitor.post(DOCUMENTS, scenario()),
      await t.visitor.request(`${DOCUMENTS}/${mine.id}`),
      await remove(t.visitor, `${DOCUMENTS}/${mine.id}`),
    ]) {
      expect((await failure(response, 401)).message).toBe('User not authenticated');
    }
    expect(await rowOf(mine.id)).toEqual(before);
  });

  it('answers 404 for an id that is not a UUID', async () => {
    expect((await t.ada.request(`${DOCUMENTS}/not-an-id`)).status).toBe(404);
    expect((await put(t.ada, "1' or '1'='1", { ...scenario(), version: 1 })).status).toBe(404);
  });

  it('answers 404 for a tool that keeps no documents or does not exist, to anyone, and saves nothing', async () => {
    const mine = await save();
    for (const toolId of ['cofounder-fit', 'no-such-tool', '__proto__']) {
      const documents = `/api/tools/${toolId}/documents`;
      for (const response of [
        await t.ada.request(documents),
        await t.ada.post(documents, scenario()),
        await t.ada.request(`${documents}/${mine.id}`),
        await t.ada.request(`${documents}/${mine.id}`, { method: 'PUT', json: { ...scenario(), version: 1 } }),
        await t.ada.post(`${documents}/${mine.id}/link`, {}),
        await t.visitor.request(documents),
        await t.visitor.request(`/api/tools/${toolId}/shared/${'A'.repeat(43)}`),
      ]) {
        expect(response.status).toBe(404);
      }
      expect((await failure(await t.ada.request(documents), 404)).message).toBe(`No tool '${toolId}' keeps documents`);
    }
    expect(await rowOf(mine.id)).toMatchObject({ version: 1, name: mine.name });
  });
});
