import type { ToolDocumentView } from '@core/tools/tool-document-contracts';
import { describe, expect, it } from 'vitest';
import { expectJson, useTestServer } from '../../testing/use-test-server';
import { failure } from '../../testing/tool-document-test-helpers';

const t = useTestServer();
const JOURNALS = '/api/tools/mental-health-support/documents';
const journal = {
  name: 'My journal',
  data: { entries: [{ id: 'e1', on: '2026-11-30', mood: 2, note: 'Lost the pilot. Slept badly.' }] },
};

// The Mental Health Support tool's journals (ADR 0108): kept and read like any tool's documents, by their owner
// only, and never shared by a link.
describe('a journal', () => {
  it('is kept for its owner, and no one else reads it', async () => {
    const saved = await expectJson<ToolDocumentView<unknown>>(await t.ada.post(JOURNALS, journal), 201);
    expect(saved).toMatchObject({ name: 'My journal', data: journal.data, isShared: false });
    expect((await t.bob.request(`${JOURNALS}/${saved.id}`)).status).toBe(404);
    expect((await t.visitor.request(`${JOURNALS}/${saved.id}`)).status).toBe(401);
  });

  it('cannot be shared by a link: a 403, and it stays unshared', async () => {
    const saved = await expectJson<ToolDocumentView<unknown>>(
      await t.ada.post(JOURNALS, { ...journal, name: 'Second journal' }),
      201,
    );
    expect((await failure(await t.ada.post(`${JOURNALS}/${saved.id}/link`, {}), 403)).message).toBe(
      'This is private: it cannot be shared by a link.',
    );
    expect(await expectJson(await t.ada.request(`${JOURNALS}/${saved.id}`), 200)).toMatchObject({ isShared: false });
  });

  it('refuses a mood outside 1–5 by its field', async () => {
    const bad = { ...journal, data: { entries: [{ ...journal.data.entries[0], mood: 0 }] } };
    expect((await failure(await t.ada.post(JOURNALS, bad), 422)).issues).toMatchObject([
      { path: 'data.entries.0.mood', message: 'Choose how you feel' },
    ]);
  });
});
