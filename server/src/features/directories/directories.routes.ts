import { directorySearchSchema } from '@core/directories/directory-contracts';
import type { DirectoryDefinition } from '@core/directories/directory-definition';
import { say } from '@core/i18n/say';
import { Hono } from 'hono';
import type { SessionReader } from '../../auth/session-reader';
import type { Db } from '../../db/client';
import type { AppEnv } from '../../http/app-env';
import { requireUser } from '../../http/require-user';
import { validate } from '../../http/validate';
import { AppError } from '../../lib/errors';
import { requestLanguage } from '../../lib/request-language';
import { searchDirectory } from '../../directories/directory-search';

/**
 * /api/directories/{directory}/entries: a page of a directory's search (ADR 0096), for a signed-in user, the
 * descriptions in their language. An unknown directory is a 404; a bad page, query or filter a 422 naming it.
 */
export function directoriesRoutes(db: Db, readSession: SessionReader, definitions: readonly DirectoryDefinition[]) {
  const byId = new Map<string, DirectoryDefinition>(definitions.map((definition) => [definition.id, definition]));
  return new Hono<AppEnv>()
    .use(requireUser(readSession))
    .get('/:directory/entries', validate('query', directorySearchSchema), async (c) => {
      const definition = byId.get(c.req.param('directory'));
      if (!definition)
        throw new AppError(
          'NOT_FOUND',
          say({ id: 'server.directories.notFound', defaultMessage: 'No such directory' }),
        );
      return c.json(await searchDirectory(db, definition, c.req.valid('query'), requestLanguage(c.req.raw.headers)));
    });
}
