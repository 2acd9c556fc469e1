import type { EquityScenarioData, ScenarioFounder } from '@core/tools/equity-split/equity-scenarios';
import type { ToolDocumentSummary, ToolDocumentView } from '@core/tools/tool-document-contracts';
import { screen, within } from '@testing-library/react';
import { EquityCalculator } from '@/features/equity-split/components/equity-calculator';
import { documentShown } from './document-bar';
import { renderRoutes } from './render-app';

/** The equity calculator's documents in the API. */
export const DOCUMENTS = '/api/tools/equity-split/documents';
export const TOKEN = 'S'.repeat(43);
export const vesting = { totalMonths: 48, cliffMonths: 12 };
export const founder = (
  id: string,
  name: string,
  contribution: number,
  commitment: number,
  experience: number,
): ScenarioFounder => ({
  id,
  name,
  role: '',
  contribution,
  commitment,
  experience,
  vesting,
});
/** 100, 100 and 100 points of 300: a third each, 34 / 33 / 33 with largest remainders going to the first. */
export const trio = [founder('a', 'Asha', 50, 50, 0), founder('b', 'Bo', 0, 50, 50), founder('c', 'Cy', 50, 0, 50)];
export const summary = (
  id: string,
  name: string,
  overrides: Partial<ToolDocumentSummary> = {},
): ToolDocumentSummary => ({
  id,
  name,
  summary: '3 founders',
  version: 1,
  isShared: false,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
export const view = (id: string, name: string, founders = trio, version = 1): ToolDocumentView<EquityScenarioData> => ({
  id,
  name,
  data: { founders },
  version,
  isShared: false,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
});

export const renderCalculator = async (path = '/tool') => {
  const rendered = renderRoutes([{ path: '/tool', Component: EquityCalculator }], path);
  await screen.findByRole('heading', { level: 1 });
  return rendered;
};
export const shownPercents = () =>
  within(screen.getByRole('region', { name: 'Equity Split' }))
    .getAllByRole('definition')
    .map((item) => item.textContent);

/** The calculator for a signed-in user, once it shows its scenario (the one saved last, or a new one). */
export const renderSignedIn = async () => {
  const rendered = await renderCalculator();
  await screen.findByRole('region', { name: 'Saved Scenarios' });
  await documentShown();
  return rendered;
};
export const panel = () => screen.getByRole('region', { name: 'Saved Scenarios' });

export { bar, savedSaid, saveStatus } from './document-bar';
