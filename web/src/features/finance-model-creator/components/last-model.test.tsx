import { screen, waitFor, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fakeApi, preferencesOf, signedInApi, signedInUser } from '@/test/fake-api';
import { bar, DOCUMENTS, figure, idleModel, saveStatus, summary, view } from '@/test/finance-test-fixtures';
import { heldAnswer } from '@/test/held-answer';
import { renderRoutes } from '@/test/render-app';
import { FinanceModelCreator } from './finance-model-creator';

/** While the page finds and opens the model: the header says so, with no name yet, and there is nothing to type in. */
const expectOpening = () => {
  expect(saveStatus()).toHaveTextContent(/^Opening…$/);
  expect(within(bar()).queryByRole('textbox')).toBeNull();
  expect(screen.queryByDisplayValue(/^Financial model/)).toBeNull();
  expect(screen.queryByLabelText('Starting cash')).toBeNull();
};

it('opens the model saved last before anything can be typed, never named by default meanwhile, then says Saved', async () => {
  const [list, model] = [heldAnswer(), heldAnswer()];
  const calls = fakeApi(signedInApi({ [`GET ${DOCUMENTS}`]: list.handler, [`GET ${DOCUMENTS}/m1`]: model.handler }));
  renderRoutes([{ path: '/tool', Component: FinanceModelCreator }], '/tool', {
    firstData: { user: signedInUser, preferences: preferencesOf() },
  });
  await screen.findByRole('heading', { level: 1, name: 'Finance Model Creator' });
  expectOpening();
  await list.send({ body: [summary('m1', 'Base')] });
  // The list has come (the page asks for the model saved last), and its next default name would be 'Financial model 2'.
  await waitFor(() => expect(calls.map((call) => call.path)).toContain(`${DOCUMENTS}/m1`));
  expectOpening();
  await model.send({ body: view('m1', 'Base', idleModel) });
  expect(await within(bar()).findByRole('textbox', { name: 'Scenario name' })).toHaveValue('Base');
  expect(saveStatus()).toHaveTextContent(/^Saved$/);
  expect(figure('Cash at the end')).toBe('€10,000');
});
