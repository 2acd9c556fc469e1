import { deleteAccountInputSchema } from '@core/account/delete-contracts';
import { exportFileName } from '@core/account/export-contracts';
import { accountImportSchema } from '@core/account/import-contracts';
import { sessionIdParamSchema } from '@core/account/session-contracts';
import { Hono } from 'hono';
import type { SessionReader } from '../../auth/session-reader';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/require-user';
import { validate } from '../../http/validate';
import { deleteAccount, type DeleteDeps } from './delete.service';
import { exportAccount, type ExportSources } from './export.service';
import { importAccount, type ImportTargets } from './import.service';
import { endOtherSessions, endSession, listSessions } from './sessions.service';

/**
 * /api/account: the signed-in user's sessions (Profile → Security; changing the password is better-auth's),
 * 'Export my data', one JSON download of everything they own, 'Import data' (such a file read back), and
 * 'Delete account'.
 */
export function accountRoutes(deps: DeleteDeps, readSession: SessionReader, sources: ExportSources & ImportTargets) {
  const { db } = deps;
  return new Hono<AppEnv>()
    .use(requireUser(readSession))
    .post('/delete', validate('json', deleteAccountInputSchema), async (c) => {
      await deleteAccount(deps, c.get('user'), c.req.valid('json').email);
      return c.body(null, 204);
    })
    .get('/export', async (c) => {
      const now = new Date();
      const data = await exportAccount(db, sources, c.get('user').id, now);
      c.header('Content-Disposition', `attachment; filename="${exportFileName(now)}"`);
      c.header('Cache-Control', 'no-store');
      return c.json(data, 200);
    })
    .post('/import', validate('json', accountImportSchema), async (c) =>
      c.json(await importAccount(db, sources, c.get('user').id, c.req.valid('json')), 200),
    )
    .get('/sessions', async (c) => c.json(await listSessions(db, c.get('user')), 200))
    .post('/sessions/end-others', async (c) => c.json(await endOtherSessions(db, c.get('user')), 200))
    .delete('/sessions/:id', validate('param', sessionIdParamSchema), async (c) => {
      await endSession(db, c.get('user'), c.req.valid('param').id);
      return c.body(null, 204);
    });
}
