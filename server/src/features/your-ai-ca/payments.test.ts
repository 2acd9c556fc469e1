import type { ComplianceOverview, PaymentView } from '@core/tools/your-ai-ca/compliance-contracts';
import { count } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { compliancePayments, complianceSettings } from './your-ai-ca.tables';
import { expectJson, useTestServer } from '../../testing/use-test-server';

const t = useTestServer();
const BASE = '/api/your-ai-ca';
const gst = { description: 'GST payment for October', amount: 38500, paidOn: '2026-11-20', status: 'completed' };

const paymentsKept = async () =>
  (await t.server.database.db.select({ total: count() }).from(compliancePayments))[0]!.total;

describe('payments', () => {
  it('are kept in rupees unless another currency is chosen, the newest first', async () => {
    const first = await expectJson<PaymentView>(await t.ada.post(`${BASE}/payments`, gst), 201);
    expect(first).toMatchObject({ ...gst, currency: 'INR' });
    const later = await expectJson<PaymentView>(
      await t.ada.post(`${BASE}/payments`, {
        description: 'Registered agent, Delaware',
        amount: 49.99,
        currency: 'USD',
        paidOn: '2026-11-25',
        status: 'pending',
      }),
      201,
    );
    const { payments } = await expectJson<ComplianceOverview>(await t.ada.request(BASE), 200);
    expect(payments.map((payment) => payment.id)).toEqual([later.id, first.id]);
    expect(payments[0]).toMatchObject({ amount: 49.99, currency: 'USD', status: 'pending' });
  });

  it('are changed and deleted by their owner', async () => {
    const { id } = await expectJson<PaymentView>(await t.ada.post(`${BASE}/payments`, gst), 201);
    const changed = await expectJson<PaymentView>(
      await t.ada.request(`${BASE}/payments/${id}`, {
        method: 'PUT',
        json: { ...gst, amount: 1234567.89, currency: 'INR' },
      }),
      200,
    );
    expect(changed.amount).toBe(1234567.89);
    expect((await t.ada.request(`${BASE}/payments/${id}`, { method: 'DELETE' })).status).toBe(204);
    expect((await t.ada.request(`${BASE}/payments/${id}`, { method: 'DELETE' })).status).toBe(404);
    expect((await t.ada.request(`${BASE}/payments/not-an-id`, { method: 'PUT', json: gst })).status).toBe(404);
  });

  it.each([
    [{ ...gst, description: '' }, 'description'],
    [{ ...gst, description: 'x'.repeat(201) }, 'description'],
    [{ ...gst, amount: 'abc' }, 'amount'],
    [{ ...gst, amount: -5 }, 'amount'],
    [{ ...gst, amount: 1e13 }, 'amount'],
    [{ ...gst, currency: 'JPY' }, 'currency'],
    [{ ...gst, paidOn: '2026-11-31' }, 'paidOn'],
    [{ ...gst, paidOn: undefined }, 'paidOn'],
    [{ ...gst, status: 'done' }, 'status'],
  ])('%j is a 422 naming %s, and nothing is kept', async (body, field) => {
    const before = await paymentsKept();
    const answer = await expectJson<{ error: { issues: { path: string }[] } }>(
      await t.ada.post(`${BASE}/payments`, body),
      422,
    );
    expect(answer.error.issues.map((issue) => issue.path)).toEqual([field]);
    expect(await paymentsKept()).toBe(before);
  });
});

describe('the reminder setting', () => {
  it('is 3 days until the user changes it, and kept when changed', async () => {
    expect((await expectJson<ComplianceOverview>(await t.bob.request(BASE), 200)).settings).toEqual({
      reminderDays: 3,
    });
    expect(
      await expectJson(await t.bob.request(`${BASE}/settings`, { method: 'PUT', json: { reminderDays: 7 } }), 200),
    ).toEqual({ reminderDays: 7 });
    expect((await expectJson<ComplianceOverview>(await t.bob.request(BASE), 200)).settings).toEqual({
      reminderDays: 7,
    });
  });

  it.each([[31], [-1], [1.5], ['3'], [null]])('%j days is a 422 naming reminderDays', async (reminderDays) => {
    const before = await t.server.database.db.select().from(complianceSettings);
    const answer = await expectJson<{ error: { issues: { path: string }[] } }>(
      await t.ada.request(`${BASE}/settings`, { method: 'PUT', json: { reminderDays } }),
      422,
    );
    expect(answer.error.issues.map((issue) => issue.path)).toEqual(['reminderDays']);
    expect(await t.server.database.db.select().from(complianceSettings)).toEqual(before);
  });
});
