import { describe, expect, it } from 'vitest';
import { toolDocumentTexts } from '../tool-document-contracts';
import { findToolDocuments } from '../tool-documents';
import { competitorAnalysisDocuments } from './competitor-analyses';
import { competitorAnalysisDataSchema } from './competitor-analysis';
import { competitorColumn } from './testing/competitor-column';

const noSwot = { strengths: [], weaknesses: [], opportunities: [], threats: [] };
const column = competitorColumn;
const data = {
  currency: 'USD',
  axes: { x: 'Price', y: 'Ease of use' },
  competitors: [
    column('c0', 'ClinicDesk', { isOwn: true }),
    column('c1', 'Practo Ray', { features: { f1: 'partial' } }),
  ],
  features: [{ id: 'f1', name: 'WhatsApp reminders' }],
};

const issuesOf = (input: unknown) =>
  competitorAnalysisDataSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('a saved competitor analysis', () => {
  it('is registered, called an analysis, and summarized by its competitors, the own product not counted', () => {
    expect(findToolDocuments('competitor-analysis')).toBe(competitorAnalysisDocuments);
    const texts = toolDocumentTexts(competitorAnalysisDocuments);
    expect(texts.notFound).toBe('Analysis not found');
    expect(texts.nameTaken('Clinics')).toBe("You already have an analysis named 'Clinics'");
    expect(texts.tooMany).toBe('You can save up to 100 analyses. Delete one to save another.');
    const parsed = competitorAnalysisDataSchema.parse(data);
    expect(competitorAnalysisDocuments.summarize(parsed)).toBe('1 competitor');
    expect(
      competitorAnalysisDocuments.summarize({
        ...parsed,
        competitors: [...parsed.competitors, column('c2', 'Sheets')],
      }),
    ).toBe('2 competitors');
  });

  it('trims names and accepts a column with a SWOT, a price and a place on the map', () => {
    const parsed = competitorAnalysisDataSchema.parse({
      ...data,
      competitors: [
        column('c1', ' Practo Ray ', {
          price: 1499,
          position: { x: 0, y: 100 },
          swot: { ...noSwot, strengths: [' Brand '] },
        }),
      ],
    });
    expect(parsed.competitors[0]?.name).toBe('Practo Ray');
    expect(parsed.competitors[0]?.swot.strengths).toEqual(['Brand']);
  });

  it('names the field of what it refuses, with its message', () => {
    expect(issuesOf({ ...data, competitors: [column('c0', '  ')] })).toEqual([['competitors.0.name', 'Enter a name']]);
    // The same name in another case, trimmed, is the same name: the second one is named.
    expect(issuesOf({ ...data, competitors: [column('c0', 'Acme'), column('c1', ' ACME')] })).toEqual([
      ['competitors.1.name', 'Another column has this name'],
    ]);
    expect(
      issuesOf({
        ...data,
        features: [
          { id: 'f1', name: 'SSO' },
          { id: 'f2', name: 'sso' },
        ],
        competitors: [],
      }),
    ).toEqual([['features.1.name', 'Another feature has this name']]);
    expect(issuesOf({ ...data, features: [{ id: 'f1', name: '' }] })).toEqual([
      ['features.0.name', 'Name the feature'],
    ]);
    expect(issuesOf({ ...data, axes: { x: '', y: 'y'.repeat(41) } })).toEqual([
      ['axes.x', 'Name the axis'],
      ['axes.y', 'At most 40 characters'],
    ]);
    expect(
      issuesOf({
        ...data,
        competitors: Array.from({ length: 11 }, (_, index) => column(`c${index}`, `Rival ${index}`)),
      }),
    ).toEqual([['competitors', 'At most 10 columns']]);
    expect(
      issuesOf({ ...data, competitors: [column('c0', 'A', { isOwn: true }), column('c1', 'B', { isOwn: true })] }),
    ).toEqual([['competitors', 'Only one column is your product']]);
    expect(
      issuesOf({
        ...data,
        competitors: [column('c0', 'A', { swot: { ...noSwot, threats: Array.from({ length: 9 }, () => 'x') } })],
      }),
    ).toEqual([['competitors.0.swot.threats', 'At most 8 points']]);
    expect(
      issuesOf({ ...data, competitors: [column('c0', 'A', { swot: { ...noSwot, strengths: ['s'.repeat(201)] } })] }),
    ).toEqual([['competitors.0.swot.strengths.0', 'At most 200 characters']]);
    expect(issuesOf({ ...data, competitors: [column('c0', 'A', { price: -1 })] })).toEqual([
      ['competitors.0.price', 'Enter a price of 0 or more'],
    ]);
    expect(issuesOf({ ...data, competitors: [column('c0', 'A', { position: { x: 50, y: 101 } })] })).toEqual([
      ['competitors.0.position.y', 'A place from 0 to 100'],
    ]);
    expect(issuesOf({ ...data, competitors: [column('c0', 'A', { features: { gone: 'yes' } })] })).toEqual([
      ['competitors.0.features', 'A feature that is not in the matrix'],
    ]);
  });
});
