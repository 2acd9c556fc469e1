import type { InboxPage } from '@core/notifications/notification-contracts';
import type { AdvisorProfileInput, AdvisorProfileView } from '@core/tools/advisors-directory/advisor-profile';
import type { AdvisorSearchPage } from '@core/tools/advisors-directory/advisor-search';
import type { IntroRequests, IntroRequestView } from '@core/tools/advisors-directory/intro-requests';
import type { TestClient } from './test-client';
import { expectJson } from './use-test-server';

export const ADVISORS = '/api/advisors-directory';

/** A profile that passes, changed by `changes`. */
export const profileInput = (changes: Partial<AdvisorProfileInput> = {}): AdvisorProfileInput => ({
  headline: 'Fintech operator, ex-Stripe',
  expertise: ['Payments', 'Pricing'],
  industries: ['Fintech'],
  howTheyHelp: 'I help founders price their product and find their first bank partners.',
  hoursPerMonth: 4,
  openTo: ['calls', 'mentoring'],
  contactPreference: 'email',
  link: 'https://www.linkedin.com/in/ada',
  ...changes,
});

type ErrorBody = { error: { code: string; message: string; issues?: { path: string; message: string }[] } };
export const errorOf = async (response: Response, status: number) =>
  (await expectJson<ErrorBody>(response, status)).error;

export const publish = async (client: TestClient, changes: Partial<AdvisorProfileInput> = {}) =>
  expectJson<AdvisorProfileView>(
    await client.request(`${ADVISORS}/profile`, { method: 'PUT', json: profileInput(changes) }),
    200,
  );

export const search = async (client: TestClient, query = '') =>
  expectJson<AdvisorSearchPage>(await client.request(`${ADVISORS}/advisors${query}`), 200);

export const askIntro = (client: TestClient, profileId: string, message = 'Could we talk about pricing?') =>
  client.post(`${ADVISORS}/advisors/${profileId}/intros`, { message });

export const answer = (client: TestClient, introId: string, reply: 'accept' | 'decline') =>
  client.post(`${ADVISORS}/intros/${introId}/answer`, { answer: reply });

export const introsOf = async (client: TestClient) =>
  expectJson<IntroRequests>(await client.request(`${ADVISORS}/intros`), 200);

export const sentIntro = async (client: TestClient, profileId: string, message?: string) =>
  expectJson<IntroRequestView>(await askIntro(client, profileId, message), 201);

/** The user's inbox lines of the directory's kinds. */
export const introNews = async (client: TestClient) =>
  (await expectJson<InboxPage>(await client.request('/api/notifications'), 200)).notifications.filter((n) =>
    n.kind.startsWith('advisor_intro'),
  );
