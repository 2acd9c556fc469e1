import { describe, expect, it } from 'vitest';
import { accountImportSchema } from './import-contracts';

describe('accountImportSchema', () => {
  const page = (id: string, parentPageId: string | null) => ({
    id,
    parentPageId,
    title: id,
    pageOrder: 0,
    content: null,
  });
  const fileWithPages = (pages: unknown[]) => ({
    format: 'founder-toolkit-export',
    version: 1,
    ideas: [
      { id: 'i1', title: 'Idea', createdAt: '2026-11-01T10:00:00.000Z', updatedAt: '2026-11-01T10:00:00.000Z', pages },
    ],
  });
  const issuesOf = (file: unknown) =>
    accountImportSchema.safeParse(file).error?.issues.map(({ path, message }) => ({ path: path.join('.'), message }));

  it('reads a page tree whose parents come after their children', () => {
    expect(
      accountImportSchema.parse(fileWithPages([page('child', 'parent'), page('parent', null)])).ideas[0]!.pages,
    ).toHaveLength(2);
  });

  it('refuses an unknown parent, a page that is its own parent, and two pages with one id', () => {
    expect(issuesOf(fileWithPages([page('a', 'missing')]))).toEqual([
      { path: 'ideas.0.pages.0.parentPageId', message: 'Its parent page is not in the file' },
    ]);
    expect(issuesOf(fileWithPages([page('a', 'a')]))).toEqual([
      { path: 'ideas.0.pages.0.parentPageId', message: 'Its parent pages make a loop' },
    ]);
    expect(issuesOf(fileWithPages([page('a', null), page('a', null)]))).toEqual([
      { path: 'ideas.0.pages.1.id', message: 'Two pages have this id' },
    ]);
  });

  it('refuses a saved document whose name is not text beside another wrong field, listing both, without throwing', () => {
    const document = {
      toolId: 'equity-split',
      name: 42,
      data: { founders: [] },
      createdAt: 'yesterday',
      updatedAt: '2026-11-01T10:00:00.000Z',
    };
    const file = { format: 'founder-toolkit-export', version: 1, toolDocuments: [document, { ...document, name: 43 }] };
    expect(issuesOf(file)?.map(({ path }) => path)).toEqual(['toolDocuments.0.createdAt', 'toolDocuments.1.createdAt']);
  });

  describe('a property’s currency (ADR 0078)', () => {
    const fileWithProperties = (properties: unknown[]) => ({
      ...fileWithPages([]),
      ideas: [{ ...fileWithPages([]).ideas[0], properties }],
    });
    const property = (type: string, fields: Record<string, unknown> = {}) => ({
      label: type,
      type,
      value: null,
      position: 0,
      ...fields,
    });

    it("is the file's; a currency property of a file without one is in dollars (it was shown so); other types have none", () => {
      const file = fileWithProperties([
        property('currency', { currency: 'INR', value: 250000 }),
        property('currency', { value: 1234.5 }),
        property('text', { currency: null }),
        property('number'),
      ]);
      expect(
        accountImportSchema
          .parse(file)
          .ideas[0]!.properties.map(({ type, currency, value }) => [type, currency, value]),
      ).toEqual([
        ['currency', 'INR', 250000],
        ['currency', 'USD', 1234.5],
        ['text', null, ''],
        ['number', null, 0],
      ]);
    });

    it('refuses a currency we do not offer, and one on another type', () => {
      expect(issuesOf(fileWithProperties([property('currency', { currency: 'JPY' })]))).toEqual([
        { path: 'ideas.0.properties.0.currency', message: 'Choose a currency' },
      ]);
      expect(issuesOf(fileWithProperties([property('date', { currency: 'EUR' })]))).toEqual([
        { path: 'ideas.0.properties.0.currency', message: 'Only a currency property has a currency' },
      ]);
    });
  });

  it('fills what an older or hand-made file leaves out with the app’s defaults', () => {
    const [idea] = accountImportSchema.parse(fileWithPages([])).ideas;
    expect(idea).toMatchObject({
      description: '',
      priority: 'medium',
      ideaScore: 5,
      tags: [],
      isPinned: false,
      mainContent: null,
      properties: [],
      widgets: [],
      comments: [],
      shares: [],
    });
  });
});
