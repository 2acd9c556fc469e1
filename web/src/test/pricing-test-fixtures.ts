import type { PricingAnalysisData } from '@core/tools/pricing-strategy-simulator/pricing-analyses';
import type { ToolDocumentInput } from '@core/tools/tool-document-contracts';
import { screen } from '@testing-library/react';
import { fakeApi, signedInApi } from './fake-api';
import { PricingSimulator } from '@/features/pricing-strategy-simulator/components/pricing-simulator';
import { documentShown } from './document-bar';
import { renderRoutes } from './render-app';
import { documentView } from './tool-document-answers';

/** The pricing simulator's documents in the API. */
export const DOCUMENTS = '/api/tools/pricing-strategy-simulator/documents';
/** The analysis a1 as saved at `version`, on 26 November 2026. */
export const view = (input: ToolDocumentInput<PricingAnalysisData>, version = 1) =>
  documentView(input, { id: 'a1', version, updatedAt: '2026-11-26T10:00:00.000Z' });

/** An account with no analyses yet, whose new analysis saves (its calls recorded). */
export const fakeNewAnalysisApi = () =>
  fakeApi(
    signedInApi({
      [`GET ${DOCUMENTS}`]: () => ({ body: [] }),
      [`POST ${DOCUMENTS}`]: ({ body }) => ({
        status: 201,
        body: view(body as ToolDocumentInput<PricingAnalysisData>),
      }),
    }),
  );

export const render = async (path = '/tool') => {
  const rendered = renderRoutes([{ path: '/tool', Component: PricingSimulator }], path);
  await screen.findByRole('heading', { level: 1, name: 'Pricing Strategy Simulator' });
  await documentShown();
  return rendered;
};
/** The page redraws its chart and tables on each change: slow when the machine is shared. */
export const SLOW = 15_000;
export { pause } from './auto-save-pause';

export { bar } from './document-bar';
