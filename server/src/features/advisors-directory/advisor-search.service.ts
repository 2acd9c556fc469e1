import { ADVISOR_LIMITS } from '@core/tools/advisors-directory/advisor-profile';
import type { AdvisorSearch, AdvisorSearchPage } from '@core/tools/advisors-directory/advisor-search';
import { getPublicName } from '@core/user/display-name';
import { and, desc, eq, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { profiles, user } from '../../db/schema';
import { prefixQuery } from '../../directories/directory-search';
import { fieldsOf } from './advisor-profile.service';
import { advisorIntroRequests, advisorProfiles } from './advisors-directory.tables';

/** One of the profile's tags is `tag`, in any case. */
const hasTag = (column: PgColumn, tag: string) =>
  sql`exists (select 1 from unnest(${column}) as tag where lower(tag) = lower(${tag.trim()}))`;

/**
 * One page of the published advisors (ADR 0098) whose name, headline, expertise, industries or how they help have
 * words beginning with every word of `q`, with the chosen expertise and industry; best match first, else the most
 * recently updated. The reader's own profile is among them, marked; no e-mail address is read.
 */
export async function searchAdvisors(
  db: Db,
  readerId: string,
  { q, expertise, industry, page = 1 }: AdvisorSearch,
): Promise<AdvisorSearchPage> {
  const match = prefixQuery(q);
  const document = sql`to_tsvector('simple', ${advisorProfiles.searchText})`;
  const tsQuery = match === null ? null : sql`to_tsquery('simple', ${match})`;
  const conditions: SQL[] = [
    isNotNull(advisorProfiles.publishedAt),
    ...(tsQuery ? [sql`${document} @@ ${tsQuery}`] : []),
    ...(expertise?.trim() ? [hasTag(advisorProfiles.expertise, expertise)] : []),
    ...(industry?.trim() ? [hasTag(advisorProfiles.industries, industry)] : []),
  ];
  const pageNumber = Math.min(Math.max(page, 1), ADVISOR_LIMITS.pages);
  const rows = await db
    .select({
      profile: advisorProfiles,
      fullName: profiles.fullName,
      accountName: user.name,
      hasPendingIntro: sql<boolean>`exists (select 1 from ${advisorIntroRequests} where ${advisorIntroRequests.founderId} = ${readerId} and ${advisorIntroRequests.advisorId} = ${advisorProfiles.userId} and ${advisorIntroRequests.status} = 'pending')`,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(advisorProfiles)
    .innerJoin(user, eq(user.id, advisorProfiles.userId))
    .leftJoin(profiles, eq(profiles.id, advisorProfiles.userId))
    .where(and(...conditions))
    .orderBy(
      ...(tsQuery ? [desc(sql`ts_rank(${document}, ${tsQuery})`)] : []),
      desc(advisorProfiles.updatedAt),
      desc(advisorProfiles.id),
    )
    .limit(ADVISOR_LIMITS.pageSize)
    .offset((pageNumber - 1) * ADVISOR_LIMITS.pageSize);
  const total =
    rows[0]?.total ??
    (pageNumber > 1
      ? ((
          await db
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(advisorProfiles)
            .where(and(...conditions))
        )[0]?.n ?? 0)
      : 0);
  return {
    advisors: rows.map(({ profile, fullName, accountName, hasPendingIntro }) => ({
      id: profile.id,
      name: getPublicName({ fullName, accountName }),
      ...fieldsOf(profile),
      isMine: profile.userId === readerId,
      hasPendingIntro,
    })),
    total,
    page: pageNumber,
    pageSize: ADVISOR_LIMITS.pageSize,
  };
}
