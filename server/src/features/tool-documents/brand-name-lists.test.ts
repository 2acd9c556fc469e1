import type { BrandNameListData } from '@core/tools/brand-name-suggester/brand-name-lists';
import type { ToolDocumentView } from '@core/tools/tool-document-contracts';
import { describe, expect, it } from 'vitest';
import { expectJson, useTestServer } from '../../testing/use-test-server';
import { failure } from '../../testing/tool-document-test-helpers';

const t = useTestServer();
const LISTS = '/api/tools/brand-name-suggester/documents';

const inputs = { businessType: 'Tea shop', keywords: 'green, leaf', description: '' };
const greaf = {
  name: 'Greaf',
  domain: 'greaf.com',
  category: 'Creative' as const,
  source: 'generator' as const,
  aiDraft: false,
  liked: true,
  saved: false,
  check: { status: 'registered' as const, checkedAt: '2026-11-27T05:40:00.000Z' },
};
const data: BrandNameListData = { inputs, generated: inputs, names: [greaf] };

describe('Brand name lists, as tool documents', () => {
  it('saves a list whole and gives it back, summarized by its kept names', async () => {
    const saved = await expectJson<ToolDocumentView<BrandNameListData>>(
      await t.ada.post(LISTS, { name: 'Tea names', data }),
      201,
    );
    expect(await expectJson(await t.ada.request(`${LISTS}/${saved.id}`), 200)).toMatchObject({
      name: 'Tea names',
      data,
      version: 1,
    });
    expect(await expectJson(await t.ada.request(LISTS), 200)).toContainEqual(
      expect.objectContaining({ name: 'Tea names', summary: '1 name' }),
    );
    expect((await t.visitor.request(LISTS)).status).toBe(401);
  });

  it.each([
    ['a domain twice', { ...data, names: [greaf, greaf] }, 'data.names'],
    [
      'a domain not as it is looked up',
      { ...data, names: [{ ...greaf, domain: 'https://greaf.com' }] },
      'data.names.0.domain',
    ],
    ['a name from nowhere', { ...data, names: [{ ...greaf, source: 'oracle' }] }, 'data.names.0.source'],
    [
      'generated inputs that make no names',
      { ...data, generated: { ...inputs, keywords: '42' } },
      'data.generated.keywords',
    ],
  ])('refuses %s with a 422 naming the field', async (_label, bad, path) => {
    const error = await failure(await t.ada.post(LISTS, { name: `Bad ${path}`, data: bad }), 422);
    expect(error.issues?.map((issue) => issue.path)).toContain(path);
  });
});
