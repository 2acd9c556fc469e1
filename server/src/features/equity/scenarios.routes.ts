import { equityScenarioSchema } from '@core/tools/equity-split/equity-scenarios';
import { Hono } from 'hono';
import type { SessionReader } from '../../auth/session-reader';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/require-user';
import { validate } from '../../http/validate';
import {
  createScenario,
  createScenarioLink,
  deleteScenario,
  deleteScenarioLink,
  getScenario,
  listScenarios,
  readSharedScenario,
  updateScenario,
} from './scenarios.service';

/**
 * /api/equity-scenarios: the signed-in user's saved equity scenarios and their read-only links; and
 * /api/equity-scenarios/shared/{token}, a scenario as anyone holding its link reads it.
 */
export function equityScenariosRoutes(db: Db, readSession: SessionReader) {
  const owned = new Hono<AppEnv>()
    .use(requireUser(readSession))
    .get('/', async (c) => c.json(await listScenarios(db, c.get('user').id), 200))
    .post('/', validate('json', equityScenarioSchema), async (c) => c.json(await createScenario(db, c.get('user').id, c.req.valid('json')), 201))
    .get('/:id', async (c) => c.json(await getScenario(db, c.get('user').id, c.req.param('id')), 200))
    .put('/:id', validate('json', equityScenarioSchema), async (c) =>
      c.json(await updateScenario(db, c.get('user').id, c.req.param('id'), c.req.valid('json')), 200),
    )
    .delete('/:id', async (c) => {
      await deleteScenario(db, c.get('user').id, c.req.param('id'));
      return c.body(null, 204);
    })
    .post('/:id/link', async (c) => c.json(await createScenarioLink(db, c.get('user').id, c.req.param('id')), 201))
    .delete('/:id/link', async (c) => {
      await deleteScenarioLink(db, c.get('user').id, c.req.param('id'));
      return c.body(null, 204);
    });
  return new Hono<AppEnv>()
    .get('/shared/:token', async (c) => c.json(await readSharedScenario(db, c.req.param('token')), 200))
    .route('/', owned);
}
