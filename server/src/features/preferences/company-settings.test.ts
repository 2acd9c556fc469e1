import { DEFAULT_COMPANY_SETTINGS } from '@core/preferences/company-settings';
import { describe, expect, it } from 'vitest';
import { useTestServer } from '../../testing/use-test-server';

const t = useTestServer();

let accounts = 0;
const INDIA = { currency: 'INR', numberFormat: 'indian', dateFormat: 'dmy', fiscalYearStartMonth: 4 };

describe('the company setting (ADR 0070)', () => {
  it('is saved with the preferences, kept on a re-read, and leaves the other preferences alone', async () => {
    const client = await t.server.signedInClient('company@example.com');
    await client.request('/api/preferences', { method: 'PATCH', json: { theme: 'dark' } });
    const saved = await client.request('/api/preferences', { method: 'PATCH', json: INDIA });
    expect(saved.status).toBe(200);
    const read = await (await client.request('/api/preferences')).json();
    expect(read).toMatchObject({ ...INDIA, theme: 'dark' });
    await client.request('/api/preferences', { method: 'PATCH', json: { fiscalYearStartMonth: 7 } });
    expect(await (await client.request('/api/preferences')).json()).toMatchObject({
      ...INDIA,
      fiscalYearStartMonth: 7,
    });
  });

  it.each([
    [{ currency: 'JPY' }, 'currency'],
    [{ numberFormat: 'lakh' }, 'numberFormat'],
    [{ dateFormat: 'dd/mm/yyyy' }, 'dateFormat'],
    [{ fiscalYearStartMonth: 13 }, 'fiscalYearStartMonth'],
    [{ fiscalYearStartMonth: 0 }, 'fiscalYearStartMonth'],
    [{ fiscalYearStartMonth: 4.5 }, 'fiscalYearStartMonth'],
    [{ fiscalYearStartMonth: 'April' }, 'fiscalYearStartMonth'],
  ])('refuses %j with a 422 naming the field, and saves nothing', async (body, path) => {
    const client = await t.server.signedInClient(`refused-${(accounts += 1)}@example.com`);
    const answer = await client.request('/api/preferences', { method: 'PATCH', json: body });
    expect(answer.status).toBe(422);
    expect((await answer.json()).error.issues.map((issue: { path: string }) => issue.path)).toEqual([path]);
    expect(await (await client.request('/api/preferences')).json()).toMatchObject(DEFAULT_COMPANY_SETTINGS);
  });
});
