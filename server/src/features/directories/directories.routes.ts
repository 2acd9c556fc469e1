import { directorySearchSchema } from '@core/directories/directory-contracts';
import { outdatedReportSchema, suggestionInputSchema } from '@core/directories/directory-suggestions';
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
import {
  confirmSuggestion,
  reportOutdated,
  suggestEntry,
  waitingSuggestions,
  withdrawSuggestion,
} from '../../directories/directory-suggestions';

/**
 * /api/directories/{directory}: a page of a directory's search (ADR 0096), for a signed-in user, the descriptions in
 * their language, and what users add to it (ADR 0100): suggestions (made, withdrawn by their author, listed for others
 * to confirm, confirmed) and 'Report outdated'. An unknown directory or entry is a 404; a bad page, query, filter or
 * field a 422 naming it; past a user's limits a 429.
 */
export function directoriesRoutes(db: Db, readSession: SessionReader, definitions: readonly DirectoryDefinition[]) {
  const byId = new Map<string, DirectoryDefinition>(definitions.map((definition) => [definition.id, definition]));
  const definitionOf = (id: string) => {
    const definition = byId.get(id);
    if (!definition)
      throw new AppError('NOT_FOUND', say({ id: 'server.directories.notFound', defaultMessage: 'No such directory' }));
    return definition;
  };
  return new Hono<AppEnv>()
    .use(requireUser(readSession))
    .get('/:directory/entries', validate('query', directorySearchSchema), async (c) => {
      const reader = { language: requestLanguage(c.req.raw.headers), viewerId: c.get('user').id };
      return c.json(await searchDirectory(db, definitionOf(c.req.param('directory')), c.req.valid('query'), reader));
    })
    .get('/:directory/suggestions', async (c) =>
      c.json(
        await waitingSuggestions(
          db,
          definitionOf(c.req.param('directory')),
          c.get('user').id,
          requestLanguage(c.req.raw.headers),
        ),
      ),
    )
    .post('/:directory/suggestions', validate('json', suggestionInputSchema), async (c) => {
      const definition = definitionOf(c.req.param('directory'));
      const language = requestLanguage(c.req.raw.headers);
      return c.json(await suggestEntry(db, definition, c.get('user').id, c.req.valid('json'), language), 201);
    })
    .delete('/:directory/suggestions/:slug', async (c) => {
      await withdrawSuggestion(db, definitionOf(c.req.param('directory')), c.get('user').id, c.req.param('slug'));
      return c.body(null, 204);
    })
    .post('/:directory/entries/:slug/confirm', async (c) => {
      const definition = definitionOf(c.req.param('directory'));
      const language = requestLanguage(c.req.raw.headers);
      return c.json(await confirmSuggestion(db, definition, c.get('user').id, c.req.param('slug'), language));
    })
    .post('/:directory/entries/:slug/outdated', validate('json', outdatedReportSchema), async (c) => {
      const definition = definitionOf(c.req.param('directory'));
      const language = requestLanguage(c.req.raw.headers);
      const report = c.req.valid('json');
      return c.json(await reportOutdated(db, definition, c.get('user').id, c.req.param('slug'), report, language));
    });
}
