import { describe, expect, it } from 'vitest';
import { ideas } from '../../db/schema';
import { getIdea } from './ideas.service';
import { boardOfEveryKindForTests } from '../../testing/board-of-every-kind';

/*
 * One idea's answer (GET /api/ideas/{id}), written by Postgres and sent as it is (ADR 0117), against what Node
 * wrote before (getIdea: the access module and toIdeaView, then JSON.stringify): byte for byte, for every kind of
 * viewer on every kind of card.
 */

const board = boardOfEveryKindForTests();

describe('one idea written by Postgres (ADR 0117)', () => {
  it.each(['ada', 'bob', 'carol', 'visitor'])(
    'is byte for byte what Node wrote, for %s, on every idea; a 404 where Node found none',
    async (name) => {
      const { client, viewer } = board.clients[name]!;
      const every = await board.db.select({ id: ideas.id, title: ideas.title }).from(ideas);
      const answers = [];
      for (const { id, title } of every) {
        const answer = await client.request(`/api/ideas/${id}`);
        const before = await getIdea(board.db, viewer, id).then(
          (view) => ({ status: 200, body: JSON.stringify(view) }),
          () => ({ status: 404, body: '' }),
        );
        const body = answer.status === 200 ? await answer.text() : '';
        answers.push({ title, status: answer.status, same: body === before.body && answer.status === before.status });
      }
      expect(answers.filter((answer) => !answer.same)).toEqual([]);
      // Not vacuous: every viewer sees some ideas and not others.
      expect(new Set(answers.map((answer) => answer.status))).toEqual(new Set([200, 404]));
    },
  );
});
