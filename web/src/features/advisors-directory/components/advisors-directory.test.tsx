import type { AdvisorProfileView } from '@core/tools/advisors-directory/advisor-profile';
import type { AdvisorCard, AdvisorSearchPage } from '@core/tools/advisors-directory/advisor-search';
import type { IntroRequests, IntroRequestView } from '@core/tools/advisors-directory/intro-requests';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, sessionOf, signedInUser } from '@/test/fake-api';
import { renderRoutes } from '@/test/render-app';
import { AdvisorsDirectory } from './advisors-directory';

const BASE = '/api/advisors-directory';
const fields = {
  headline: 'Fintech operator',
  expertise: ['Payments', 'Pricing'],
  industries: ['Fintech'],
  howTheyHelp: 'Pricing and bank partners',
  hoursPerMonth: 4,
  openTo: ['calls' as const, 'angel' as const],
  contactPreference: 'email' as const,
  link: 'https://www.linkedin.com/in/mia',
};
const card = (changes: Partial<AdvisorCard> = {}): AdvisorCard => ({
  id: 'p-mia',
  name: 'Mia Mentor',
  ...fields,
  isMine: false,
  hasPendingIntro: false,
  ...changes,
});
const pageOf = (advisors: AdvisorCard[], total = advisors.length): { body: AdvisorSearchPage } => ({
  body: { advisors, total, page: 1, pageSize: 20 },
});
const intro = (changes: Partial<IntroRequestView> = {}): IntroRequestView => ({
  id: 'i1',
  status: 'pending',
  message: 'Could we talk about pricing?',
  createdAt: '2026-11-28T10:00:00.000Z',
  answeredAt: null,
  counterpart: { name: 'Bob Builder', headline: null, email: null },
  ...changes,
});

function setup(
  table: Parameters<typeof fakeApi>[0] = {},
  {
    profile = null,
    intros = { received: [], sent: [] },
  }: { profile?: AdvisorProfileView | null; intros?: IntroRequests } = {},
) {
  const calls = fakeApi({
    'GET /api/auth/get-session': sessionOf(signedInUser),
    [`GET ${BASE}/profile`]: () => ({ body: { profile } }),
    [`GET ${BASE}/advisors`]: () => pageOf([]),
    [`GET ${BASE}/intros`]: () => ({ body: intros }),
    ...table,
  });
  return { calls, ...renderRoutes([{ path: '/', Component: AdvisorsDirectory }], '/', { strict: true }) };
}

describe('Advisors Directory', () => {
  it('invites the user to publish a profile, says each wrong field by the field, and publishes what they wrote', async () => {
    const { user, calls } = setup({
      [`PUT ${BASE}/profile`]: ({ body }) => ({
        body: { id: 'p1', ...(body as object), isPublished: true, updatedAt: '2026-11-29T10:00:00.000Z' },
      }),
    });
    expect(await screen.findByText('No advisors yet')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Create your advisor profile' })[0]!);
    await user.type(screen.getByLabelText('Link (optional), e.g. LinkedIn'), 'ftp://me');
    await user.type(screen.getByLabelText('Hours a month (optional)'), 'many');
    await user.click(screen.getByRole('button', { name: 'Publish profile' }));
    expect(screen.getByText('Write a headline')).toBeInTheDocument();
    expect(screen.getByText('Add at least one area of expertise')).toBeInTheDocument();
    expect(screen.getByText('Enter between 1 and 200 hours')).toBeInTheDocument();
    expect(screen.getByText('Enter a web address starting with http:// or https://')).toBeInTheDocument();
    expect(screen.getByLabelText('Headline')).toHaveAttribute('aria-invalid', 'true');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);

    await user.type(screen.getByLabelText('Headline'), 'Fintech operator');
    await user.type(screen.getByLabelText('Expertise (separated by commas)'), 'Payments, Pricing');
    await user.type(screen.getByLabelText('How you can help founders'), 'Pricing and bank partners');
    await user.click(screen.getByRole('checkbox', { name: 'Calls' }));
    await user.clear(screen.getByLabelText('Hours a month (optional)'));
    await user.type(screen.getByLabelText('Hours a month (optional)'), '4');
    await user.clear(screen.getByLabelText('Link (optional), e.g. LinkedIn'));
    await user.click(screen.getByRole('button', { name: 'Publish profile' }));
    await waitFor(() => expect(calls.filter((call) => call.method === 'PUT')).toHaveLength(1));
    expect(calls.find((call) => call.method === 'PUT')!.body).toEqual({
      headline: 'Fintech operator',
      expertise: ['Payments', ' Pricing'],
      industries: [''],
      howTheyHelp: 'Pricing and bank partners',
      hoursPerMonth: 4,
      openTo: ['calls'],
      contactPreference: 'email',
      link: '',
    });
  });

  it('shows the server’s field messages by their fields', async () => {
    const { user } = setup({
      [`PUT ${BASE}/profile`]: () => ({
        status: 422,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'Must be at most 40 characters',
            issues: [{ path: 'industries.0', message: 'Must be at most 40 characters' }],
          },
        },
      }),
    });
    await user.click((await screen.findAllByRole('button', { name: 'Create your advisor profile' }))[0]!);
    await user.type(screen.getByLabelText('Headline'), 'H');
    await user.type(screen.getByLabelText('Expertise (separated by commas)'), 'E');
    await user.type(screen.getByLabelText('How you can help founders'), 'W');
    await user.click(screen.getByRole('checkbox', { name: 'Mentoring' }));
    await user.click(screen.getByRole('button', { name: 'Publish profile' }));
    expect(await screen.findByText('Must be at most 40 characters')).toBeInTheDocument();
    expect(screen.getByLabelText('Industries (separated by commas)')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows the published profile with Withdraw, and a withdrawn one with Publish again', async () => {
    const profile = { id: 'p1', ...fields, isPublished: true, updatedAt: '2026-11-29T10:00:00.000Z' };
    const { user, calls } = setup(
      { [`POST ${BASE}/profile/withdraw`]: () => ({ body: { ...profile, isPublished: false } }) },
      { profile },
    );
    expect(await screen.findByText('Published')).toBeInTheDocument();
    expect(screen.getByText('4 hours a month')).toBeInTheDocument();
    expect(screen.getByText('Calls, Angel investing')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Withdraw profile' }));
    await waitFor(() => expect(calls.some((call) => call.path === `${BASE}/profile/withdraw`)).toBe(true));
  });

  it('searches on the server and shows cards without addresses, one’s own marked; a refused intro says why by the button', async () => {
    const { user, calls } = setup({
      [`GET ${BASE}/advisors`]: ({ query }) =>
        query.q ? pageOf([card(), card({ id: 'p-me', name: 'Ada Lovelace', isMine: true })], 21) : pageOf([card()]),
      [`POST ${BASE}/advisors/p-mia/intros`]: () => ({
        status: 429,
        body: {
          error: {
            code: 'RATE_LIMITED',
            message: 'You have 5 intro requests waiting for an answer. You can send another once an advisor answers.',
          },
        },
      }),
    });
    await user.type(await screen.findByRole('searchbox', { name: 'Search advisors' }), 'pricing');
    await user.type(screen.getByLabelText('Industry'), 'Fintech');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('21 advisors')).toBeInTheDocument();
    expect(calls.findLast((call) => call.path === `${BASE}/advisors`)!.query).toEqual({
      q: ['pricing'],
      industry: ['Fintech'],
    });
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() =>
      expect(calls.findLast((call) => call.path === `${BASE}/advisors`)!.query).toEqual({
        q: ['pricing'],
        industry: ['Fintech'],
        page: ['2'],
      }),
    );
    const mine = within(screen.getByRole('article', { name: 'Ada Lovelace' }));
    expect(mine.getByText('Your profile')).toBeInTheDocument();
    expect(mine.queryByRole('button', { name: 'Request an intro' })).not.toBeInTheDocument();

    const mia = within(screen.getByRole('article', { name: 'Mia Mentor' }));
    expect(mia.getByRole('link', { name: 'Profile link' })).toHaveAttribute('href', 'https://www.linkedin.com/in/mia');
    await user.click(mia.getByRole('button', { name: 'Request an intro' }));
    await user.click(mia.getByRole('button', { name: 'Send request' }));
    expect(mia.getByText('Write a short message to the advisor')).toBeInTheDocument();
    await user.type(mia.getByLabelText('Message to Mia Mentor'), 'Hello Mia');
    await user.click(mia.getByRole('button', { name: 'Send request' }));
    expect(
      await mia.findByText(
        'You have 5 intro requests waiting for an answer. You can send another once an advisor answers.',
      ),
    ).toBeInTheDocument();
    expect(calls.findLast((call) => call.method === 'POST')!.body).toEqual({ message: 'Hello Mia' });
  });

  it('says when no advisor matches', async () => {
    const { user } = setup();
    await user.type(await screen.findByRole('searchbox', { name: 'Search advisors' }), 'zymurgy');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No advisors match your search')).toBeInTheDocument();
  });

  it('lists intro requests received, to accept or decline, and sent with the address once accepted', async () => {
    const { user, calls } = setup(
      { [`POST ${BASE}/intros/i1/answer`]: () => ({ body: intro({ status: 'accepted' }) }) },
      {
        intros: {
          received: [intro()],
          sent: [
            intro({
              id: 'i2',
              status: 'accepted',
              counterpart: { name: 'Mia Mentor', headline: 'Fintech operator', email: 'mia@example.com' },
            }),
          ],
        },
      },
    );
    const received = within(await screen.findByRole('list', { name: 'Received' }));
    expect(received.getByText('Could we talk about pricing?')).toBeInTheDocument();
    expect(received.getByText('Waiting for an answer')).toBeInTheDocument();
    const sent = within(screen.getByRole('list', { name: 'Sent' }));
    expect(sent.getByText('Accepted')).toBeInTheDocument();
    expect(sent.getByRole('link', { name: 'mia@example.com' })).toHaveAttribute('href', 'mailto:mia@example.com');
    await user.click(received.getByRole('button', { name: 'Accept' }));
    await waitFor(() =>
      expect(calls.find((call) => call.path === `${BASE}/intros/i1/answer`)!.body).toEqual({ answer: 'accept' }),
    );
  });
});
