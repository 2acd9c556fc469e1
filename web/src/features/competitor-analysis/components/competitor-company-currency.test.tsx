import { fireEvent, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fakeApi, INDIA, preferencesOf, signedInApi, signedInUser } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { savesNewAs } from '@/test/tool-document-answers';
import { CompetitorAnalysis } from './competitor-analysis';

it('starts a new analysis in rupees for an INR company and shows its prices grouped in lakhs (ADR 0070)', async () => {
  const documents = '/api/tools/competitor-analysis/documents';
  // Auto save is on: the analysis saves itself once it has a name.
  fakeApi(signedInApi({ [`GET ${documents}`]: () => ({ body: [] }), ...savesNewAs(documents, 'a1') }));
  renderRoutes([{ path: '/tool', Component: CompetitorAnalysis }], '/tool', {
    firstData: {
      user: signedInUser,
      preferences: preferencesOf(INDIA),
      toolDocuments: { toolId: 'competitor-analysis', documents: [] },
    },
  });
  await screen.findByRole('heading', { level: 1, name: 'Competitor Analysis' });
  expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('INR');
  fireEvent.click(screen.getByRole('button', { name: 'Add competitor' }));
  const competitor = within(screen.getByRole('group', { name: 'Competitor 1' }));
  fireEvent.change(competitor.getByLabelText('Name'), { target: { value: 'Practo Ray' } });
  fireEvent.change(competitor.getByLabelText('Price'), { target: { value: '150000' } });
  // 1,50,000: a lakh and a half, grouped as India writes it.
  const prices = within(screen.getByRole('row', { name: /^Price/ })).getAllByRole('cell');
  expect(prices.map((cell) => cell.textContent)).toEqual(['₹1,50,000']);
  await screen.findByText('Saved', { selector: '[data-testid="save-status"]' });
});
