import type { FinanceModel } from '@core/tools/finance-model-creator/finance-model';
import type { ToolDocumentSummary, ToolDocumentView } from '@core/tools/tool-document-contracts';
import { screen } from '@testing-library/react';
import { FinanceModelCreator } from '@/features/finance-model-creator/components/finance-model-creator';
import { documentShown } from './document-bar';
import { fakeApi, signedInApi } from './fake-api';
import { renderRoutes } from './render-app';
import { savesNewAs } from './tool-document-answers';

/** The finance model's documents in the API. */
export const DOCUMENTS = '/api/tools/finance-model-creator/documents';
export const TOKEN = 'F'.repeat(43);

/** The value shown beside a figure's label ('Runway', 'Cash at the end'). */
export const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
export const section = (name: string) => screen.getByRole('region', { name });

/** A saved model to work out by hand: €10,000 for 12 months, with nothing coming in or going out. */
export const idleModel: FinanceModel = {
  currency: 'EUR',
  months: 12,
  startingCash: 10_000,
  costOfRevenuePercent: 0,
  streams: [],
  headcount: [],
  expenses: [],
  funding: [],
};

export const summary = (
  id: string,
  name: string,
  overrides: Partial<ToolDocumentSummary> = {},
): ToolDocumentSummary => ({
  id,
  name,
  summary: '24 months · USD',
  version: 1,
  isShared: false,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
export const view = (id: string, name: string, data: FinanceModel, version = 1): ToolDocumentView<FinanceModel> => ({
  id,
  name,
  data,
  version,
  isShared: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

/** The API opening the saved scenario 'Base' (m1), €10,000 idle, as the page opens the one saved last. */
export const opensBase = { [`GET ${DOCUMENTS}/m1`]: () => ({ body: view('m1', 'Base', idleModel) }) };

/** The API saving a new model as m1 (Auto save sends one once a field changes). */
export const savesNewModel = savesNewAs(DOCUMENTS, 'm1');

/**
 * The page for a signed-in user, at `path` (`/tool?share=…`), the API answering as `api` says (no saved scenarios by
 * default), once it shows its model (the one saved last, or a new one).
 */
export const renderTool = async (api: Parameters<typeof signedInApi>[0] = {}, path = '/tool') => {
  const calls = fakeApi(signedInApi({ [`GET ${DOCUMENTS}`]: () => ({ body: [] }), ...api }));
  const rendered = renderRoutes([{ path: '/tool', Component: FinanceModelCreator }], path);
  await screen.findByRole('heading', { level: 1 });
  await documentShown();
  return { ...rendered, calls };
};

export { bar, savedSaid, saveStatus } from './document-bar';
