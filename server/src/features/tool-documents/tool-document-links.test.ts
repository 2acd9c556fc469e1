import type { EquityScenarioData } from '@core/tools/equity-split/equity-scenarios';
import type { SharedToolDocument, ToolDocumentSummary } from '@core/tools/tool-document-contracts';
import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '../../db/schema';
import type { TestClient } from '../../testing/test-client';
import { expectJson, useTestServer } from '../../testing/use-test-server';
import {
  DOCUMENTS,
  documentHelpers,
  failure,
  put,
  remove,
  scenario,
  type Scenario,
} from '../../testing/tool-document-test-helpers';

const t = useTestServer();
const { save, rowOf, tokenOf } = documentHelpers(t);
const shared = (client: TestClient, token: string) => client.request(`/api/tools/equity-split/shared/${token}`);
type SharedScenario = SharedToolDocument<EquityScenarioData>;

describe('read-only links', () => {
  it('lets anyone holding the link read the scenario, with its sharer and without its id; only the hash is stored', async () => {
    const saved = await save(t.ada, scenario({ name: 'For investors' }));
    const token = await tokenOf(t.ada, saved.id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    for (const client of [t.visitor, t.bob, t.ada]) {
      expect(await expectJson<SharedScenario>(await shared(client, token), 200)).toEqual({
        name: 'For investors',
        data: saved.data,
        sharedBy: 'Ada Lovelace',
        updatedAt: saved.updatedAt,
      });
    }
    const row = await rowOf(saved.id);
    expect(row!.shareTokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row!.version).toBe(1);
    expect(
      (await expectJson<ToolDocumentSummary[]>(await t.ada.request(DOCUMENTS), 200)).find(
        (item) => item.id === saved.id,
      )?.isShared,
    ).toBe(true);
  });

  it('opens only under its own tool: the same token under another tool is a 404', async () => {
    const saved = await save();
    const token = await tokenOf(t.ada, saved.id);
    for (const toolId of ['cofounder-fit', 'idea-garage', 'no-such-tool']) {
      expect((await t.visitor.request(`/api/tools/${toolId}/shared/${token}`)).status).toBe(404);
    }
  });

  it('names the sharer by name only: an owner without a name is "User", never their e-mail', async () => {
    const nameless = await t.server.signedInClient('nameless@example.com', 'Temporary');
    expect((await nameless.post('/api/auth/update-user', { name: '' })).status).toBe(200);
    await t.server.database.db
      .update(profiles)
      .set({ fullName: null })
      .where(eq(profiles.email, 'nameless@example.com'));
    const saved = await save(nameless);
    const shown = await expectJson<SharedScenario>(await shared(t.visitor, await tokenOf(nameless, saved.id)), 200);
    expect(shown.sharedBy).toBe('User');
    expect(JSON.stringify(shown)).not.toContain('nameless@example.com');
  });

  it('shows the scenario as it is now, after the owner saves changes', async () => {
    const saved = await save();
    const token = await tokenOf(t.ada, saved.id);
    await expectJson(await put(t.ada, saved.id, { ...scenario({ name: 'Changed' }), version: 1 }), 200);
    expect((await expectJson<SharedScenario>(await shared(t.visitor, token), 200)).name).toBe('Changed');
  });

  it('stops the old link when a new one is made, and every link when sharing stops or the scenario goes', async () => {
    const saved = await save();
    const first = await tokenOf(t.ada, saved.id);
    const second = await tokenOf(t.ada, saved.id);
    expect((await failure(await shared(t.visitor, first), 404)).message).toBe('Invalid or expired link');
    expect((await shared(t.visitor, second)).status).toBe(200);
    expect((await remove(t.ada, `${DOCUMENTS}/${saved.id}/link`)).status).toBe(204);
    expect((await shared(t.visitor, second)).status).toBe(404);
    expect(await expectJson<Scenario>(await t.ada.request(`${DOCUMENTS}/${saved.id}`), 200)).toMatchObject({
      isShared: false,
      version: 1,
    });

    const third = await tokenOf(t.ada, saved.id);
    expect((await remove(t.ada, `${DOCUMENTS}/${saved.id}`)).status).toBe(204);
    expect((await shared(t.visitor, third)).status).toBe(404);
  });

  it('answers 404 for malformed, truncated and unknown tokens', async () => {
    const saved = await save();
    const token = await tokenOf(t.ada, saved.id);
    for (const bad of [token.slice(0, -1), `${token}x`, 'x'.repeat(43), "'; drop table tool_documents; --", '%00']) {
      expect((await shared(t.visitor, encodeURIComponent(bad))).status).toBe(404);
    }
  });

  it('gives a link holder no way to change the scenario', async () => {
    const saved = await save();
    await tokenOf(t.ada, saved.id);
    expect((await put(t.visitor, saved.id, { ...scenario(), version: 1 })).status).toBe(401);
    expect((await put(t.bob, saved.id, { ...scenario(), version: 1 })).status).toBe(404);
    expect(
      (await t.visitor.request('/api/tools/equity-split/shared/x/', { method: 'PUT', json: scenario() })).status,
    ).toBe(404);
  });
});
