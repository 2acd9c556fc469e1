import { aiConnectionMessage, type AiConnectionAnswer } from '@core/ai/ai-connection';
import { say } from '@core/i18n/say';
import { updateProfileInputSchema } from '@core/profile/profile-contracts';
import { Hono } from 'hono';
import type { AiProvider } from '../../ai/ai-provider';
import type { SessionReader } from '../../auth/session-reader';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { perUserLimit } from '../../http/per-user-limit';
import { requireUser } from '../../http/require-user';
import { validate } from '../../http/validate';
import type { SecretBox } from '../../lib/secret-box';
import { getProfile, updateProfile } from './profile.service';

/** How many connection tests one user may make a minute: enough to fix a typo, too few to hammer a provider. */
export const CONNECTION_TESTS_PER_MINUTE = 10;

/**
 * /api/profile: the signed-in user's name, e-mail, avatar, AI provider and the last 4 characters of their API key;
 * /api/profile/ai/test-connection makes one small call to that provider and says how it went (ADR 0053).
 */
export function profileRoutes(db: Db, readSession: SessionReader, box: SecretBox, ai: AiProvider) {
  const limitTests = perUserLimit(CONNECTION_TESTS_PER_MINUTE, () =>
    say(
      {
        id: 'server.profile.tooManyConnectionTests',
        defaultMessage: 'You can test the connection up to {max} times a minute. Please wait a moment.',
      },
      { max: CONNECTION_TESTS_PER_MINUTE },
    ),
  );
  return new Hono<AppEnv>()
    .use(requireUser(readSession))
    .get('/', async (c) => c.json(await getProfile(db, box, c.get('user')), 200))
    .patch('/', validate('json', updateProfileInputSchema), async (c) =>
      c.json(await updateProfile(db, box, c.get('user'), c.req.valid('json')), 200),
    )
    .post('/ai/test-connection', limitTests, async (c) => {
      const outcome = await ai.testConnection(c.get('user').id);
      return c.json({ outcome, message: aiConnectionMessage(outcome) } satisfies AiConnectionAnswer, 200);
    });
}
