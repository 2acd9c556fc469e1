import type { EquityScenarioSummary, EquityScenarioView, ScenarioLink, SharedEquityScenario } from '@core/tools/equity-split/equity-scenarios';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { equityScenarios, profiles, user } from '../../db/schema';
import type { TestClient } from '../../testing/test-client';
import { expectJson, useTestServer } from '../../testing/use-test-server';

const t = useTestServer();
const json = expectJson;
const failure = async (response: Response, status: number) => (await json<{ error: { message: string; issues?: { path: string; message: string }[] } }>(response, status)).error;

const vesting = { totalMonths: 48, cliffMonths: 12 };
const founder = (id: string, overrides: Record<string, unknown> = {}) => ({
  id,
  name: `Founder ${id}`,
  role: 'CEO',
  contribution: 40,
  commitment: 100,
  experience: 80,
  vesting,
  ...overrides,
});
let names = 0;
const scenario = (overrides: Record<string, unknown> = {}) => ({ name: `Plan ${(names += 1)}`, founders: [founder('a'), founder('b')], ...overrides });
const save = async (client = t.ada, body: unknown = scenario()) => json<EquityScenarioView>(await client.post('/api/equity-scenarios', body), 201);
const userIdOf = async (email: string) => (await t.server.database.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0]!.id;
const rowsOf = async (email: string) => t.server.database.db.select().from(equityScenarios).where(eq(equityScenarios.userId, await userIdOf(email)));
const update = (client: TestClient, id: string, body: unknown) => client.request(`/api/equity-scenarios/${id}`, { method: 'PUT', json: body });
const remove = (client: TestClient, path: string) => client.request(path, { method: 'DELETE' });
const tokenOf = async (client: TestClient, id: string) => (await json<ScenarioLink>(await client.post(`/api/equity-scenarios/${id}/link`, {}), 201)).token;

describe('saved scenarios', () => {
  it('saves a scenario with trimmed names, lists it first, reopens it whole, and deletes it', async () => {
    const saved = await save(t.ada, scenario({ name: '  Seed round  ', founders: [founder('a', { name: '  Ada ' }), founder('b')] }));
    expect(saved).toMatchObject({ name: 'Seed round', isShared: false, founders: [{ id: 'a', name: 'Ada', vesting }, { id: 'b' }] });
    const list = await json<EquityScenarioSummary[]>(await t.ada.request('/api/equity-scenarios'), 200);
    expect(list[0]).toEqual({ id: saved.id, name: 'Seed round', founderCount: 2, isShared: false, updatedAt: saved.updatedAt });
    expect(await json<EquityScenarioView>(await t.ada.request(`/api/equity-scenarios/${saved.id}`), 200)).toEqual(saved);

    expect((await remove(t.ada, `/api/equity-scenarios/${saved.id}`)).status).toBe(204);
    expect((await t.ada.request(`/api/equity-scenarios/${saved.id}`)).status).toBe(404);
    expect((await remove(t.ada, `/api/equity-scenarios/${saved.id}`)).status).toBe(404);
  });

  it('updates a scenario in place, listing it first again', async () => {
    const first = await save();
    const second = await save();
    const changed = await json<EquityScenarioView>(await update(t.ada, first.id, { name: 'Renamed', founders: [founder('x', { contribution: 0 })] }), 200);
    expect(changed).toMatchObject({ id: first.id, name: 'Renamed', founders: [{ id: 'x', contribution: 0 }] });
    const list = await json<EquityScenarioSummary[]>(await t.ada.request('/api/equity-scenarios'), 200);
    expect(list.map((item) => item.id).slice(0, 2)).toEqual([first.id, second.id]);
  });

  it('refuses a second scenario of the same name, whatever its case, with a 409 naming it', async () => {
    await save(t.ada, scenario({ name: 'Series A' }));
    const error = await failure(await t.ada.post('/api/equity-scenarios', scenario({ name: 'series a' })), 409);
    expect(error.message).toBe("You already have a scenario named 'series a'");
    const other = await save();
    expect((await failure(await update(t.ada, other.id, scenario({ name: 'SERIES A' })), 409)).message).toBe("You already have a scenario named 'SERIES A'");
    // Another user may use the name.
    await save(t.bob, scenario({ name: 'Series A' }));
  });

  it("keeps each user's scenarios their own: another user gets 404 on every route, a t.visitor 401", async () => {
    const mine = await save();
    const before = await t.server.database.db.select().from(equityScenarios).where(eq(equityScenarios.id, mine.id));
    for (const client of [t.bob]) {
      expect((await client.request(`/api/equity-scenarios/${mine.id}`)).status).toBe(404);
      expect((await update(client, mine.id, scenario())).status).toBe(404);
      expect((await remove(client, `/api/equity-scenarios/${mine.id}`)).status).toBe(404);
      expect((await client.post(`/api/equity-scenarios/${mine.id}/link`, {})).status).toBe(404);
      expect((await remove(client, `/api/equity-scenarios/${mine.id}/link`)).status).toBe(404);
    }
    expect((await json<EquityScenarioSummary[]>(await t.bob.request('/api/equity-scenarios'), 200)).map((item) => item.id)).not.toContain(mine.id);
    for (const response of [
      await t.visitor.request('/api/equity-scenarios'),
      await t.visitor.post('/api/equity-scenarios', scenario()),
      await t.visitor.request(`/api/equity-scenarios/${mine.id}`),
      await remove(t.visitor, `/api/equity-scenarios/${mine.id}`),
    ]) {
      expect((await failure(response, 401)).message).toBe('User not authenticated');
    }
    expect(await t.server.database.db.select().from(equityScenarios).where(eq(equityScenarios.id, mine.id))).toEqual(before);
  });

  it('answers 404 for an id that is not a UUID', async () => {
    expect((await t.ada.request('/api/equity-scenarios/not-an-id')).status).toBe(404);
    expect((await update(t.ada, "1' or '1'='1", scenario())).status).toBe(404);
  });
});

describe('bad input: a 422 with a clear message, and nothing saved', () => {
  const cases: [string, unknown, string][] = [
    ['a slider above 100', scenario({ founders: [founder('a', { contribution: 101 })] }), 'Must be between 0 and 100'],
    ['a slider below 0', scenario({ founders: [founder('a', { experience: -1 })] }), 'Must be between 0 and 100'],
    ['a slider that is not a number', scenario({ founders: [founder('a', { commitment: '50' })] }), 'Must be between 0 and 100'],
    ['a slider that is not whole', scenario({ founders: [founder('a', { commitment: 50.5 })] }), 'Must be between 0 and 100'],
    ['a slider that is null', scenario({ founders: [founder('a', { contribution: null })] }), 'Must be between 0 and 100'],
    ['an empty founder name', scenario({ founders: [founder('a', { name: '   ' })] }), 'Founder name is required'],
    ['a missing founder name', scenario({ founders: [{ ...founder('a'), name: undefined }] }), 'Founder name is required'],
    ['a scenario of 1,000 founders', scenario({ founders: Array.from({ length: 1000 }, (_, index) => founder(`f${index}`)) }), 'At most 20 founders'],
    ['no founders', scenario({ founders: [] }), 'Add at least one founder'],
    ['the same founder twice', scenario({ founders: [founder('a'), founder('a')] }), 'Each founder must appear once'],
    ['a cliff longer than the schedule', scenario({ founders: [founder('a', { vesting: { totalMonths: 12, cliffMonths: 13 } })] }), 'The cliff cannot be longer than the vesting period'],
    ['a schedule over ten years', scenario({ founders: [founder('a', { vesting: { totalMonths: 121, cliffMonths: 12 } })] }), 'The vesting period must be between 1 and 120 months'],
    ['no vesting', scenario({ founders: [{ ...founder('a'), vesting: undefined }] }), 'Invalid input: expected object, received undefined'],
    ['an empty scenario name', scenario({ name: ' ' }), 'Scenario name is required'],
    ['a long scenario name', scenario({ name: 'x'.repeat(101) }), 'Scenario name must be at most 100 characters'],
    ['a NUL character in a founder name', scenario({ founders: [founder('a', { name: 'Ada\u0000' })] }), 'Text cannot contain the NUL character or unpaired surrogates'],
    ['a lone surrogate in the scenario name', scenario({ name: 'Plan \ud800' }), 'Text cannot contain the NUL character or unpaired surrogates'],
    ['a body that is a list', [], 'Invalid input: expected object, received array'],
  ];

  it.each(cases)('refuses %s', async (_label, body, message) => {
    const before = await rowsOf('ada@example.com');
    expect((await failure(await t.ada.post('/api/equity-scenarios', body), 422)).message).toBe(message);
    const existing = await save();
    expect((await failure(await update(t.ada, existing.id, body), 422)).message).toBe(message);
    expect(await json<EquityScenarioView>(await t.ada.request(`/api/equity-scenarios/${existing.id}`), 200)).toEqual(existing);
    expect((await rowsOf('ada@example.com')).length).toBe(before.length + 1);
  });

  it('refuses a body that is not JSON', async () => {
    const before = (await rowsOf('ada@example.com')).length;
    const response = await t.ada.request('/api/equity-scenarios', { method: 'POST', body: '{"name":', headers: { 'content-type': 'application/json' } });
    expect(response.status).toBe(422);
    expect((await rowsOf('ada@example.com')).length).toBe(before);
  });

  it('names the field of each issue', async () => {
    const error = await failure(await t.ada.post('/api/equity-scenarios', scenario({ founders: [founder('a', { contribution: 500 })] })), 422);
    expect(error.issues).toContainEqual({ path: 'founders.0.contribution', message: 'Must be between 0 and 100' });
  });

  it('refuses a 101st scenario', async () => {
    const carol = await t.server.signedInClient('carol@example.com', 'Carol Shaw');
    const userId = await userIdOf('carol@example.com');
    await t.server.database.db
      .insert(equityScenarios)
      .values(Array.from({ length: 100 }, (_, index) => ({ userId, name: `Bulk ${index}`, founders: [founder('a')] })));
    expect((await failure(await carol.post('/api/equity-scenarios', scenario()), 422)).message).toBe('You can save up to 100 scenarios. Delete one to save another.');
    expect((await rowsOf('carol@example.com')).length).toBe(100);
  });

  it('lets no two saves at once pass the limit together', async () => {
    const dan = await t.server.signedInClient('dan@example.com', 'Dan Brown');
    const userId = await userIdOf('dan@example.com');
    await t.server.database.db.insert(equityScenarios).values(Array.from({ length: 95 }, (_, index) => ({ userId, name: `Bulk ${index}`, founders: [founder('a')] })));
    const answers = await Promise.all(Array.from({ length: 10 }, () => dan.post('/api/equity-scenarios', scenario())));
    expect(answers.map((answer) => answer.status).sort()).toEqual([...Array<number>(5).fill(201), ...Array<number>(5).fill(422)]);
    expect((await rowsOf('dan@example.com')).length).toBe(100);
  });
});

describe('read-only links', () => {
  const shared = (client: TestClient, token: string) => client.request(`/api/equity-scenarios/shared/${token}`);

  it('lets anyone holding the link read the scenario, with its sharer and without its id; only the hash is stored', async () => {
    const saved = await save(t.ada, scenario({ name: 'For investors' }));
    const token = await tokenOf(t.ada, saved.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const client of [t.visitor, t.bob, t.ada]) {
      expect(await json<SharedEquityScenario>(await shared(client, token), 200)).toEqual({
        name: 'For investors',
        founders: saved.founders,
        sharedBy: 'Ada Lovelace',
        updatedAt: saved.updatedAt,
      });
    }
    const [row] = await t.server.database.db.select().from(equityScenarios).where(eq(equityScenarios.id, saved.id));
    expect(row!.shareTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect((await json<EquityScenarioSummary[]>(await t.ada.request('/api/equity-scenarios'), 200)).find((item) => item.id === saved.id)?.isShared).toBe(true);
  });

  it('names the sharer by name only: an owner without a name is "User", never their e-mail', async () => {
    const nameless = await t.server.signedInClient('nameless@example.com', 'Temporary');
    expect((await nameless.post('/api/auth/update-user', { name: '' })).status).toBe(200);
    await t.server.database.db.update(profiles).set({ fullName: null }).where(eq(profiles.email, 'nameless@example.com'));
    const saved = await save(nameless);
    const shown = await json<SharedEquityScenario>(await shared(t.visitor, await tokenOf(nameless, saved.id)), 200);
    expect(shown.sharedBy).toBe('User');
    expect(JSON.stringify(shown)).not.toContain('nameless@example.com');
  });

  it('shows the scenario as it is now, after the owner saves changes', async () => {
    const saved = await save();
    const token = await tokenOf(t.ada, saved.id);
    await json(await update(t.ada, saved.id, scenario({ name: 'Changed' })), 200);
    expect((await json<SharedEquityScenario>(await shared(t.visitor, token), 200)).name).toBe('Changed');
  });

  it('stops the old link when a new one is made, and every link when sharing stops or the scenario goes', async () => {
    const saved = await save();
    const first = await tokenOf(t.ada, saved.id);
    const second = await tokenOf(t.ada, saved.id);
    expect((await failure(await shared(t.visitor, first), 404)).message).toBe('Invalid or expired link');
    expect((await shared(t.visitor, second)).status).toBe(200);
    expect((await remove(t.ada, `/api/equity-scenarios/${saved.id}/link`)).status).toBe(204);
    expect((await shared(t.visitor, second)).status).toBe(404);
    expect((await json<EquityScenarioView>(await t.ada.request(`/api/equity-scenarios/${saved.id}`), 200)).isShared).toBe(false);

    const third = await tokenOf(t.ada, saved.id);
    expect((await remove(t.ada, `/api/equity-scenarios/${saved.id}`)).status).toBe(204);
    expect((await shared(t.visitor, third)).status).toBe(404);
  });

  it('answers 404 for malformed, truncated and unknown tokens', async () => {
    const saved = await save();
    const token = await tokenOf(t.ada, saved.id);
    for (const bad of [token.slice(0, -1), `${token}x`, 'x'.repeat(43), "'; drop table equity_scenarios; --", '%00']) {
      expect((await shared(t.visitor, encodeURIComponent(bad))).status).toBe(404);
    }
  });

  it('gives a link holder no way to change the scenario', async () => {
    const saved = await save();
    await tokenOf(t.ada, saved.id);
    expect((await update(t.visitor, saved.id, scenario())).status).toBe(401);
    expect((await update(t.bob, saved.id, scenario())).status).toBe(404);
    expect((await t.visitor.request(`/api/equity-scenarios/shared/x/`, { method: 'PUT', json: scenario() })).status).toBe(401);
  });
});
