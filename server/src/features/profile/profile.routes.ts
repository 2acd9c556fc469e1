import { updateProfileInputSchema } from '@core/profile/profile-contracts';
import { Hono } from 'hono';
import type { SessionReader } from '../../auth/session-reader';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/require-user';
import { validate } from '../../http/validate';
import type { SecretBox } from '../../lib/secret-box';
import { getProfile, updateProfile } from './profile.service';

/** /api/profile: the signed-in user's name, e-mail, avatar and the last 4 characters of their API key. */
export function profileRoutes(db: Db, readSession: SessionReader, box: SecretBox) {
  return new Hono<AppEnv>()
    .use(requireUser(readSession))
    .get('/', async (c) => c.json(await getProfile(db, box, c.get('user')), 200))
    .patch('/', validate('json', updateProfileInputSchema), async (c) =>
      c.json(await updateProfile(db, box, c.get('user'), c.req.valid('json')), 200),
    );
}
