import { burningPlan, seedRound } from '@core/tools/custom-dashboard/dashboard-test-data';
import { checkInOf } from '@core/tools/founder-motivation-radar/check-in-test-data';
import { newExperiment } from '@core/tools/growth-experiment-lab/experiment';
import { NEW_TEST_PLANNER } from '@core/tools/growth-experiment-lab/test-planner';
import { newInvestor } from '@core/tools/investor-crm/investor-record';
import { newContact } from '@core/tools/personal-crm/contact-record';
import { expect } from 'vitest';
import type { TestClient } from './test-client';

/** The day `days` after an ISO day (negative: before), in the calendar (no time zone). */
export const shiftDay = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The first day of the month `months` after the month of `day`. */
export const firstOfMonth = (day: string, months = 0) => {
  const date = new Date(Date.UTC(Number(day.slice(0, 4)), Number(day.slice(5, 7)) - 1 + months, 1));
  return date.toISOString().slice(0, 10);
};

const sent = async (response: Response, status = 201) => {
  expect(response.status, await response.clone().text()).toBe(status);
  return (await response.json()) as { id: string };
};

const feature = (id: string, name: string, reach: number, impact: number, confidence: number, effort: number) => ({
  id,
  name,
  idea: null,
  rice: { reach, impact, confidence, effort },
  ice: { impact: 5, confidence: 5, ease: 5 },
});

const experiment = (id: string, name: string, status: string) => ({
  ...newExperiment(id, { control: 'Control', variant: 'Variant' }),
  name,
  status,
});

/**
 * A founder's data in every tool with a tile, saved through the tools' own routes, on `today` (UTC). The figures each
 * tile must show are worked out by hand beside the test that reads them (custom-dashboard.test.ts).
 */
export async function seedFounderData(client: TestClient, today: string) {
  const documents = (toolId: string, name: string, data: unknown) =>
    client.post(`/api/tools/${toolId}/documents`, { name, data }).then((response) => sent(response));
  await documents('finance-model-creator', 'Base plan', burningPlan('INR'));
  await documents('investor-crm', 'Seed round', seedRound(newInvestor('i3', { name: 'Cedar VC', stage: 'meeting' })));
  await documents('growth-experiment-lab', 'Growth', {
    experiments: [
      experiment('e1', 'Pricing page test', 'running'),
      experiment('e2', 'Onboarding email', 'running'),
      experiment('e3', 'Old banner', 'finished'),
    ],
    planner: NEW_TEST_PLANNER,
  });
  await documents('feature-prioritization-radar', 'Roadmap', {
    reachPeriod: 'quarter',
    scoring: 'rice',
    features: [
      feature('f1', 'Dark mode', 1000, 1, 80, 2),
      feature('f2', 'SSO', 200, 3, 100, 1),
      feature('f3', 'Export', 500, 0.5, 50, 0.5),
      feature('f4', 'API', 100, 2, 80, 4),
    ],
  });
  await documents('personal-crm', 'People', {
    timeZone: 'UTC',
    contacts: [
      newContact('c1', shiftDay(today, -40), { name: 'Priya', keepInTouchDays: 30 }),
      newContact('c2', shiftDay(today, -5), { name: 'Marco', keepInTouchDays: 30 }),
      newContact('c3', shiftDay(today, -20), { name: 'Lena', keepInTouchDays: 14 }),
      newContact('c4', shiftDay(today, -400), { name: 'Sam' }),
    ],
  });
  await documents('founder-motivation-radar', 'My check-ins', {
    timeZone: 'UTC',
    reminderDay: null,
    checkIns: [
      checkInOf('2026-W45', [4, 4, 4, 4, 4]),
      checkInOf('2026-W46', [3, 3, 3, 3, 3]),
      checkInOf('2026-W47', [5, 4, 3, 2, 1]),
      checkInOf('2026-W48', [2, 3, 2, 3, 2]),
    ],
  });
  const filing = (type: string, dueDate: string) =>
    client
      .post('/api/your-ai-ca/filings', { type, period: dueDate.slice(0, 7), dueDate, recurrence: 'once' })
      .then((response) => sent(response));
  await filing('GSTR-3B', shiftDay(today, 5));
  await filing('TDS return', shiftDay(today, -3));
  await filing('Annual return', shiftDay(today, 40));
  const filed = await filing('PF return', shiftDay(today, -10));
  await sent(await client.post(`/api/your-ai-ca/filings/${filed.id}/file`, { filedOn: today }), 200);
  const transaction = (date: string, description: string, amount: number, category: string) =>
    client
      .post('/api/ai-accountant/transactions', { date, description, amount, category })
      .then((response) => sent(response));
  await transaction(firstOfMonth(today), 'Customer payment', 5000, 'Sales');
  await transaction(firstOfMonth(today), 'AWS hosting', -1200, 'Infrastructure');
  await transaction(firstOfMonth(today), 'Domain renewal', -300.5, 'Software');
  await transaction(firstOfMonth(today, -1), 'Last month rent', -9999, 'Rent');
  for (const title of ['Dog walking app', 'Invoice bot', 'Farm marketplace'])
    await sent(await client.post('/api/ideas', { title }));
}
