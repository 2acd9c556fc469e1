import { count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { watchedPageVersions } from './competitor-tracker.tables';

/** How many versions of page text are stored: of one page, or of every page. */
export const versionRows = async (db: Db, pageId?: string) =>
  (
    await db
      .select({ n: count() })
      .from(watchedPageVersions)
      .where(pageId ? eq(watchedPageVersions.pageId, pageId) : undefined)
  )[0]!.n;
