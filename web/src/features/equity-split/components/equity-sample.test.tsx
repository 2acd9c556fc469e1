import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fakeApi, signedInApi } from '@/test/fake-api';
import { DOCUMENTS, renderSignedIn, shownPercents } from '@/test/scenario-test-fixtures';
import { pause } from '@/test/auto-save-pause';

const results = () => screen.getByRole('region', { name: 'Equity Split' });
const note = (name: string) => screen.queryByRole('note', { name });

it('labels the example founders, shows the way to a split, and tries a labelled sample, not saved untouched, removable', async () => {
  const calls = fakeApi(signedInApi({ [`GET ${DOCUMENTS}`]: () => ({ body: [] }) }));
  const { user } = await renderSignedIn();
  expect(note('Example figures')).toBeInTheDocument();
  expect(within(results()).getByText('No split yet')).toBeInTheDocument();
  expect(
    within(results()).getByText("Press 'Calculate Equity Split' to see each founder's share."),
  ).toBeInTheDocument();

  await user.click(within(results()).getByRole('button', { name: 'Try a sample' }));
  expect(note('Sample')).toHaveTextContent('This is a sample: invented figures to show how the tool works, not yours.');
  expect(note('Example figures')).not.toBeInTheDocument();
  expect(within(results()).getByText('Sample')).toBeInTheDocument();
  expect(screen.getByRole('region', { name: 'Asha (sample)' })).toBeInTheDocument();
  // Calculated already (equity-sample.ts): 220, 225 and 135 points of 580, largest remainders → 38 %, 39 %, 23 %.
  expect(shownPercents()).toEqual(['38%', '39%', '23%']);
  await pause();
  expect(calls.filter((call) => call.method !== 'GET')).toEqual([]);

  await user.click(within(note('Sample')!).getByRole('button', { name: 'Remove sample' }));
  expect(screen.getByRole('region', { name: 'Founder 1' })).toBeInTheDocument();
  expect(within(results()).getByText('No split yet')).toBeInTheDocument();
});
