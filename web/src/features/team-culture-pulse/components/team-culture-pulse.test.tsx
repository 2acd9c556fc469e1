import type { PulseResults } from '@core/tools/team-culture-pulse/pulse-results';
import type { PulseSurveyInput, PulseSurveyView } from '@core/tools/team-culture-pulse/pulse-survey';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, sessionOf, signedInUser } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { TeamCulturePulse } from './team-culture-pulse';

const BASE = '/api/team-culture-pulse';
const TOKEN = 'k'.repeat(43);
const surveyOf = (input: PulseSurveyInput, answerCount = 0, number = 1): PulseSurveyView => ({
  id: 's1',
  teamName: input.teamName,
  questions: input.questions.map(({ id, text }) => ({ id, text: text.trim() })),
  hasLink: true,
  currentRound: { number, openedAt: '2026-11-30T09:00:00.000Z', answerCount },
  createdAt: '2026-11-30T09:00:00.000Z',
});
const noFigures = (answerCount: number): PulseResults => ({
  threshold: 3,
  rounds: [{ number: 1, openedAt: '2026-11-30T09:00:00.000Z', closedAt: null, answerCount, figures: null }],
});

function setup(table: Parameters<typeof fakeApi>[0]) {
  const calls = fakeApi({ 'GET /api/auth/get-session': sessionOf(signedInUser), ...table });
  return { calls, ...renderRoutes([{ path: '/', Component: TeamCulturePulse }], '/', { strict: true }) };
}

describe('Team Culture Pulse', () => {
  it('starts from the suggested questions, names a wrong field, and shows the new link once', async () => {
    let surveys: PulseSurveyView[] = [];
    const { user, calls } = setup({
      [`GET ${BASE}/surveys`]: () => ({ body: surveys }),
      [`POST ${BASE}/surveys`]: ({ body }) => {
        surveys = [surveyOf(body as PulseSurveyInput)];
        return { status: 201, body: { survey: surveys[0], token: TOKEN } };
      },
      [`GET ${BASE}/surveys/s1/results`]: () => ({ body: noFigures(0) }),
    });
    await user.click(await screen.findByRole('button', { name: 'Create a pulse survey' }));
    expect(screen.getByLabelText('Question 1')).toHaveValue('I understand what is expected of me in my role');
    expect(screen.getAllByLabelText(/^Question \d+$/)).toHaveLength(7);
    // Five suggestions removed, one reworded, one added and left blank.
    for (let removed = 0; removed < 5; removed += 1)
      await user.click(screen.getByRole('button', { name: 'Remove question 3' }));
    await user.clear(screen.getByLabelText('Question 2'));
    await user.type(screen.getByLabelText('Question 2'), 'I feel heard');
    await user.click(screen.getByRole('button', { name: 'Add a question' }));
    await user.click(screen.getByRole('button', { name: 'Create survey and link' }));
    expect(screen.getByText('Name your company or team')).toBeInTheDocument();
    expect(screen.getByText('Write the question, or remove it')).toBeInTheDocument();
    expect(calls.filter(({ method }) => method === 'POST')).toEqual([]);

    await user.type(screen.getByLabelText('Company or team name'), 'Acme');
    expect(screen.getByText('How likely are you to recommend Acme as a place to work?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove question 3' }));
    await user.click(screen.getByRole('button', { name: 'Create survey and link' }));

    expect(await screen.findByLabelText('Anonymous survey link')).toHaveValue(
      `${window.location.origin}/pulse/${TOKEN}`,
    );
    expect(calls.find(({ method }) => method === 'POST')?.body).toEqual({
      teamName: 'Acme',
      questions: [
        { id: 'role-clarity', text: 'I understand what is expected of me in my role' },
        { id: 'voice', text: 'I feel heard' },
      ],
    });
    expect(screen.getByRole('heading', { name: 'Acme' })).toBeInTheDocument();
    expect(screen.getByText('Round 1 open since Nov 30, 2026 · no answers yet')).toBeInTheDocument();
    expect(await screen.findByText('Not enough answers yet to keep them anonymous')).toBeInTheDocument();
  });

  it('shows each round’s eNPS and averages once it reached the threshold, and opens a new round', async () => {
    const input = { teamName: 'Acme', questions: [{ id: 'voice', text: 'I feel heard' }] };
    let surveys = [surveyOf(input, 3)];
    // Round 1: 10, 9, 5 → 2 promoters, 1 detractor: 2/3 − 1/3 = 33.3…, shown as +33; voice (5 + 4 + 2) / 3 = 3.67 → 3.7.
    const results: PulseResults = {
      threshold: 3,
      rounds: [
        {
          number: 1,
          openedAt: '2026-11-30T09:00:00.000Z',
          closedAt: null,
          answerCount: 3,
          figures: {
            enps: 100 / 3,
            promoters: 2,
            passives: 0,
            detractors: 1,
            averages: [{ questionId: 'voice', text: 'I feel heard', average: 11 / 3 }],
          },
        },
      ],
    };
    const { user, calls } = setup({
      [`GET ${BASE}/surveys`]: () => ({ body: surveys }),
      [`GET ${BASE}/surveys/s1/results`]: () => ({ body: results }),
      [`POST ${BASE}/surveys/s1/rounds`]: () => {
        surveys = [surveyOf(input, 0, 2)];
        return { status: 201, body: surveys[0] };
      },
    });
    expect(await screen.findByText('eNPS +33 (2 promoters, 0 passives, 1 detractor)')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: /^eNPS by round/ })).toBeInTheDocument();
    expect(screen.getByText('I feel heard').closest('li')).toHaveTextContent('Q1I feel heard3.7');
    expect(screen.getByText('Your team’s link works.', { exact: false })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Open a new round' }));
    const dialog = await screen.findByRole('dialog', { name: 'Open round 2?' });
    await user.click(within(dialog).getByRole('button', { name: 'Open a new round' }));
    expect(await screen.findByText('Round 2 open since Nov 30, 2026 · no answers yet')).toBeInTheDocument();
    expect(calls.filter(({ method }) => method === 'POST').map(({ path }) => path)).toEqual([
      `${BASE}/surveys/s1/rounds`,
    ]);
  });
});
