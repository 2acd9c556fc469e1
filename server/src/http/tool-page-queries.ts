import type { DirectoryDefinition } from '@core/directories/directory-definition';
import { directorySearchKey, NO_DIRECTORY_SEARCH } from '@core/directories/directory-search-key';
import type { FirstQuery } from '@core/pages/first-data';
import type { Language } from '@core/preferences/languages';
import type { Db } from '../db/client';
import { searchDirectory } from '../directories/directory-search';
import type { FirstQueryContext, ServerToolModule } from '../tool-module/server-tool-module';

type Sources = {
  db: Db;
  directories: readonly DirectoryDefinition[];
  modules: readonly Pick<ServerToolModule, 'id' | 'firstQueries'>[];
};

/**
 * The answers a tool's page is drawn with for a user (ADR 0101): a directory's first page of results as its plain
 * address shows it, and what the tool's server module gives (the user's own data on the page). None for other tools.
 */
export async function toolPageQueries(
  { db, directories, modules }: Sources,
  userId: string,
  toolId: string,
  language: Language,
  context: FirstQueryContext,
): Promise<FirstQuery[]> {
  const directory = directories.find((definition) => definition.id === toolId);
  const module = modules.find((candidate) => candidate.id === toolId);
  const [results, own] = await Promise.all([
    directory ? searchDirectory(db, directory, {}, { language, viewerId: userId }) : undefined,
    module?.firstQueries ? module.firstQueries(db, userId, language, context) : [],
  ]);
  return [...(results ? [{ key: directorySearchKey(toolId, NO_DIRECTORY_SEARCH), data: results }] : []), ...own];
}
