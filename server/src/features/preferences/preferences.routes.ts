import {
  saveCardDisplayInputSchema,
  savePinnedToolsInputSchema,
  updatePreferencesInputSchema,
} from '@core/preferences/preferences-contracts';
import { Hono } from 'hono';
import type { SessionReader } from '../../auth/session-reader';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/require-user';
import { validate } from '../../http/validate';
import { getPreferences, saveCardDisplay, savePinnedTools, updatePreferences } from './preferences.service';

/** /api/preferences: the signed-in user's own preferences, pinned tools and card display settings (never anyone else's). */
export function preferencesRoutes(db: Db, readSession: SessionReader) {
  return new Hono<AppEnv>()
    .use(requireUser(readSession))
    .get('/', async (c) => c.json(await getPreferences(db, c.get('user').id), 200))
    .patch('/', validate('json', updatePreferencesInputSchema), async (c) =>
      c.json(await updatePreferences(db, c.get('user').id, c.req.valid('json')), 200),
    )
    .put('/pinned-tools', validate('json', savePinnedToolsInputSchema), async (c) =>
      c.json(await savePinnedTools(db, c.get('user').id, c.req.valid('json').pinnedTools), 200),
    )
    .put('/card-display', validate('json', saveCardDisplayInputSchema), async (c) =>
      c.json(await saveCardDisplay(db, c.get('user').id, c.req.valid('json').cardDisplay), 200),
    );
}
