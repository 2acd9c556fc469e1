import { describe, expect, it } from 'vitest';
import { expectJson, useTestServer } from '../testing/use-test-server';

const t = useTestServer();
const refusal = {
  code: 'VALIDATION_FAILED',
  message: 'Invalid request',
  messageId: 'server.http.invalidRequest',
  issues: [{ path: '', message: 'Invalid request', messageId: 'server.http.invalidRequest' }],
};

describe('a body wrong in more places than zod can list (its list of issues would overflow the stack)', () => {
  it('is a 422, as one issue of the whole request (an import of 30,000 ideas wrong in every field)', async () => {
    const ideas = Array.from({ length: 30_000 }, () => ({ id: 1, title: 2, createdAt: 3, updatedAt: 4, pages: 5 }));
    const response = await t.ada.post('/api/account/import', { format: 'founder-toolkit-export', version: 1, ideas });
    expect(await expectJson(response, 422)).toEqual({ error: refusal });
  });
});
