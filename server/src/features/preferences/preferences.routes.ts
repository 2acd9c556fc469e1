import { savePinnedToolsInputSchema, updatePreferencesInputSchema } from '@core/preferences/preferences-contracts';
import { Hono } from 'hono';
import type { Auth } from '../../auth/auth';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/require-user';
import { validate } from '../../http/validate';
import { getPreferences, savePinnedTools, updatePreferences } from './preferences.service';

/** /api/preferences: the signed-in user's own preferences and pinned tools (never anyone else's). */
export function preferencesRoutes(db: Db, auth: Auth) {
  return new Hono<AppEnv>()
    .use(requireUser(auth))
    .get('/', async (c) => c.json(await getPreferences(db, c.get('user').id), 200))
    .patch('/', validate('json', updatePreferencesInputSchema), async (c) =>
      c.json(await updatePreferences(db, c.get('user').id, c.req.valid('json')), 200),
    )
    .put('/pinned-tools', validate('json', savePinnedToolsInputSchema), async (c) =>
      c.json(await savePinnedTools(db, c.get('user').id, c.req.valid('json').pinnedTools), 200),
    );
}
