import type { CompetitorAnalysisData } from '@core/tools/competitor-analysis/competitor-analysis';
import { competitorColumn } from '@core/tools/competitor-analysis/testing/competitor-column';
import type { ToolDocumentView } from '@core/tools/tool-document-contracts';
import { describe, expect, it } from 'vitest';
import { expectJson, useTestServer } from '../../testing/use-test-server';
import { failure } from '../../testing/tool-document-test-helpers';

const t = useTestServer();
const ANALYSES = '/api/tools/competitor-analysis/documents';

const data: CompetitorAnalysisData = {
  currency: 'INR',
  axes: { x: 'Price', y: 'Ease of use' },
  features: [{ id: 'gst', name: 'GST invoices' }],
  competitors: [
    competitorColumn('own', 'ClinicDesk', { isOwn: true, price: 2_000, position: { x: 40, y: 85 } }),
    competitorColumn('practo', 'Practo Ray', {
      features: { gst: 'yes' },
      swot: { strengths: ['Known brand'], weaknesses: [], opportunities: [], threats: [] },
    }),
  ],
};

describe('competitor analyses, as tool documents', () => {
  it('saves an analysis whole and gives it back, summarized by its competitors', async () => {
    const saved = await expectJson<ToolDocumentView<CompetitorAnalysisData>>(
      await t.ada.post(ANALYSES, { name: 'Clinic software', data }),
      201,
    );
    expect(await expectJson(await t.ada.request(`${ANALYSES}/${saved.id}`), 200)).toMatchObject({ data, version: 1 });
    // ClinicDesk is the founder's own product: one competitor.
    expect(await expectJson(await t.ada.request(ANALYSES), 200)).toContainEqual(
      expect.objectContaining({ name: 'Clinic software', summary: '1 competitor' }),
    );
  });

  it.each([
    [
      'a column named like another',
      { ...data, competitors: [...data.competitors, competitorColumn('copy', 'practo RAY')] },
      'data.competitors.2.name',
    ],
    [
      'a cell of a feature not in the matrix',
      { ...data, competitors: [competitorColumn('x', 'Zeta', { features: { sso: 'yes' } })] },
      'data.competitors.0.features',
    ],
    [
      'a place off the map',
      { ...data, competitors: [competitorColumn('x', 'Zeta', { position: { x: -1, y: 20 } })] },
      'data.competitors.0.position.x',
    ],
  ])('refuses %s with a 422 naming the field', async (_label, bad, path) => {
    const error = await failure(await t.ada.post(ANALYSES, { name: `Bad ${path}`, data: bad }), 422);
    expect(error.issues?.map((issue) => issue.path)).toContain(path);
  });
});
