import { sessionIdParamSchema } from '@core/account/session-contracts';
import { Hono } from 'hono';
import type { SessionReader } from '../../auth/session-reader';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/require-user';
import { validate } from '../../http/validate';
import { endOtherSessions, endSession, listSessions } from './sessions.service';

/** /api/account: the signed-in user's sessions (Profile → Security). Changing the password is better-auth's. */
export function accountRoutes(db: Db, readSession: SessionReader) {
  return new Hono<AppEnv>()
    .use(requireUser(readSession))
    .get('/sessions', async (c) => c.json(await listSessions(db, c.get('user')), 200))
    .post('/sessions/end-others', async (c) => c.json(await endOtherSessions(db, c.get('user')), 200))
    .delete('/sessions/:id', validate('param', sessionIdParamSchema), async (c) => {
      await endSession(db, c.get('user'), c.req.valid('param').id);
      return c.body(null, 204);
    });
}
