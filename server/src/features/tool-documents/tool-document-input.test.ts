import { toolDocuments } from '../../db/schema';
import { describe, expect, it } from 'vitest';
import { expectJson, useTestServer } from '../../testing/use-test-server';
import {
  DOCUMENTS,
  documentHelpers,
  failure,
  founder,
  foundersOf,
  put,
  scenario,
  type Scenario,
} from '../../testing/tool-document-test-helpers';

const t = useTestServer();
const { save, storedDocumentsOf, userIdOf } = documentHelpers(t);

describe('bad input: a 422 with a clear message, and nothing saved', () => {
  const withFounders = (...founders: unknown[]) => scenario({ data: foundersOf(...founders) });
  const cases: [string, unknown, string][] = [
    ['a slider above 100', withFounders(founder('a', { contribution: 101 })), 'Must be between 0 and 100'],
    ['a slider below 0', withFounders(founder('a', { experience: -1 })), 'Must be between 0 and 100'],
    ['a slider that is not a number', withFounders(founder('a', { commitment: '50' })), 'Must be between 0 and 100'],
    ['a slider that is not whole', withFounders(founder('a', { commitment: 50.5 })), 'Must be between 0 and 100'],
    ['a slider that is null', withFounders(founder('a', { contribution: null })), 'Must be between 0 and 100'],
    ['an empty founder name', withFounders(founder('a', { name: '   ' })), 'Founder name is required'],
    ['a missing founder name', withFounders({ ...founder('a'), name: undefined }), 'Founder name is required'],
    [
      'a scenario of 1,000 founders',
      withFounders(...Array.from({ length: 1000 }, (_, index) => founder(`f${index}`))),
      'At most 20 founders',
    ],
    ['no founders', withFounders(), 'Add at least one founder'],
    ['the same founder twice', withFounders(founder('a'), founder('a')), 'Each founder must appear once'],
    [
      'a cliff longer than the schedule',
      withFounders(founder('a', { vesting: { totalMonths: 12, cliffMonths: 13 } })),
      'The cliff cannot be longer than the vesting period',
    ],
    [
      'a schedule over ten years',
      withFounders(founder('a', { vesting: { totalMonths: 121, cliffMonths: 12 } })),
      'The vesting period must be between 1 and 120 months',
    ],
    [
      'no vesting',
      withFounders({ ...founder('a'), vesting: undefined }),
      'Invalid input: expected object, received undefined',
    ],
    ['no data', scenario({ data: undefined }), 'Invalid input: expected object, received undefined'],
    ['an empty scenario name', scenario({ name: ' ' }), 'Scenario name is required'],
    ['a long scenario name', scenario({ name: 'x'.repeat(101) }), 'Scenario name must be at most 100 characters'],
    [
      'a NUL character in a founder name',
      withFounders(founder('a', { name: 'Ada\u0000' })),
      'Text cannot contain the NUL character or unpaired surrogates',
    ],
    [
      'a lone surrogate in the scenario name',
      scenario({ name: 'Plan \ud800' }),
      'Text cannot contain the NUL character or unpaired surrogates',
    ],
    ['a body that is a list', [], 'Invalid input: expected object, received array'],
  ];

  it.each(cases)('refuses %s', async (_label, body, message) => {
    const before = await storedDocumentsOf('ada@example.com');
    expect((await failure(await t.ada.post(DOCUMENTS, body), 422)).message).toBe(message);
    const existing = await save();
    const saveOver = Array.isArray(body) ? body : { ...(body as object), version: 1 };
    expect((await failure(await put(t.ada, existing.id, saveOver), 422)).message).toBe(message);
    expect(await expectJson<Scenario>(await t.ada.request(`${DOCUMENTS}/${existing.id}`), 200)).toEqual(existing);
    expect((await storedDocumentsOf('ada@example.com')).length).toBe(before.length + 1);
  });

  it('refuses a save over a document without a whole version', async () => {
    const existing = await save();
    for (const version of [undefined, 0, 1.5, '1']) {
      expect((await failure(await put(t.ada, existing.id, { ...scenario(), version }), 422)).message).toBe(
        'Send the version you opened',
      );
    }
  });

  it('refuses a body that is not JSON', async () => {
    const before = (await storedDocumentsOf('ada@example.com')).length;
    const response = await t.ada.request(DOCUMENTS, {
      method: 'POST',
      body: '{"name":',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status).toBe(422);
    expect((await storedDocumentsOf('ada@example.com')).length).toBe(before);
  });

  it('names the field of each issue', async () => {
    const error = await failure(
      await t.ada.post(DOCUMENTS, scenario({ data: foundersOf(founder('a', { contribution: 500 })) })),
      422,
    );
    expect(error.issues).toContainEqual({
      path: 'data.founders.0.contribution',
      message: 'Must be between 0 and 100',
      messageId: 'core.tools.equitySplit.sliderOutOfRange',
      values: { min: 0, max: 100 },
    });
  });
});

describe("the tool's limit of documents per user", () => {
  const bulk = (userId: string, count: number) =>
    t.server.database.db.insert(toolDocuments).values(
      Array.from({ length: count }, (_, index) => ({
        userId,
        toolId: 'equity-split',
        name: `Bulk ${index}`,
        data: foundersOf(founder('a')),
      })),
    );

  it('refuses a 101st scenario', async () => {
    const carol = await t.server.signedInClient('carol@example.com', 'Carol Shaw');
    await bulk(await userIdOf('carol@example.com'), 100);
    expect((await failure(await carol.post(DOCUMENTS, scenario()), 422)).message).toBe(
      'You can save up to 100 scenarios. Delete one to save another.',
    );
    expect((await storedDocumentsOf('carol@example.com')).length).toBe(100);
  });

  it('lets no two saves at once pass the limit together', async () => {
    const dan = await t.server.signedInClient('dan@example.com', 'Dan Brown');
    await bulk(await userIdOf('dan@example.com'), 95);
    const answers = await Promise.all(Array.from({ length: 10 }, () => dan.post(DOCUMENTS, scenario())));
    expect(answers.map((answer) => answer.status).sort()).toEqual([
      ...Array<number>(5).fill(201),
      ...Array<number>(5).fill(422),
    ]);
    expect((await storedDocumentsOf('dan@example.com')).length).toBe(100);
  });
});
