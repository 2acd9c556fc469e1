import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { expectJson, useTestServer } from '../testing/use-test-server';

const t = useTestServer();

describe('a refusal says which message it is (ADR 0032)', () => {
  it('answers an unknown idea with its English words and their message id', async () => {
    const body = await expectJson(await t.ada.request(`/api/ideas/${randomUUID()}`), 404);
    expect(body).toEqual({
      error: { code: 'NOT_FOUND', message: 'Idea not found', messageId: 'server.notFound.idea' },
    });
  });

  it('gives the values a message was said with', async () => {
    const body = await expectJson(await t.ada.request('/api/tools/no-such-tool/documents'), 404);
    expect(body).toEqual({
      error: {
        code: 'NOT_FOUND',
        message: "No tool 'no-such-tool' keeps documents",
        messageId: 'server.toolDocuments.noSuchTool',
        values: { tool: "'no-such-tool'" },
      },
    });
  });
});
