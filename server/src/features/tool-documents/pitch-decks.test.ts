import type { PitchDeckData } from '@core/tools/pitch-maker/pitch-decks';
import type { ToolDocumentView } from '@core/tools/tool-document-contracts';
import { describe, expect, it } from 'vitest';
import { expectJson, useTestServer } from '../../testing/use-test-server';
import { failure } from '../../testing/tool-document-test-helpers';

const t = useTestServer();
const DECKS = '/api/tools/pitch-maker/documents';

const slide = {
  id: 'problem',
  kind: 'problem' as const,
  title: 'Problem',
  body: 'Clinics lose slots to no-shows.',
  aiDraft: false,
};
const data: PitchDeckData = {
  ideaId: null,
  slides: [slide, { ...slide, id: 'ask', kind: 'ask', title: 'The ask', body: '' }],
};

describe('pitch decks, as tool documents', () => {
  it('saves a deck whole and gives it back, summarized by its slides', async () => {
    const saved = await expectJson<ToolDocumentView<PitchDeckData>>(
      await t.ada.post(DECKS, { name: 'Seed deck', data }),
      201,
    );
    expect(await expectJson(await t.ada.request(`${DECKS}/${saved.id}`), 200)).toMatchObject({
      name: 'Seed deck',
      data,
      version: 1,
    });
    expect(await expectJson(await t.ada.request(DECKS), 200)).toContainEqual(
      expect.objectContaining({ name: 'Seed deck', summary: '2 slides' }),
    );
    expect((await t.visitor.request(DECKS)).status).toBe(401);
  });

  it.each([
    ['a slide without a title', { ...data, slides: [{ ...slide, title: ' ' }] }, 'data.slides.0.title'],
    ['a deck without slides', { ...data, slides: [] }, 'data.slides'],
    ['a slide of an unknown kind', { ...data, slides: [{ ...slide, kind: 'appendix' }] }, 'data.slides.0.kind'],
  ])('refuses %s with a 422 naming the field', async (_label, bad, path) => {
    const error = await failure(await t.ada.post(DECKS, { name: `Bad ${path}`, data: bad }), 422);
    expect(error.issues?.map((issue) => issue.path)).toContain(path);
  });
});
