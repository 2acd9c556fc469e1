import type { EquityScenarioData } from '@core/tools/equity-split/equity-scenarios';
import type { SharedToolDocument } from '@core/tools/tool-document-contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, sessionOf } from '@/test/fake-api';
import { renderCalculator, shownPercents, TOKEN, trio } from '@/test/scenario-test-fixtures';

describe('a scenario opened through its link', () => {
  const shared: SharedToolDocument<EquityScenarioData> = {
    name: 'Three ways',
    data: { founders: trio },
    sharedBy: 'Ada Lovelace',
    updatedAt: '2026-11-20T10:00:00.000Z',
  };

  it('is read-only: founders, split and vesting without inputs; a copy opens in the calculator', async () => {
    fakeApi({
      'GET /api/auth/get-session': sessionOf(null),
      [`GET /api/tools/equity-split/shared/${TOKEN}`]: () => ({ body: shared }),
    });
    const { user, history } = await renderCalculator(`/tool?share=${TOKEN}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Three ways' })).toBeInTheDocument();
    expect(screen.getByText('Shared equity scenario · read-only')).toBeInTheDocument();
    expect(screen.getByText(/^Shared by Ada Lovelace · saved/)).toBeInTheDocument();
    expect(shownPercents()).toEqual(['34%', '33%', '33%']);
    expect(screen.getByRole('region', { name: 'Vesting for Asha' })).toHaveTextContent(
      '48 months, cliff 12 months, then monthly',
    );
    expect(screen.queryAllByRole('slider')).toEqual([]);
    expect(screen.queryAllByRole('textbox')).toEqual([]);
    expect(screen.queryByRole('spinbutton')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open a Copy in the Calculator' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Equity Calculator' })).toBeInTheDocument();
    // The link stays in the address: for a visitor it is what opens the tool's gate.
    expect(history.location.search).toBe(`?share=${TOKEN}`);
    expect(shownPercents()).toEqual(['34%', '33%', '33%']);
    expect(within(screen.getByRole('region', { name: 'Asha' })).getByLabelText('Name')).toHaveValue('Asha');
  });

  it('says a stopped or unknown link is invalid, and opens the calculator', async () => {
    fakeApi({
      'GET /api/auth/get-session': sessionOf(null),
      [`GET /api/tools/equity-split/shared/${TOKEN}`]: () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'Invalid or expired link' } },
      }),
    });
    await renderCalculator(`/tool?share=${TOKEN}`);
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Equity Calculator'));
    expect(screen.getByRole('alert')).toHaveTextContent('Invalid or expired link');
    expect(screen.getByRole('button', { name: 'Calculate Equity Split' })).toBeInTheDocument();
  });
});
