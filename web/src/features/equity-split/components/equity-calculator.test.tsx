import { fireEvent, screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fakeApi, sessionOf } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { EquityCalculator } from './equity-calculator';

/** The calculator as a visitor meets it (no saved scenarios: they need an account). */
const setup = async () => {
  fakeApi({ 'GET /api/auth/get-session': sessionOf(null) });
  const { user } = renderRoutes([{ path: '/', Component: EquityCalculator }]);
  await screen.findByRole('heading', { name: 'Equity Calculator' });
  return user;
};
const results = () => screen.getByRole('region', { name: 'Equity Split' });
const shownPercents = () =>
  within(results())
    .getAllByRole('definition')
    .map((item) => item.textContent);
const founderCard = (name: string) => screen.getByRole('region', { name });
const calculate = (user: Awaited<ReturnType<typeof setup>>) =>
  user.click(screen.getByRole('button', { name: 'Calculate Equity Split' }));

it('shows the default split only after Calculate: 220 and 225 of 445 → 49% and 51%', async () => {
  const user = await setup();
  expect(within(results()).queryAllByRole('definition')).toEqual([]);
  expect(within(founderCard('Founder 1')).getByLabelText('Role')).toHaveValue('CEO');
  expect(within(founderCard('Founder 2')).getByLabelText('Experience')).toHaveValue('90');
  await calculate(user);
  expect(shownPercents()).toEqual(['49%', '51%']);
  expect(
    within(results()).getByRole('img', { name: 'Equity split chart: Founder 1 49%, Founder 2 51%' }),
  ).toBeInTheDocument();
});

it('adds a founder at 25/100/50: 220, 225, 175 of 620 → 36%, 36%, 28%', async () => {
  const user = await setup();
  await calculate(user);
  await user.click(screen.getByRole('button', { name: 'Add Founder' }));
  const third = founderCard('Founder 3');
  expect(
    ['Contribution', 'Commitment', 'Experience'].map((label) => within(third).getByRole('slider', { name: label })),
  ).toEqual(['25', '100', '50'].map((value) => expect.objectContaining({ value })));
  expect(within(results()).getByRole('status')).toHaveTextContent('Out of date: calculate again');
  expect(shownPercents()).toEqual(['49%', '51%']);
  await calculate(user);
  expect(shownPercents()).toEqual(['36%', '36%', '28%']);
  expect(within(results()).getByRole('status')).toHaveTextContent('');
});

it('recalculates after a slider moves: contribution 40 → 41 gives 221 and 225 of 446 → 50% and 50%', async () => {
  const user = await setup();
  const slider = within(founderCard('Founder 1')).getByRole('slider', { name: 'Contribution' });
  slider.focus();
  // user-event does not implement a range input's arrow keys; this is the change the browser makes for ArrowRight.
  fireEvent.change(slider, { target: { value: '41' } });
  expect(within(founderCard('Founder 1')).getByText('41')).toBeInTheDocument();
  await calculate(user);
  expect(shownPercents()).toEqual(['50%', '50%']);
});

it('removes a founder but never the last one', async () => {
  const user = await setup();
  await user.click(screen.getByRole('button', { name: 'Remove Founder 2' }));
  expect(screen.queryByRole('region', { name: 'Founder 2' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Remove Founder 1' })).toBeDisabled();
  await calculate(user);
  expect(shownPercents()).toEqual(['100%']);
});

it('renames a founder and refuses to calculate without a name', async () => {
  const user = await setup();
  const name = within(founderCard('Founder 1')).getByLabelText('Name');
  await user.clear(name);
  expect(screen.getByText('Founder name is required')).toBeInTheDocument();
  await calculate(user);
  expect(screen.getByText('Give every founder a name before calculating.')).toBeInTheDocument();
  expect(within(results()).queryAllByRole('definition')).toEqual([]);
  await user.type(name, 'Asha');
  expect(screen.queryByText('Give every founder a name before calculating.')).not.toBeInTheDocument();
  await calculate(user);
  expect(
    within(results())
      .getAllByRole('term')
      .map((term) => term.textContent),
  ).toEqual(['Asha · CEO', 'Founder 2 · CTO']);
});

it("shows each founder's vesting table: 25% at the year-1 cliff", async () => {
  const user = await setup();
  await calculate(user);
  const vesting = screen.getByRole('region', { name: 'Vesting for Founder 1' });
  const rows = () =>
    within(within(vesting).getByRole('table', { name: 'Vested equity by year for Founder 1' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.children].map((cell) => cell.textContent));
  expect(rows()).toEqual([
    ['Year 1 (cliff)', '25%', '12.25%'],
    ['Year 2', '50%', '24.5%'],
    ['Year 3', '75%', '36.75%'],
    ['Year 4', '100%', '49%'],
  ]);
  expect(
    within(vesting).getByRole('img', { name: /^Vesting chart for Founder 1: nothing until month 12/ }),
  ).toBeInTheDocument();

  const cliff = within(vesting).getByLabelText('Cliff months');
  await user.clear(cliff);
  await user.type(cliff, '6');
  expect(rows()[0]).toEqual(['Month 6 (cliff)', '12.5%', '6.13%']);
  await user.type(cliff, '0');
  expect(within(vesting).getByText('The cliff cannot be longer than the vesting period')).toBeInTheDocument();
  expect(within(vesting).queryByRole('table')).not.toBeInTheDocument();

  const years = within(vesting).getByLabelText('Vesting years');
  await user.clear(cliff);
  await user.type(cliff, '6');
  for (const [typed, message] of [
    ['11', 'Vesting years must be more than 0 and at most 10'],
    ['1.55', 'Vesting years must come to whole months (e.g. 1.5)'],
    ['', 'Enter the vesting years'],
  ] as const) {
    await user.clear(years);
    if (typed) await user.type(years, typed);
    expect(within(vesting).getByText(message)).toBeInTheDocument();
  }
  await user.type(years, '1.5');
  expect(rows().at(-1)).toEqual(['Month 18', '100%', '49%']);
});
