import { screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fakeApi, preferencesOf, signedInApi, signedInUser, INDIA } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { TermSheetTranslator } from './term-sheet-translator';

it('starts a new analysis in rupees for an INR company (ADR 0070)', async () => {
  fakeApi(signedInApi({ 'GET /api/tools/term-sheet-translator/documents': () => ({ body: [] }) }));
  // As the server's page brings them (nothing saved): the new document starts from the first render's setting.
  renderRoutes([{ path: '/tool', Component: TermSheetTranslator }], '/tool', {
    firstData: {
      user: signedInUser,
      preferences: preferencesOf(INDIA),
      toolDocuments: { toolId: 'term-sheet-translator', documents: [] },
    },
  });
  await screen.findByRole('heading', { level: 1, name: 'Term Sheet Translator' });
  expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('INR');
});
