import type { EsopPlanData } from '@core/tools/esop-planner/esop-plans';
import type { ToolDocumentInput } from '@core/tools/tool-document-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { documentBar, documentShown, saveStatus } from '@/test/document-bar';
import { fakeApi, preferencesOf, signedInApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { savesNewAs } from '@/test/tool-document-answers';
import { EsopPlanner } from './esop-planner';

const PLANS = '/api/tools/esop-planner/documents';

it('leaves out a grant emptied of everything typed — no mark, no stale pool, not saved — and checks a half-filled one', async () => {
  const calls = fakeApi(
    signedInApi({
      'GET /api/preferences': () => ({ body: preferencesOf({ autoSave: false }) }),
      [`GET ${PLANS}`]: () => ({ body: [] }),
      'GET /api/tools/equity-split/documents': () => ({ body: [] }),
      ...savesNewAs(PLANS, 'p1'),
    }),
  );
  const { user } = renderRoutes([{ path: '/tool', Component: EsopPlanner }], '/tool');
  await screen.findByRole('heading', { level: 1, name: 'ESOP Planner' });
  await documentShown();
  await user.click(screen.getByRole('button', { name: 'Add grant' }));
  const grant = screen.getByRole('group', { name: 'Grant 1' });
  for (const label of ['Shares granted', 'Grant date', 'Strike price per share', 'Vesting (years)', 'Cliff (months)'])
    await user.clear(within(grant).getByLabelText(label));

  expect(within(grant).getByText('Blank: left out of the plan until you fill it in.')).toBeInTheDocument();
  expect(grant.querySelector('[aria-invalid="true"]')).toBeNull();
  expect(screen.queryByText(/Showing the last valid results/)).not.toBeInTheDocument();
  await user.click(await documentBar().findByRole('button', { name: 'Save' }));
  await waitFor(() => expect(saveStatus()).toHaveTextContent(/^Saved$/));
  const sent = calls.find((call) => call.method === 'POST')?.body as ToolDocumentInput<EsopPlanData>;
  expect(sent.data.grants).toEqual([]);

  await user.type(within(grant).getByLabelText('Holder'), 'Priya');
  expect(within(grant).getByLabelText('Shares granted')).toHaveAccessibleDescription(
    'Enter a whole number of shares, 1 or more',
  );
  expect(within(grant).getByText('Correct this grant to see its vesting.')).toBeInTheDocument();
});
