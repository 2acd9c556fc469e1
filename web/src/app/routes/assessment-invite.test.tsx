import type { AssessmentInviteInfo } from '@core/tools/cofounder-fit/assessment-contracts';
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { comparison, TOKEN } from '@/test/assessment-test-fixtures';
import { fakeApi, sessionOf } from '@/test/fake-api';
import { renderApp } from '@/test/render-app';

const INVITE = `/api/assessment-invites/${TOKEN}`;
const info = (overrides: Partial<AssessmentInviteInfo> = {}) => ({
  body: { inviterName: 'Ada Lovelace', isAnswered: false, expiresAt: '2031-01-01T00:00:00.000Z', ...overrides },
});
type Table = Parameters<typeof fakeApi>[0];

/** The invitation page for a visitor (no account). */
function openInvite(table: Table) {
  const calls = fakeApi({ 'GET /api/auth/get-session': sessionOf(null), ...table });
  return { ...renderApp(paths.assessmentInvite.getHref(TOKEN)), calls };
}

async function answerAll(user: ReturnType<typeof openInvite>['user'], ratings: string[]) {
  await user.click(await screen.findByRole('button', { name: 'Start Assessment' }));
  for (const rating of ratings) await user.click(screen.getByRole('button', { name: rating }));
}
const ratings = [
  '5 Strongly Agree',
  '2 Disagree',
  '3 Neutral',
  '4 Agree',
  '1 Strongly Disagree',
  '5 Strongly Agree',
  '5 Strongly Agree',
  '5 Strongly Agree',
  '5 Strongly Agree',
  '3 Neutral',
];

describe('an invitation to compare co-founder fit', () => {
  it('says who invited them, asks the ten questions, sends the answers and shows both side by side', async () => {
    const { user, calls } = openInvite({
      [`GET ${INVITE}`]: () => info(),
      [`POST ${INVITE}/answers`]: () => ({ status: 201, body: comparison }),
    });
    expect(
      await screen.findByText('Ada Lovelace invited you to take the Co-founder Fit Assessment'),
    ).toBeInTheDocument();
    await answerAll(user, ratings);
    expect(await screen.findByRole('heading', { level: 1, name: 'Your answers side by side' })).toHaveFocus();
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { answers: [5, 2, 3, 4, 1, 5, 5, 5, 5, 3] },
    ]);
    expect(screen.getByRole('group', { name: 'Ada Lovelace: 60% Fair' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'You: 76% Good' })).toBeInTheDocument();
    expect(screen.getAllByText(/^Talk about this/)).toHaveLength(5);
  });

  it('shows the comparison straight away once answered', async () => {
    openInvite({
      [`GET ${INVITE}`]: () => info({ isAnswered: true }),
      [`GET ${INVITE}/comparison`]: () => ({ body: comparison }),
    });
    expect(await screen.findByRole('group', { name: 'You: 76% Good' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Start Assessment' })).not.toBeInTheDocument();
  });

  it('keeps the answers when sending fails, and sends them again on Retry', async () => {
    let attempts = 0;
    const { user, calls } = openInvite({
      [`GET ${INVITE}`]: () => info(),
      [`POST ${INVITE}/answers`]: () => {
        attempts += 1;
        return attempts === 1
          ? { status: 503, body: { error: { code: 'SERVICE_UNAVAILABLE', message: 'Down' } } }
          : { status: 201, body: comparison };
      },
    });
    await answerAll(user, ratings);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Your answers could not be sent.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Your answers side by side' })).toBeInTheDocument();
    const posts = calls.filter((call) => call.method === 'POST').map((call) => call.body);
    expect(posts).toEqual([{ answers: [5, 2, 3, 4, 1, 5, 5, 5, 5, 3] }, { answers: [5, 2, 3, 4, 1, 5, 5, 5, 5, 3] }]);
  });

  it.each([
    [404, 'This invitation link is not valid'],
    [410, 'This invitation has expired'],
  ])('sends a %s link to the Link Expired page', async (status, message) => {
    openInvite({ [`GET ${INVITE}`]: () => ({ status, body: { error: { code: 'X', message } } }) });
    expect(await screen.findByText('This shared link is no longer valid or has expired')).toBeInTheDocument();
  });
});
