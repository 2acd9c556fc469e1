import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fakeApi, preferencesOf, signedInApi, signedInUser, INDIA } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { MarketResearchAgent } from './market-research-agent';

it('starts a new market in rupees for an INR company (ADR 0070)', async () => {
  fakeApi(signedInApi({ 'GET /api/tools/market-research-agent/documents': () => ({ body: [] }) }));
  // As the server's page brings them (nothing saved): the new document starts from the first render's setting.
  renderRoutes([{ path: '/tool', Component: MarketResearchAgent }], '/tool', {
    firstData: {
      user: signedInUser,
      preferences: preferencesOf(INDIA),
      toolDocuments: { toolId: 'market-research-agent', documents: [] },
    },
  });
  await screen.findByRole('heading', { level: 1, name: 'Market Research Agent' });
  expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('INR');
});
