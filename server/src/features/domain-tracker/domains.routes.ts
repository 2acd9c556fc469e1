import { availabilityQuerySchema } from '@core/domains/domain-name';
import { say } from '@core/i18n/say';
import { Hono } from 'hono';
import type { SessionReader } from '../../auth/session-reader';
import type { RdapLookup } from '../../outbound/rdap';
import type { AppEnv } from '../../http/app-env';
import { perUserLimit } from '../../http/per-user-limit';
import { requireUser } from '../../http/require-user';
import { validate } from '../../http/validate';
import { availabilityAnswer } from './availability-answer';

/** How many domains one user may check a minute: enough for a list of suggestions, too few to crawl a registry with. */
export const CHECKS_PER_MINUTE = 30;

/** /api/domains: whether a domain name is free, asked of its registry over RDAP (ADR 0052); for signed-in users. */
export function domainsRoutes(lookUp: RdapLookup, readSession: SessionReader) {
  const limitChecks = perUserLimit(CHECKS_PER_MINUTE, () =>
    say(
      {
        id: 'server.domains.tooManyChecks',
        defaultMessage: 'You can check up to {max} domains a minute. Please wait a moment and try again.',
      },
      { max: CHECKS_PER_MINUTE },
    ),
  );
  return new Hono<AppEnv>()
    .use(requireUser(readSession))
    .get('/availability', validate('query', availabilityQuerySchema), limitChecks, async (c) => {
      const { name } = c.req.valid('query');
      return c.json(availabilityAnswer(name, await lookUp(name)), 200);
    });
}
