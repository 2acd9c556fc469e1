import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { documentBar, documentShown, saveStatus } from '@/test/document-bar';
import { fakeApi, preferencesOf, signedInApi } from '@/test/fake-api';
import { boardOf, ideaView } from '@/test/idea-fixtures';
import { renderRoutes } from '@/test/render-app';
import { savesNewAs } from '@/test/tool-document-answers';
import { FeaturePrioritizationRadar } from './feature-prioritization-radar';
import { TYPED_FEATURES, type TypedFeature } from '../../../../../test-support/typed-features';

const ROADMAPS = '/api/tools/feature-prioritization-radar/documents';
const clinic = ideaView({ id: '11111111-1111-4111-8111-111111111111', title: 'ClinicDesk' });

const render = async () => {
  const rendered = renderRoutes([{ path: '/tool', Component: FeaturePrioritizationRadar }], '/tool');
  await screen.findByRole('heading', { level: 1, name: 'Feature Prioritization Radar' });
  await documentShown();
  return rendered;
};

/** Adds a feature through its dialog, opened by the first 'Add feature' button on the page. */
async function addFeature(user: UserEvent, { name, reach, impact, confidence, effort, ice }: TypedFeature) {
  await user.click(screen.getAllByRole('button', { name: 'Add feature' })[0]!);
  const dialog = within(screen.getByRole('dialog', { name: 'Add a feature' }));
  await user.type(dialog.getByLabelText('Feature'), name);
  await user.type(dialog.getByLabelText('Reach per quarter'), reach);
  await user.selectOptions(dialog.getByLabelText('Impact'), impact);
  await user.selectOptions(dialog.getByLabelText('Confidence'), confidence);
  await user.type(dialog.getByLabelText('Effort (person-months)'), effort);
  for (const [label, value] of [
    ['ICE impact (1–10)', ice[0]],
    ['ICE confidence (1–10)', ice[1]],
    ['Ease (1–10)', ice[2]],
  ] as const)
    await user.type(dialog.getByLabelText(label), value!);
  await user.click(dialog.getByRole('button', { name: 'Save feature' }));
}

/** The ranked list's rows: rank, feature, RICE and ICE as shown. */
const rowsShown = () =>
  within(screen.getByRole('table', { name: 'Features ranked' }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => {
      const cells = within(row).getAllByRole('cell');
      return [
        cells[0]!.textContent,
        within(cells[1]!).getByRole('button').textContent,
        cells[2]!.textContent,
        cells[3]!.textContent,
      ];
    });

// The three features' scores are worked out by hand in test-support/typed-features.ts.
describe('the Feature Prioritization Radar', () => {
  it('ranks features by RICE, then by ICE either way, draws them, and saves the roadmap with its idea', async () => {
    const calls = fakeApi(
      signedInApi({
        'GET /api/preferences': () => ({ body: preferencesOf({ autoSave: false }) }),
        'GET /api/ideas': boardOf(clinic),
        [`GET ${ROADMAPS}`]: () => ({ body: [] }),
        ...savesNewAs(ROADMAPS, 'r1'),
      }),
    );
    const { user } = await render();
    expect(screen.getByText('No features yet', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
    for (const feature of TYPED_FEATURES) await addFeature(user, feature);

    expect(rowsShown()).toEqual([
      ['1', 'Weekly reports', '800', '6'],
      ['2', 'SMS reminders', '675', '7.33'],
      ['3', 'GST invoices', '400', '7'],
    ]);
    expect(
      screen.getByText('Reach 450 a quarter · impact 3 · confidence 100% · effort 2 person-months'),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Impact against effort: SMS reminders (Effort 2, Impact 3); GST invoices (Effort 4, Impact 1); Weekly reports (Effort 1, Impact 2).',
      }),
    ).toBeInTheDocument();

    // Ranked by ICE, highest first; the same header again turns the list round, its ranks kept.
    const ice = screen.getByRole('columnheader', { name: 'ICE' });
    await user.click(within(ice).getByRole('button', { name: 'ICE' }));
    expect(ice).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'RICE' })).toHaveAttribute('aria-sort', 'none');
    expect(rowsShown().map(([rank, name]) => `${rank} ${name}`)).toEqual([
      '1 SMS reminders',
      '2 GST invoices',
      '3 Weekly reports',
    ]);
    within(ice).getByRole('button', { name: 'ICE' }).focus();
    await user.keyboard('{Enter}');
    expect(ice).toHaveAttribute('aria-sort', 'ascending');
    expect(rowsShown().map(([rank, name]) => `${rank} ${name}`)).toEqual([
      '3 Weekly reports',
      '2 GST invoices',
      '1 SMS reminders',
    ]);
    expect(
      screen.getByRole('img', { name: /^Impact against ease: SMS reminders \(Ease 5, Impact 8\);/ }),
    ).toBeInTheDocument();
    // The 'Rank by' choice (the phone's way, where the score columns fold into the rows) says the same and sets it.
    expect(screen.getByLabelText('Rank by')).toHaveDisplayValue('ICE, lowest first');
    await user.selectOptions(screen.getByLabelText('Rank by'), 'ICE, highest first');
    expect(ice).toHaveAttribute('aria-sort', 'descending');
    expect(rowsShown().map(([rank]) => rank)).toEqual(['1', '2', '3']);

    // The reminders serve ClinicDesk.
    await user.click(screen.getByRole('button', { name: 'SMS reminders' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Feature' }));
    await user.selectOptions(await dialog.findByLabelText('Idea it serves'), 'ClinicDesk');
    await user.click(dialog.getByRole('button', { name: 'Save feature' }));
    expect(screen.getByRole('link', { name: 'ClinicDesk' })).toHaveAttribute(
      'href',
      `/tool/idea-garage/idea/${clinic.id}`,
    );
    expect(screen.getByRole('button', { name: 'SMS reminders' })).toHaveFocus();

    await user.click(documentBar().getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saveStatus()).toHaveTextContent(/^Saved$/));
    const sent = calls.find((call) => call.method === 'POST')?.body as {
      name: string;
      data: {
        reachPeriod: string;
        scoring: string;
        features: { name: string; idea: unknown; rice: unknown; ice: unknown }[];
      };
    };
    expect(sent.name).toBe('Roadmap 1');
    expect([sent.data.reachPeriod, sent.data.scoring]).toEqual(['quarter', 'ice']);
    expect(sent.data.features[0]).toMatchObject({
      name: 'SMS reminders',
      idea: { id: clinic.id, title: 'ClinicDesk' },
      rice: { reach: 450, impact: 3, confidence: 100, effort: 2 },
      ice: { impact: 8, confidence: 9, ease: 5 },
    });
  }, 60_000);

  it('says by each field what is wrong, focuses the first, and keeps nothing', async () => {
    fakeApi(
      signedInApi({
        'GET /api/preferences': () => ({ body: preferencesOf({ autoSave: false }) }),
        'GET /api/ideas': boardOf(clinic),
        [`GET ${ROADMAPS}`]: () => ({ body: [] }),
      }),
    );
    const { user } = await render();
    await user.click(screen.getByRole('button', { name: 'Add feature' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add a feature' }));
    await user.type(dialog.getByLabelText('Effort (person-months)'), '0.25');
    await user.type(dialog.getByLabelText('Ease (1–10)'), '11');
    await user.click(dialog.getByRole('button', { name: 'Save feature' }));
    expect(dialog.getByLabelText('Feature')).toHaveAccessibleDescription('Name the feature');
    expect(dialog.getByLabelText('Feature')).toHaveFocus();
    expect(dialog.getByLabelText('Reach per quarter')).toHaveAccessibleDescription(
      'Enter how many people it reaches, a whole number',
    );
    expect(dialog.getByLabelText('Effort (person-months)')).toHaveAccessibleDescription(
      'Enter the person-months it takes, from 0.5 to 120',
    );
    expect(dialog.getByLabelText('Ease (1–10)')).toHaveAccessibleDescription('Enter a whole number from 1 to 10');
    await user.click(dialog.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByText('No features yet', { selector: 'p' })).toBeInTheDocument();
  });
});
