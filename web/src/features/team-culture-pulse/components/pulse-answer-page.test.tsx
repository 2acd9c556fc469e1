import type { PulseInvitation } from '@core/tools/team-culture-pulse/pulse-survey';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, sessionOf } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { PulseAnswerPage } from './pulse-answer-page';

const TOKEN = 'T'.repeat(43);
const PATH = `/api/pulse/${TOKEN}`;
const invitation = (changes: Partial<PulseInvitation> = {}): PulseInvitation => ({
  teamName: 'Acme',
  round: 2,
  questions: [
    { id: 'clarity', text: 'I understand what is expected of me in my role' },
    { id: 'workload', text: 'My workload is sustainable' },
  ],
  hasAnswered: false,
  ...changes,
});

function setup(table: Parameters<typeof fakeApi>[0]) {
  const calls = fakeApi({ 'GET /api/auth/get-session': sessionOf(null), ...table });
  const view = renderRoutes([{ path: '/', Component: () => <PulseAnswerPage token={TOKEN} /> }], '/', { strict: true });
  return { calls, ...view };
}

describe('the pulse answer page', () => {
  it('asks the eNPS question and each agreement, names what is missing, and sends one anonymous answer', async () => {
    const { user, calls } = setup({
      [`GET ${PATH}`]: () => ({ body: invitation() }),
      [`POST ${PATH}/answers`]: () => ({ status: 201, body: { answered: true } }),
    });
    expect(await screen.findByRole('heading', { name: 'Acme team pulse' })).toBeInTheDocument();
    expect(screen.getByText('Round 2')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(screen.getByText('Choose a score from 0 to 10')).toBeInTheDocument();
    expect(screen.getAllByText('Choose how much you agree')).toHaveLength(2);
    expect(calls.filter(({ method }) => method === 'POST')).toEqual([]);

    const enps = screen.getByRole('group', { name: 'How likely are you to recommend Acme as a place to work?' });
    await user.click(within(enps).getByRole('radio', { name: '9' }));
    const clarity = screen.getByRole('group', { name: 'I understand what is expected of me in my role' });
    await user.click(within(clarity).getByRole('radio', { name: 'Agree' }));
    const workload = screen.getByRole('group', { name: 'My workload is sustainable' });
    await user.click(within(workload).getByRole('radio', { name: 'Strongly disagree' }));
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));

    expect(await screen.findByText('Thank you. Your answers were sent anonymously.')).toBeInTheDocument();
    expect(calls.filter(({ method }) => method === 'POST').map(({ body }) => body)).toEqual([
      { enps: 9, agreements: { clarity: 4, workload: 1 } },
    ]);
  });

  it('says a browser that answered this round already has, with no form', async () => {
    setup({ [`GET ${PATH}`]: () => ({ body: invitation({ hasAnswered: true }) }) });
    expect(await screen.findByText('You have already answered this round')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Send my answers' })).not.toBeInTheDocument();
  });

  it('says the server’s refusal of a second answer in its exact words', async () => {
    const { user } = setup({
      [`GET ${PATH}`]: () => ({ body: invitation({ questions: [{ id: 'clarity', text: 'Clear goals' }] }) }),
      [`POST ${PATH}/answers`]: () => ({
        status: 409,
        body: { error: { code: 'CONFLICT', message: 'You have already answered this round' } },
      }),
    });
    await user.click(await screen.findByRole('radio', { name: '10' }));
    await user.click(screen.getByRole('radio', { name: 'Strongly agree' }));
    await user.click(screen.getByRole('button', { name: 'Send my answers' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have already answered this round');
  });

  it('says a link that no longer works so', async () => {
    setup({
      [`GET ${PATH}`]: () => ({
        status: 404,
        body: { error: { code: 'NOT_FOUND', message: 'This survey link does not work any more' } },
      }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This survey link does not work any more');
  });
});
