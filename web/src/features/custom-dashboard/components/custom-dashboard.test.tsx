import type { TileAnswer } from '@core/dashboard/dashboard-tile';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { documentShown } from '@/test/document-bar';
import { fakeApi, preferencesOf, signedInApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { savesNewAs } from '@/test/tool-document-answers';
import { CustomDashboard } from './custom-dashboard';

const LAYOUTS = '/api/tools/custom-dashboard/documents';

/** The answer for a founder with a finance model and ideas: the other tools have none of their data. */
const TILES: TileAnswer[] = [
  {
    toolId: 'finance-model-creator',
    figure: {
      headline: { kind: 'months', value: 14 },
      lines: [
        {
          label: { id: 'dashboard.tile.financeModel.lowestCash', defaultMessage: 'Lowest cash' },
          value: { kind: 'money', amount: 2500, currency: 'USD' },
        },
      ],
      source: 'Base plan',
    },
  },
  { toolId: 'investor-crm', figure: null },
  { toolId: 'ai-accountant', figure: null },
  { toolId: 'your-ai-ca', figure: null },
  { toolId: 'personal-crm', figure: null },
  { toolId: 'idea-garage', figure: { headline: { kind: 'count', value: 7 }, lines: [], source: null } },
  { toolId: 'growth-experiment-lab', figure: null },
];

const headings = () => screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);

describe('the Custom Dashboard', () => {
  it("draws a new founder's default tiles from one answer, then adds, removes and moves tiles and saves the layout", async () => {
    const calls = fakeApi(
      signedInApi({
        'GET /api/preferences': () => ({ body: preferencesOf({ autoSave: true }) }),
        [`GET ${LAYOUTS}`]: () => ({ body: [] }),
        'GET /api/custom-dashboard/tiles': () => ({ body: TILES }),
        ...savesNewAs(LAYOUTS, 'layout1'),
      }),
    );
    const { user } = renderRoutes([{ path: '/tool', Component: CustomDashboard }], '/tool');
    await screen.findByRole('heading', { level: 1, name: 'Custom Dashboard' });
    await documentShown();
    const runway = await screen.findByTestId('tile-finance-model-creator');
    await within(runway).findByText('14 months');
    within(runway).getByText('$2,500');
    within(runway).getByText('From Base plan');
    const round = screen.getByTestId('tile-investor-crm');
    within(round).getByText('No investor pipeline yet');
    expect(within(round).getByRole('link', { name: 'Open Investor CRM' })).toHaveAttribute(
      'href',
      '/tool/investor-crm',
    );
    expect(headings()).toEqual([
      'Runway',
      'Round progress',
      'Net profit this month',
      'Next filings due',
      'Reconnect',
      'Ideas',
    ]);

    await user.selectOptions(screen.getByLabelText('Add a tile'), 'Running experiments');
    await user.click(screen.getByRole('button', { name: 'Add' }));
    await within(await screen.findByTestId('tile-growth-experiment-lab')).findByText('No experiments yet');
    await user.click(screen.getByRole('button', { name: 'Remove Reconnect' }));
    expect(screen.queryByTestId('tile-personal-crm')).toBeNull();
    expect(screen.getByTestId('dashboard-announcement')).toHaveTextContent('Reconnect removed.');
    await user.click(screen.getByRole('button', { name: 'Move Ideas earlier' }));
    expect(screen.getByTestId('dashboard-announcement')).toHaveTextContent('Ideas moved to place 4 of 6.');
    // The first tile cannot move earlier.
    expect(screen.getByRole('button', { name: 'Move Runway earlier' })).toBeDisabled();

    await waitFor(() =>
      expect(calls.filter((call) => call.method === 'POST' && call.path === LAYOUTS).at(-1)?.body).toEqual({
        name: 'My dashboard',
        data: {
          tiles: [
            'finance-model-creator',
            'investor-crm',
            'ai-accountant',
            'idea-garage',
            'your-ai-ca',
            'growth-experiment-lab',
          ],
        },
      }),
    );
    expect(calls.filter((call) => call.path === '/api/custom-dashboard/tiles')).toHaveLength(1);
  });
});
