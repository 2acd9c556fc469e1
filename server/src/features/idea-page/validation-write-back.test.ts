import type { ToolDocumentView } from '@core/tools/tool-document-contracts';
import type { ValidationBoardData } from '@core/tools/validation-agent/validation-boards';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ideas, ideaShares } from '../../db/schema';
import { expectJson as json } from '../../testing/use-test-server';
import { pageView, send, useIdeaPageServer } from '../../testing/idea-page-test-kit';

const { started: t, newIdea } = useIdeaPageServer();

/** What the Validation Agent writes: its board's result (the text comes from core/tools/validation-agent, tested there). */
const result =
  'Validation board: 1 validated, 0 invalidated, 0 open.\n\nValidated:\n- [Problem] Freelancers chase late invoices — 8 of 10 did';

describe("the Validation Agent's write-back to an idea's Validation/GTM", () => {
  it('saves a board about an idea, and its owner writes the result into the idea, shown on its page', async () => {
    const idea = await newIdea();
    const data: ValidationBoardData = {
      idea: { id: idea.id, title: idea.title },
      assumptions: [
        {
          id: 'a1',
          kind: 'problem',
          statement: 'Freelancers chase late invoices',
          aiDraft: false,
          experiment: { method: 'Calls', successCriterion: '7 of 10', status: 'validated', result: '8 of 10 did' },
        },
      ],
    };
    const board = await json<ToolDocumentView<ValidationBoardData>>(
      await t.ada.post('/api/tools/validation-agent/documents', { name: 'Invoices', data }),
      201,
    );
    expect(board.data.idea).toEqual({ id: idea.id, title: idea.title });

    await json(await send(t.ada, 'PATCH', `/api/ideas/${idea.id}`, { validationGtm: result }), 200);
    expect((await pageView(t.ada, idea.id)).idea.validationGtm).toBe(result);
  });

  it('refuses a board the schema refuses with a 422 naming the field', async () => {
    const answer = await t.ada.post('/api/tools/validation-agent/documents', {
      name: 'Bad',
      data: {
        idea: null,
        assumptions: [
          {
            id: 'a1',
            kind: 'market',
            statement: 'x',
            aiDraft: false,
            experiment: { method: '', successCriterion: '', status: 'notStarted', result: '' },
          },
        ],
      },
    });
    expect(answer.status).toBe(422);
    expect((await answer.json()).error.issues).toContainEqual(
      expect.objectContaining({ path: 'data.assumptions.0.kind', message: 'Choose what the assumption is about' }),
    );
  });

  it('lets an editor write it; a viewer or a commenter gets a 403 and the idea keeps its text', async () => {
    for (const [accessType, status] of [
      ['edit', 200],
      ['view', 403],
      ['comment', 403],
    ] as const) {
      const idea = await newIdea();
      await send(t.ada, 'PATCH', `/api/ideas/${idea.id}`, { validationGtm: 'Owner notes' });
      const sharedBy = (await t.server.database.db.select().from(ideas).where(eq(ideas.id, idea.id)))[0]!.userId;
      await t.server.database.db
        .insert(ideaShares)
        .values({ ideaId: idea.id, sharedBy, sharedWith: t.bobId, accessType, scope: 'specific_users' });
      expect((await send(t.bob, 'PATCH', `/api/ideas/${idea.id}`, { validationGtm: result })).status, accessType).toBe(
        status,
      );
      expect((await pageView(t.ada, idea.id)).idea.validationGtm, accessType).toBe(
        status === 200 ? result : 'Owner notes',
      );
    }
  });
});
