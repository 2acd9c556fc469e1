import { todayIn } from '@core/dates/iso-date';
import type { TileAnswer, TileValue } from '@core/dashboard/dashboard-tile';
import { newExperiment } from '@core/tools/growth-experiment-lab/experiment';
import { NEW_TEST_PLANNER } from '@core/tools/growth-experiment-lab/test-planner';
import { describe, expect, it } from 'vitest';
import { expectJson, useTestServer } from '../../testing/use-test-server';
import { seedFounderData, shiftDay } from '../../testing/dashboard-test-kit';

const t = useTestServer();
const NAMES = { control: 'Control', variant: 'Variant' };
const TILES = '/api/custom-dashboard/tiles';

/** Each tile as [tool, headline, lines as [label, value], source]: a tool's message label by its English words. */
const plain = (answers: TileAnswer[]) =>
  Object.fromEntries(
    answers.map(({ toolId, figure }) => [
      toolId,
      figure && {
        headline: figure.headline,
        lines: figure.lines.map(({ label, value }) => [
          typeof label === 'string' ? label : label.defaultMessage,
          value,
        ]),
        source: figure.source,
      },
    ]),
  );

const count = (value: number): TileValue => ({ kind: 'count', value });
const money = (amount: number, currency: 'INR' | 'USD'): TileValue => ({ kind: 'money', amount, currency });
const day = (value: string): TileValue => ({ kind: 'day', value });

describe('GET /api/custom-dashboard/tiles (ADR 0111)', () => {
  it('answers every tile with no data yet for a new user', async () => {
    const answers = await expectJson<TileAnswer[]>(await t.bob.request(TILES), 200);
    expect(answers.map((answer) => answer.toolId)).toEqual([
      'finance-model-creator',
      'investor-crm',
      'your-ai-ca',
      'ai-accountant',
      'growth-experiment-lab',
      'feature-prioritization-radar',
      'personal-crm',
      'founder-motivation-radar',
      'idea-garage',
    ]);
    expect(answers.every((answer) => answer.figure === null)).toBe(true);
  });

  it("works out each tile from the founder's saved data, as each tool does", async () => {
    // The server's day in UTC (no time-zone cookie): the seed dates its filings, contacts and transactions from it.
    const today = todayIn('UTC', new Date());
    await seedFounderData(t.ada, today);
    const tiles = plain(await expectJson<TileAnswer[]>(await t.ada.request(TILES), 200));

    // Runway: ₹100,000 less ₹30,000 of payroll a month closes month 1 at 70,000, 2 at 40,000, 3 at 10,000 and month 4
    // at −20,000: the cash lasts 3 months. Lowest cash of the 12-month plan: 100,000 − 12 × 30,000 = −260,000.
    expect(tiles['finance-model-creator']).toEqual({
      headline: { kind: 'months', value: 3 },
      lines: [['Lowest cash', money(-260_000, 'INR')]],
      source: 'Base plan',
    });
    // Round: committed cheques 100,000 + 50,000 = 150,000 of a 500,000 target = 0.3 (the meeting adds nothing).
    expect(tiles['investor-crm']).toEqual({
      headline: { kind: 'share', value: 0.3 },
      lines: [
        ['Committed', money(150_000, 'USD')],
        ['Target', money(500_000, 'USD')],
      ],
      source: 'Seed round',
    });
    // Filings: four, one of them filed; the three open ones soonest due first (the overdue TDS return 3 days ago).
    expect(tiles['your-ai-ca']).toEqual({
      headline: count(3),
      lines: [
        ['TDS return', day(shiftDay(today, -3))],
        ['GSTR-3B', day(shiftDay(today, 5))],
        ['Annual return', day(shiftDay(today, 40))],
      ],
      source: null,
    });
    // This month: revenue 5,000; expenses 1,200 + 300.50 = 1,500.50; net 3,499.50 (last month's 9,999 is not in it);
    // in the books' currency, INR until the founder sets another.
    expect(tiles['ai-accountant']).toEqual({
      headline: money(3499.5, 'INR'),
      lines: [
        ['Revenue', money(5000, 'INR')],
        ['Expenses', money(1500.5, 'INR')],
      ],
      source: null,
    });
    // Experiments: two of three running, in the lab's order.
    expect(tiles['growth-experiment-lab']).toEqual({
      headline: count(2),
      lines: [
        ['Pricing page test', null],
        ['Onboarding email', null],
      ],
      source: 'Growth',
    });
    // RICE = reach × impact × confidence ÷ effort: SSO 200 × 3 × 1 ÷ 1 = 600; Dark mode 1000 × 1 × 0.8 ÷ 2 = 400;
    // Export 500 × 0.5 × 0.5 ÷ 0.5 = 250; API 100 × 2 × 0.8 ÷ 4 = 40 (fourth, left out). Four features.
    expect(tiles['feature-prioritization-radar']).toEqual({
      headline: count(4),
      lines: [
        ['SSO', { kind: 'number', value: 600 }],
        ['Dark mode', { kind: 'number', value: 400 }],
        ['Export', { kind: 'number', value: 250 }],
      ],
      source: 'Roadmap',
    });
    // Reconnect: Priya added 40 days ago, every 30 days → due 10 days ago; Lena 20 days ago, every 14 → 6 days ago;
    // Marco is due in 25 days; Sam has no rhythm. The longest waiting first.
    expect(tiles['personal-crm']).toEqual({
      headline: count(2),
      lines: [
        ['Priya', day(shiftDay(today, -10))],
        ['Lena', day(shiftDay(today, -6))],
      ],
      source: 'People',
    });
    // Motivation: the newest week (W48) averages (2 + 3 + 2 + 3 + 2) ÷ 5 = 2.4. The three weeks before average, score by
    // score, energy (5+3+4)/3 = 4, motivation 11/3, stress 10/3, sleep 3, focus 8/3: their mean 50/15 = 3.33 → 3.3.
    expect(tiles['founder-motivation-radar']).toEqual({
      headline: { kind: 'score', value: 2.4 },
      lines: [['The weeks before', { kind: 'score', value: 3.3 }]],
      source: 'My check-ins',
    });
    // Ideas: three.
    expect(tiles['idea-garage']).toEqual({ headline: count(3), lines: [], source: null });
  });

  it('reads the document saved last, as the tool opens it', async () => {
    const grace = await t.server.signedInClient('grace@example.com');
    const lab = (name: string, status: string) => ({
      name,
      data: {
        experiments: [{ ...newExperiment('x1', NAMES), name: 'Checkout copy', status }],
        planner: NEW_TEST_PLANNER,
      },
    });
    expect((await grace.post('/api/tools/growth-experiment-lab/documents', lab('Older', 'running'))).status).toBe(201);
    expect((await grace.post('/api/tools/growth-experiment-lab/documents', lab('Newer', 'planned'))).status).toBe(201);
    const tiles = plain(await expectJson<TileAnswer[]>(await grace.request(TILES), 200));
    expect(tiles['growth-experiment-lab']).toEqual({ headline: count(0), lines: [], source: 'Newer' });
  });

  it('asks a visitor to sign in', async () => {
    expect((await t.visitor.request(TILES)).status).toBe(401);
  });
});
