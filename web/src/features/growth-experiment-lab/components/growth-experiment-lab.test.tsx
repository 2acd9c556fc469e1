import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentBar, documentShown, saveStatus } from '@/test/document-bar';
import { fakeApi, preferencesOf, signedInApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { savesNewAs } from '@/test/tool-document-answers';
import { GrowthExperimentLab } from './growth-experiment-lab';

const LABS = '/api/tools/growth-experiment-lab/documents';
const preferences = (autoSave: boolean) => () => ({ body: preferencesOf({ autoSave }) });

const render = async () => {
  const rendered = renderRoutes([{ path: '/tool', Component: GrowthExperimentLab }], '/tool');
  await screen.findByRole('heading', { level: 1, name: 'Growth Experiment Lab' });
  await documentShown();
  return rendered;
};
type User = Awaited<ReturnType<typeof render>>['user'];

/** Types the control's and Variant B's visitors and conversions into the open dialog. */
async function typeCounts(user: User, control: [string, string], variant: [string, string]) {
  const dialog = within(screen.getByRole('dialog'));
  for (const [group, [visitors, conversions]] of [
    ['Control', control],
    ['Variant B', variant],
  ] as const) {
    const fields = within(dialog.getByRole('group', { name: group }));
    await user.clear(fields.getByLabelText(`${group} visitors`));
    await user.type(fields.getByLabelText(`${group} visitors`), visitors);
    await user.clear(fields.getByLabelText(`${group} conversions`));
    await user.type(fields.getByLabelText(`${group} conversions`), conversions);
  }
}

describe('the Growth Experiment Lab', () => {
  it('logs an experiment from its dialog, says in plain words how the variant did, and saves the lab', async () => {
    const calls = fakeApi(
      signedInApi({
        'GET /api/preferences': preferences(false),
        [`GET ${LABS}`]: () => ({ body: [] }),
        ...savesNewAs(LABS, 'l1'),
      }),
    );
    const { user } = await render();
    await user.click(screen.getByRole('button', { name: 'Add an experiment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Add an experiment' }));
    await user.type(dialog.getByLabelText('Experiment name'), 'Pricing page headline');
    await user.type(dialog.getByLabelText('Metric'), 'Trials started');
    await user.selectOptions(dialog.getByLabelText('Status'), 'Running');
    await user.type(dialog.getByLabelText('Hypothesis'), 'A concrete headline starts more trials.');
    // cprior's tests/test_beta.py: Beta(40, 60) against Beta(70, 90) — 39 of 98 and 69 of 158 under Beta(1, 1)
    // priors — P(B > A) = 0.7262717462 → 73 %.
    await typeCounts(user, ['98', '39'], ['158', '69']);
    await user.click(dialog.getByRole('button', { name: 'Save experiment' }));

    const card = within(await screen.findByRole('article', { name: 'Pricing page headline' }));
    // By hand: 69/158 = 0.4367089, 39/98 = 0.3979592, 0.4367089 / 0.3979592 − 1 = 9.7 %; pooled 108/256 = 0.421875,
    // SE √(0.421875 · 0.578125 · (1/98 + 1/158)) = 0.0635010, z = 0.0387497 / 0.0635010 = 0.610, p = 0.542.
    expect(
      card.getByText('Variant B converts 9.7 % better; 73 % likely to beat control; not significant at 95 %'),
    ).toBeInTheDocument();
    // Unpooled SE √(0.3979592 · 0.6020408 / 98 + 0.4367089 · 0.5632911 / 158) = 0.0632582; ± 1.96 · SE = ± 0.1239838:
    // −8.5 to +16.3 points; over 0.3979592: −21.4 % to +40.9 %.
    expect(card.getAllByRole('definition').map((figure) => figure.textContent)).toEqual([
      '+3.9 points (95 %: −8.5 to +16.3 points)',
      '+9.7 % (95 %: −21.4 % to +40.9 %)',
      '0.542',
    ]);
    expect(card.getByRole('img')).toHaveAccessibleName(
      // Wald intervals by hand: 0.3979592 ± 1.96 · √(0.3979592 · 0.6020408 / 98) = ± 0.0969 → 30.1 % to 49.5 %;
      // 0.4367089 ± 1.96 · √(0.4367089 · 0.5632911 / 158) = ± 0.0773 → 35.9 % to 51.4 %.
      'Conversion rate by variant, with 95 % intervals: Control 39.8 % (30.1 % to 49.5 %); Variant B 43.7 % (35.9 % to 51.4 %).',
    );
    expect(card.getByText('Running')).toBeInTheDocument();

    await user.click(documentBar().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent(/^Saved$/));
    const sent = calls.find((call) => call.method === 'POST')?.body as {
      name: string;
      data: { experiments: { name: string; status: string; variants: unknown[] }[] };
    };
    expect(sent.name).toBe('Experiment lab 1');
    expect(sent.data.experiments[0]).toMatchObject({
      name: 'Pricing page headline',
      metric: 'Trials started',
      status: 'running',
      variants: [
        { id: 'control', name: 'Control', visitors: 98, conversions: 39 },
        { id: 'variant-1', name: 'Variant B', visitors: 158, conversions: 69 },
      ],
    });
  }, 30_000);

  it('says by the field what is wrong in the dialog, and keeps nothing until it is right', async () => {
    fakeApi(signedInApi({ 'GET /api/preferences': preferences(false), [`GET ${LABS}`]: () => ({ body: [] }) }));
    const { user } = await render();
    await user.click(screen.getByRole('button', { name: 'Add an experiment' }));
    const dialog = within(await screen.findByRole('dialog'));
    await typeCounts(user, ['100', '10'], ['100', '120']);
    await user.click(dialog.getByRole('button', { name: 'Save experiment' }));
    expect(dialog.getByLabelText('Experiment name')).toHaveAccessibleDescription('Name the experiment');
    expect(dialog.getByLabelText('Experiment name')).toHaveFocus();
    expect(dialog.getByLabelText('Variant B conversions')).toHaveAccessibleDescription(
      'Conversions cannot be more than visitors',
    );
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByText('No experiments yet')).toBeInTheDocument();
  });

  it('sizes a test from the baseline, effect, power and daily traffic', async () => {
    fakeApi(signedInApi({ 'GET /api/preferences': preferences(false), [`GET ${LABS}`]: () => ({ body: [] }) }));
    const { user } = await render();
    const planner = within(screen.getByRole('region', { name: 'Sample size planner' }));
    expect(planner.getByLabelText('Power (%)')).toHaveValue('80');
    expect(planner.getByLabelText('Significance, two-sided (%)')).toHaveValue('5');
    await user.type(planner.getByLabelText('Baseline conversion rate (%)'), '10');
    await user.type(planner.getByLabelText('Minimum detectable effect (relative %)'), '20');
    await user.type(planner.getByLabelText('Visitors a day, all groups'), '500');
    // Worked by hand in core's sample-size.test.ts: 3,840.8 → 3,841 per group; 7,682 at 500 a day: 16 days.
    expect(planner.getByText('3,841 visitors per group, 7,682 in all')).toBeInTheDocument();
    expect(planner.getByText('16 days at 500 visitors a day')).toBeInTheDocument();
    expect(
      planner.getByText('Finds a change from 10.00 % to 12.00 % 80 % of the time, with a 5.0 % false-positive rate.'),
    ).toBeInTheDocument();
    // R's power.prop.test(p1 = .50, p2 = .75, power = .90) → n = 76.7: 77 per group.
    const retype = async (label: string, value: string) => {
      await user.clear(planner.getByLabelText(label));
      await user.type(planner.getByLabelText(label), value);
    };
    await retype('Baseline conversion rate (%)', '50');
    await retype('Minimum detectable effect (relative %)', '50');
    await retype('Power (%)', '90');
    expect(planner.getByText('77 visitors per group, 154 in all')).toBeInTheDocument();
    expect(planner.getByText('1 day at 500 visitors a day')).toBeInTheDocument();

    await retype('Power (%)', '40');
    expect(planner.getByLabelText('Power (%)')).toHaveAccessibleDescription('Enter a power from 50 to 99.9 %');
    expect(planner.queryByText(/visitors per group/)).toBeNull();
  });

  it('tries a labelled sample, and removes it in one click', async () => {
    fakeApi(signedInApi({ 'GET /api/preferences': preferences(true), [`GET ${LABS}`]: () => ({ body: [] }) }));
    const { user } = await render();
    await user.click(screen.getByRole('button', { name: 'Try a sample' }));
    const card = within(await screen.findByRole('article', { name: 'Shorter sign-up form (sample)' }));
    // By hand (core's significance.test.ts): 200 of 2,000 against 260 of 2,000, +30.0 %, z = 2.97, significant.
    expect(
      card.getByText(/^Variant B converts 30\.0 % better; .+ likely to beat control; significant at 95 %$/),
    ).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Annual plan discount (sample)' })).toBeInTheDocument();
    expect(screen.getByText('3,841 visitors per group, 7,682 in all')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove sample' }));
    expect(await screen.findByText('No experiments yet')).toBeInTheDocument();
  });
});
