import { checkInOf } from '@core/tools/founder-motivation-radar/check-in-test-data';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { documentShown } from '@/test/document-bar';
import { fakeApi, preferencesOf, signedInApi } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { documentView, savedAnswer, savesNewAs } from '@/test/tool-document-answers';
import { FounderMotivationRadar } from './founder-motivation-radar';

const LOGS = '/api/tools/founder-motivation-radar/documents';
const region = (name: string) => screen.getByRole('region', { name });

const render = async () => {
  const rendered = renderRoutes([{ path: '/tool', Component: FounderMotivationRadar }], '/tool');
  await screen.findByRole('heading', { level: 1, name: 'Founder Motivation Radar' });
  await documentShown();
  return rendered;
};

describe('the Founder Motivation Radar', () => {
  // Wednesday 2 December 2026 at noon: ISO week 49 of 2026 (Mon 30 Nov – Sun 6 Dec).
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-12-02T12:00:00'));
  });
  afterEach(() => vi.useRealTimers());

  it("answers this week's check-in: every score said by its field until chosen, then saved and drawn on the radar", async () => {
    const calls = fakeApi(
      signedInApi({
        'GET /api/preferences': () => ({ body: preferencesOf({ autoSave: true }) }),
        [`GET ${LOGS}`]: () => ({ body: [] }),
        ...savesNewAs(LOGS, 'log1'),
      }),
    );
    const { user } = await render();
    await within(region('This week')).findByText('No check-ins yet');
    await user.click(within(region('This week')).getByRole('button', { name: 'Check in for this week' }));
    const dialog = await screen.findByRole('dialog', { name: 'Weekly check-in' });
    expect(dialog).toHaveAccessibleDescription(
      'Score each from 1 to 5. On every line 5 is the good end: for stress, 5 means calm.',
    );
    expect(within(dialog).getByLabelText('Week')).toHaveDisplayValue('Week 49 (Nov 30, 2026 – Dec 6, 2026)');
    await user.click(within(dialog).getByRole('button', { name: 'Save check-in' }));
    const energy = within(dialog).getByRole('radiogroup', { name: 'Energy' });
    expect(energy).toHaveAccessibleDescription('Choose a score from 1 to 5');
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);

    const choose = async (score: string, name: string | RegExp) =>
      user.click(within(within(dialog).getByRole('radiogroup', { name: score })).getByRole('radio', { name }));
    await choose('Energy', '4');
    await choose('Motivation', '3');
    await choose('Stress', '1 Overwhelmed');
    await choose('Sleep', '5 Restful');
    await choose('Focus', '3');
    await user.type(within(dialog).getByLabelText('Note (optional)'), 'Demo day prep');
    await user.click(within(dialog).getByRole('button', { name: 'Save check-in' }));

    // 4 + 3 + 1 + 5 + 3 = 16; 16 / 5 = 3.2
    await within(region('This week')).findByText(
      'You checked in for Week 49 (Nov 30, 2026 – Dec 6, 2026): an average of 3.2 out of 5.',
    );
    expect(within(region('Your radar')).getByRole('img')).toHaveAccessibleName(
      'Your latest check-in against your 4-week average: This week: Energy 4, Motivation 3, Stress 1, Sleep 5, and Focus 3.',
    );
    await waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      name: 'My check-ins',
      data: {
        timeZone: expect.any(String),
        reminderDay: null,
        checkIns: [checkInOf('2026-W49', [4, 3, 1, 5, 3], 'Demo day prep')],
      },
    });
    // One check-in a week: the button now edits it.
    expect(within(region('This week')).getByRole('button', { name: "Edit this week's check-in" })).toBeInTheDocument();
  });

  it('warns gently with resources when the average fell three weeks running, and sets the reminder', async () => {
    // Averages by hand: W46 20/5 = 4.0, W47 18/5 = 3.6, W48 16/5 = 3.2, W49 14/5 = 2.8 — three falls in a row.
    const data = {
      timeZone: 'Europe/Berlin',
      reminderDay: null,
      checkIns: [
        checkInOf('2026-W49', [3, 3, 2, 3, 3]),
        checkInOf('2026-W48', [3, 3, 3, 4, 3]),
        checkInOf('2026-W47', [4, 4, 3, 4, 3]),
        checkInOf('2026-W46', [4, 4, 4, 4, 4]),
      ],
    };
    const saved = documentView({ name: 'My check-ins', data }, { id: 'log1' });
    const calls = fakeApi(
      signedInApi({
        'GET /api/preferences': () => ({ body: preferencesOf({ autoSave: true }) }),
        [`GET ${LOGS}`]: () => ({
          body: [
            {
              id: 'log1',
              name: 'My check-ins',
              summary: '4 check-ins',
              version: 1,
              isShared: false,
              updatedAt: saved.updatedAt,
            },
          ],
        }),
        [`GET ${LOGS}/log1`]: () => ({ body: saved }),
        [`PUT ${LOGS}/log1`]: ({ body }) => savedAnswer(body, { id: 'log1', version: 2 }),
      }),
    );
    const { user } = await render();
    const warning = await screen.findByRole('region', { name: 'Your scores have been falling' });
    expect(
      within(warning).getByText(
        /^The average of your five scores went down each week for three weeks \(weeks 46 to 49\)\./,
      ),
    ).toBeInTheDocument();
    expect(within(warning).getByRole('link', { name: 'Mental Health Support (in this toolkit)' })).toHaveAttribute(
      'href',
      '/tool/mental-health-support',
    );
    expect(within(warning).getByRole('link', { name: 'Find A Helpline' })).toHaveAttribute(
      'href',
      'https://findahelpline.com/',
    );
    expect(within(warning).getByText(/^This is not medical advice/)).toBeInTheDocument();
    // The radar: W49 against the average of W48, W47, W46 — energy (3 + 4 + 4) / 3 = 3.7 (3.67), motivation 3.7,
    // stress (3 + 3 + 4) / 3 = 3.3, sleep (4 + 4 + 4) / 3 = 4, focus (3 + 3 + 4) / 3 = 3.3.
    expect(within(region('Your radar')).getByRole('img')).toHaveAccessibleName(
      'Your latest check-in against your 4-week average: This week: Energy 3, Motivation 3, Stress 2, Sleep 3, and Focus 3; Average of the previous 3 check-ins: Energy 3.7, Motivation 3.7, Stress 3.3, Sleep 4, and Focus 3.3.',
    );
    expect(within(region('Your check-ins')).getAllByRole('listitem')).toHaveLength(4);

    await user.selectOptions(within(region('Weekly reminder')).getByLabelText('Remind me on'), 'Monday');
    expect(
      within(region('Weekly reminder')).getByText(
        /^Every Monday from 08:00 \(.+\), if you have not checked in that week yet/,
      ),
    ).toBeInTheDocument();
    await waitFor(() => expect(calls.some((call) => call.method === 'PUT')).toBe(true));
    expect(
      (calls.find((call) => call.method === 'PUT')?.body as { data: { reminderDay: number } }).data.reminderDay,
    ).toBe(1);
  });
});
