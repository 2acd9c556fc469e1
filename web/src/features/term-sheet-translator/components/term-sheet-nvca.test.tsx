import { inDraft, NVCA_DRAG_ALONG, NVCA_LIQUIDATION_2020 } from '@core/tools/term-sheet-translator/nvca-fixtures';
import { fireEvent, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { documentShown } from '@/test/document-bar';
import { fakeApi, signedInApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { TermSheetTranslator } from './term-sheet-translator';

it("rates the NVCA model term sheet's capped participation and its drag-along as founders' counsel would, saying why", async () => {
  fakeApi(signedInApi({ 'GET /api/tools/term-sheet-translator/documents': () => ({ body: [] }) }));
  renderRoutes([{ path: '/tool', Component: TermSheetTranslator }], '/tool');
  await screen.findByRole('heading', { level: 1, name: 'Term Sheet Translator' });
  await documentShown();
  fireEvent.change(screen.getByLabelText('Term sheet text'), {
    // The July 2020 term sheet's Alternative 3 with its blanks filled as a draft would ('[one times]', '[three] times'),
    // and the pre-2020 term sheet's drag-along (nvca-fixtures.ts names the sources).
    target: {
      value: `${inDraft(NVCA_LIQUIDATION_2020.capped, ['[___ times]', '[one times]'], ['[_____] times', '[three] times'])}\n\n${NVCA_DRAG_ALONG.s13}`,
    },
  });

  // 'until the holders of Series A Preferred receive an aggregate of [three] times': capped at 3x, not a red flag.
  const preference = await screen.findByRole('article', { name: 'Liquidation preference' });
  expect(within(preference).getByText('Worth negotiating')).toBeInTheDocument();
  expect(
    within(preference).getByText(
      'Participating up to 3x: the investors take their preference and also share in the rest until they have 3 times their investment. Non-participating is more common; ask for it, or a lower cap.',
    ),
  ).toBeInTheDocument();
  // Approved by the Board and the Preferred: the founders are bound without the common's majority.
  const drag = screen.getByRole('article', { name: 'Drag-along' });
  expect(within(drag).getByText('Worth negotiating')).toBeInTheDocument();
  expect(
    within(drag).getByText(
      'A sale can be forced on every shareholder without a majority of the common shareholders agreeing, even when the founders must vote for it. Ask that it also need a majority of the common.',
    ),
  ).toBeInTheDocument();
});
