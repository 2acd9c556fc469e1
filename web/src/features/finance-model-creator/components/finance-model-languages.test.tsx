import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { loadI18n } from '@/lib/i18n/i18n-provider';
import { fakeApi, preferencesOf, signedInApi, signedInUser, INDIA } from '@/test/fake-api';
import { DOCUMENTS, savesNewModel } from '@/test/finance-test-fixtures';
import { renderRoutes } from '@/test/render-app';
import { FinanceModelCreator } from './finance-model-creator';

// Every text of the page has its German words (a missing one is a console error, which fails the test).
it('speaks the user’s language, amounts included', async () => {
  // The currency changed: Auto save keeps the new model.
  fakeApi(signedInApi({ [`GET ${DOCUMENTS}`]: () => ({ body: [] }), ...savesNewModel }));
  const { user } = renderRoutes([{ path: '/tool', Component: FinanceModelCreator }], '/tool', {
    i18n: await loadI18n('de', 'UTC'),
  });
  await screen.findByRole('heading', { level: 1, name: 'Finanzmodell-Generator' });
  // With nothing saved, a new model, named by default.
  expect(await screen.findByRole('textbox', { name: 'Name des Szenarios' })).toHaveValue('Finanzmodell 1');
  const basics = screen.getByRole('region', { name: 'Grundlagen' });
  await user.selectOptions(within(basics).getByLabelText('Währung'), 'INR');
  // The new model's cash at the end (133,541, as worked out in finance-model-creator.test.tsx), in lakhs, German style.
  expect(screen.getByText('Kassenbestand am Ende', { selector: 'dt' }).nextElementSibling?.textContent).toMatch(
    /^1\.33\.541\s₹$/,
  );
  expect(screen.getAllByText('Nicht innerhalb des Plans', { selector: 'dd' })).toHaveLength(2);
  expect(screen.getByRole('button', { name: 'CSV exportieren' })).toBeInTheDocument();
});

it("starts a new model in the company's currency (ADR 0070)", async () => {
  fakeApi(signedInApi({ [`GET ${DOCUMENTS}`]: () => ({ body: [] }) }));
  renderRoutes([{ path: '/tool', Component: FinanceModelCreator }], '/tool', {
    firstData: {
      user: signedInUser,
      preferences: preferencesOf(INDIA),
      toolDocuments: { toolId: 'finance-model-creator', documents: [] },
    },
  });
  await screen.findByRole('heading', { level: 1, name: 'Finance Model Creator' });
  expect(within(screen.getByRole('region', { name: 'Basics' })).getByLabelText('Currency')).toHaveValue('INR');
  // The new model's cash at the end, 133,541 (worked out in finance-model-creator.test.tsx), in rupees and lakhs.
  expect(screen.getByText('Cash at the end', { selector: 'dt' }).nextElementSibling).toHaveTextContent('₹1,33,541');
});
