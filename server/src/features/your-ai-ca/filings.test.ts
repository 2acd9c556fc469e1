import type {
  CalendarResult,
  ComplianceOverview,
  FiledResult,
  FilingView,
} from '@core/tools/your-ai-ca/compliance-contracts';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { user } from '../../db/schema';
import { complianceFilings } from './your-ai-ca.tables';
import type { TestClient } from '../../testing/test-client';
import { expectJson, useTestServer } from '../../testing/use-test-server';
import { DELHI_PRIVATE } from '@core/tools/your-ai-ca/company-profile-fixtures';
import { DELHI_PRIVATE_RULES } from './company-profile-fixture';

const t = useTestServer();
const BASE = '/api/your-ai-ca';

const overviewOf = async (client: TestClient) => expectJson<ComplianceOverview>(await client.request(BASE), 200);
const newFiling = async (client: TestClient, body: Record<string, unknown> = {}) =>
  expectJson<FilingView>(
    await client.post(`${BASE}/filings`, {
      type: 'Professional tax',
      period: '2099-01',
      dueDate: '2099-02-15',
      recurrence: 'monthly',
      ...body,
    }),
    201,
  );
const fileNow = (client: TestClient, id: string, body: Record<string, unknown>) =>
  client.post(`${BASE}/filings/${id}/file`, body);

/** A filing the calendar would have added, put straight in the database for a period of the test's choosing. */
async function insertRuled(email: string, ruleId: string, period: string, dueDate: string, type = ruleId) {
  const { db } = t.server.database;
  const [owner] = await db.select({ id: user.id }).from(user).where(eq(user.email, email));
  const [row] = await db
    .insert(complianceFilings)
    .values({ userId: owner!.id, type, ruleId: ruleId as never, period, dueDate, recurrence: 'monthly' })
    .returning();
  return row!.id;
}

const filingsKept = async () =>
  (await t.server.database.db.select({ total: count() }).from(complianceFilings))[0]!.total;

describe('Add Indian compliance calendar', () => {
  it('adds each applicable rule’s next filing, due today or later, and nothing twice', async () => {
    const client = await t.server.signedInClient('calendar@example.com', 'Cal Endar');
    await expectJson(await client.request(`${BASE}/profile`, { method: 'PUT', json: DELHI_PRIVATE }), 200);
    const { added } = await expectJson<CalendarResult>(await client.post(`${BASE}/calendar`, {}), 201);
    expect(added.map((filing) => filing.ruleId)).toEqual(DELHI_PRIVATE_RULES);
    const { today, filings } = await overviewOf(client);
    expect(filings).toHaveLength(DELHI_PRIVATE_RULES.length);
    for (const filing of filings) {
      expect(filing.dueDate >= today, `${filing.type} ${filing.dueDate}`).toBe(true);
      expect(filing.status).toBe('pending');
    }
    // The soonest due first.
    expect(filings.map((filing) => filing.dueDate)).toEqual(filings.map((filing) => filing.dueDate).sort());
    expect((await expectJson<CalendarResult>(await client.post(`${BASE}/calendar`, {}), 201)).added).toEqual([]);
    expect((await overviewOf(client)).filings).toHaveLength(DELHI_PRIVATE_RULES.length);
  });
});

describe('a filing of the user’s own', () => {
  it('is kept with its status: pending until its due date, overdue after', async () => {
    const pending = await newFiling(t.ada);
    expect(pending).toMatchObject({
      type: 'Professional tax',
      ruleId: null,
      period: '2099-01',
      dueDate: '2099-02-15',
      recurrence: 'monthly',
      status: 'pending',
      filedOn: null,
    });
    const overdue = await newFiling(t.ada, {
      type: 'Old return',
      period: '2020-01',
      dueDate: '2020-02-15',
      recurrence: 'once',
    });
    expect(overdue.status).toBe('overdue');
    expect((await overviewOf(t.ada)).filings.map((filing) => filing.id)).toEqual(
      expect.arrayContaining([pending.id, overdue.id]),
    );
  });

  it('keeps the date the user gives; a new period or recurrence makes a calendar filing their own', async () => {
    const id = await insertRuled(
      'ada@example.com',
      'gstr-3b',
      '2098-11',
      '2098-12-20',
      'GSTR-3B (summary return and tax)',
    );
    const moved = await expectJson<FilingView>(
      await t.ada.request(`${BASE}/filings/${id}`, { method: 'PATCH', json: { dueDate: '2098-12-24' } }),
      200,
    );
    expect([moved.dueDate, moved.ruleId]).toEqual(['2098-12-24', 'gstr-3b']);
    const reperiod = await expectJson<FilingView>(
      await t.ada.request(`${BASE}/filings/${id}`, {
        method: 'PATCH',
        json: { period: '2098-10', type: 'GSTR-3B (Oct)' },
      }),
      200,
    );
    expect([reperiod.period, reperiod.type, reperiod.ruleId, reperiod.dueDate]).toEqual([
      '2098-10',
      'GSTR-3B (Oct)',
      null,
      '2098-12-24',
    ]);
  });

  it('is deleted by its owner only once', async () => {
    const { id } = await newFiling(t.ada, { type: 'To delete' });
    expect((await t.ada.request(`${BASE}/filings/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await t.ada.request(`${BASE}/filings/${id}`, { method: 'DELETE' })).status).toBe(404);
  });
});

describe('File Now', () => {
  it('records the filing as filed and adds the next occurrence by its rule: March’s TDS due 30 April', async () => {
    const id = await insertRuled('ada@example.com', 'tds-deposit', '2097-02', '2097-03-07', 'TDS deposit');
    const { filed, next } = await expectJson<FiledResult>(
      await fileNow(t.ada, id, { filedOn: '2097-03-05', reference: 'CIN 0510308', amount: 12750.5 }),
      200,
    );
    expect(filed).toMatchObject({
      id,
      status: 'filed',
      filedOn: '2097-03-05',
      reference: 'CIN 0510308',
      amount: 12750.5,
    });
    expect(next).toMatchObject({
      type: 'TDS deposit',
      ruleId: 'tds-deposit',
      period: '2097-03',
      dueDate: '2097-04-30',
      recurrence: 'monthly',
      status: 'pending',
    });
    // The next one's next: April's tax, due 7 May.
    const after = await expectJson<FiledResult>(await fileNow(t.ada, next!.id, { filedOn: '2097-04-29' }), 200);
    expect([after.next!.period, after.next!.dueDate, after.filed.reference, after.filed.amount]).toEqual([
      '2097-04',
      '2097-05-07',
      null,
      null,
    ]);
  });

  it('moves the user’s own filing by its recurrence, a month end staying a month end', async () => {
    const { id } = await newFiling(t.ada, { type: 'Rent receipt', period: '2099-01', dueDate: '2099-01-31' });
    const { next } = await expectJson<FiledResult>(await fileNow(t.ada, id, { filedOn: '2099-01-30' }), 200);
    // 31 Jan 2099 + 1 month: 2099 is not a leap year, February's last day is the 28th.
    expect([next!.period, next!.dueDate, next!.ruleId]).toEqual(['2099-02', '2099-02-28', null]);
  });

  it('adds no next occurrence for a one-off, and files once: a second File Now is a 409 that changes nothing', async () => {
    const { id } = await newFiling(t.ada, { type: 'Name change', recurrence: 'once' });
    expect((await expectJson<FiledResult>(await fileNow(t.ada, id, { filedOn: '2099-01-02' }), 200)).next).toBeNull();
    const before = await filingsKept();
    const again = await fileNow(t.ada, id, { filedOn: '2099-01-03' });
    expect(again.status).toBe(409);
    expect(await filingsKept()).toBe(before);
    expect((await overviewOf(t.ada)).filings.find((filing) => filing.id === id)?.filedOn).toBe('2099-01-02');
  });

  it('gives back the next occurrence the calendar already added instead of adding it twice', async () => {
    const january = await insertRuled('ada@example.com', 'gstr-1', '2096-01', '2096-02-11');
    const february = await insertRuled('ada@example.com', 'gstr-1', '2096-02', '2096-03-11');
    const before = await filingsKept();
    const { next } = await expectJson<FiledResult>(await fileNow(t.ada, january, { filedOn: '2096-02-10' }), 200);
    expect(next?.id).toBe(february);
    expect(await filingsKept()).toBe(before);
  });
});

describe('every bad input is a 422 naming its field, and nothing is kept', () => {
  const tooLong = (length: number) => 'x'.repeat(length + 1);
  const good = { type: 'GST', period: '2099-01', dueDate: '2099-02-20', recurrence: 'monthly' };
  it.each([
    [{ ...good, type: undefined }, 'type'],
    [{ ...good, type: '   ' }, 'type'],
    [{ ...good, type: tooLong(120) }, 'type'],
    [{ ...good, type: 42 }, 'type'],
    [{ ...good, period: '2099-13' }, 'period'],
    [{ ...good, period: undefined }, 'period'],
    [{ ...good, dueDate: '2099-02-30' }, 'dueDate'],
    [{ ...good, dueDate: 20990220 }, 'dueDate'],
    [{ ...good, dueDate: '20/02/2099' }, 'dueDate'],
    [{ ...good, recurrence: 'weekly' }, 'recurrence'],
    [{ ...good, ruleId: 'gstr-1' }, ''],
  ])('a new filing %j → %s', async (body, field) => {
    const before = await filingsKept();
    const answer = await expectJson<{ error: { issues: { path: string }[] } }>(
      await t.ada.post(`${BASE}/filings`, body),
      422,
    );
    expect(answer.error.issues.map((issue) => issue.path)).toEqual([field]);
    expect(await filingsKept()).toBe(before);
  });

  it('a change with nothing in it, or a bad field', async () => {
    const { id } = await newFiling(t.ada, { type: 'To change' });
    for (const [body, field] of [
      [{}, ''],
      [{ dueDate: '2099-04-31' }, 'dueDate'],
      [{ recurrence: 'daily' }, 'recurrence'],
      [{ type: '' }, 'type'],
    ] as const) {
      const answer = await expectJson<{ error: { issues: { path: string }[] } }>(
        await t.ada.request(`${BASE}/filings/${id}`, { method: 'PATCH', json: body }),
        422,
      );
      expect(answer.error.issues.map((issue) => issue.path)).toEqual([field]);
    }
  });

  it.each([
    [{}, 'filedOn'],
    [{ filedOn: '2099-02-29' }, 'filedOn'],
    [{ filedOn: '2099-01-05', amount: -1 }, 'amount'],
    [{ filedOn: '2099-01-05', amount: 10.005 }, 'amount'],
    [{ filedOn: '2099-01-05', amount: '100' }, 'amount'],
    [{ filedOn: '2099-01-05', reference: tooLong(100) }, 'reference'],
  ])('File Now %j → %s, the filing still pending', async (body, field) => {
    const { id } = await newFiling(t.ada, { type: `Bad file ${field}` });
    const answer = await expectJson<{ error: { issues: { path: string }[] } }>(await fileNow(t.ada, id, body), 422);
    expect(answer.error.issues.map((issue) => issue.path)).toEqual([field]);
    expect((await overviewOf(t.ada)).filings.find((filing) => filing.id === id)?.status).toBe('pending');
  });
});
