import type { Access } from '@core/ideas/access';
import type { IdeaView } from '@core/ideas/idea-contracts';
import { ANONYMOUS } from '@core/user/display-name';
import { eq, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../db/client';
import { isoTime, jsonObject, jsTrim, literal } from '../db/json-sql';
import { ideaComments, ideas, ideaTags, profiles, tags } from '../db/schema';
import { accessSql, OUTER_IDEA_ID } from './access-sql';
import { NEWEST_COMMENTS_JSON, toComment, type CommentRow } from './comment-query';
import { grantsOf, requireIdeaId, visibleAccess, type Viewer } from './idea-access';

/** The outer idea's tag names, in order, and how many comments it has. */
const TAG_NAMES = sql<
  string[]
>`array(select t.name from ${ideaTags} it join ${tags} t on t.id = it.tag_id where it.idea_id = ${OUTER_IDEA_ID} order by t.name)`;
const COMMENT_COUNT = sql<number>`(select count(*)::int from ${ideaComments} c where c.idea_id = ${OUTER_IDEA_ID})`;

/**
 * The one query of ideas as views, for every view (the board's cards, one idea, the idea page, a link's page):
 * each idea with its author, the viewer's live shares (for the access module), the tags, the newest comments
 * and their total, in one statement whatever the number of ideas.
 */
export const selectIdeaViews = (db: Db, viewerId: string | Placeholder | null) =>
  db
    .select({
      idea: ideas,
      cursorAt: sql<string>`${ideas.createdAt}::text`,
      grants: grantsOf(viewerId),
      authorName: profiles.fullName,
      authorEmail: profiles.email,
      authorAvatar: profiles.avatarUrl,
      tags: TAG_NAMES,
      comments: sql<CommentRow[]>`${NEWEST_COMMENTS_JSON}`,
      commentCount: COMMENT_COUNT,
    })
    .from(ideas)
    .leftJoin(profiles, eq(profiles.id, ideas.userId));

export type IdeaViewRow = Awaited<ReturnType<ReturnType<typeof selectIdeaViews>['execute']>>[number];

type IdeaOwnField =
  | 'id'
  | 'title'
  | 'description'
  | 'category'
  | 'priority'
  | 'ideaScore'
  | 'whyNow'
  | 'costToValidate'
  | 'costCurrency'
  | 'efforts'
  | 'validationGtm';

/**
 * An idea's own fields, as every view of it (the board, the export, an import's row) says them, in this order:
 * of a row, or of the ideas table's columns (the view's JSON written by Postgres).
 */
export const ideaFields = <Fields extends Record<IdeaOwnField, unknown>>(idea: Fields): Pick<Fields, IdeaOwnField> => ({
  id: idea.id,
  title: idea.title,
  description: idea.description,
  category: idea.category,
  priority: idea.priority,
  ideaScore: idea.ideaScore,
  whyNow: idea.whyNow,
  costToValidate: idea.costToValidate,
  costCurrency: idea.costCurrency,
  efforts: idea.efforts,
  validationGtm: idea.validationGtm,
});

/** A row shaped for a viewer whose access the access module has decided. */
export function toIdeaView(
  { idea, tags: tagNames, comments, commentCount, authorName, authorEmail, authorAvatar }: IdeaViewRow,
  access: Access,
): IdeaView {
  return {
    ...ideaFields(idea),
    // A pin is its owner's: only someone who may pin sees it.
    isPinned: access.canPin && idea.isPinned,
    isCommunityShared: idea.isCommunityShared,
    tags: tagNames,
    comments: comments.map(toComment),
    commentCount,
    createdAt: idea.createdAt.toISOString(),
    sourceType: access.sourceType!,
    accessType: access.accessType!,
    author: authorName?.trim() || authorEmail || ANONYMOUS,
    authorAvatar,
    permissions: {
      canComment: access.canComment,
      canEdit: access.canEdit,
      canShare: access.canShare,
      canPin: access.canPin,
      canDelete: access.canDelete,
    },
  };
}

/** A column of the access module's decision (accessSql), in ideaViewJson. */
const decided = (column: string) => sql.raw(`access.${column}`);

/**
 * toIdeaView's SQL form: the outer idea (a select from ideas joined to its author's profile) as JSON that
 * JSON.stringify(toIdeaView(…)) would write, byte for byte (board-json.test.ts), with the access module's
 * decision for the viewer (accessSql, proven in access-sql.test.ts). Change the two together.
 */
export const ideaViewJson = (viewerId: string | Placeholder | null) =>
  jsonObject(
    {
      ...ideaFields(ideas),
      // numeric(14, 2) becomes the number Node makes of it: no trailing zeros.
      costToValidate: sql`${ideas.costToValidate}::float8`,
      isPinned: sql`${decided('can_pin')} and ${ideas.isPinned}`,
      isCommunityShared: ideas.isCommunityShared,
      tags: TAG_NAMES,
      comments: NEWEST_COMMENTS_JSON,
      commentCount: COMMENT_COUNT,
      createdAt: isoTime(ideas.createdAt),
      sourceType: decided('source_type'),
      accessType: decided('access_type'),
      author: sql`coalesce(nullif(${jsTrim(profiles.fullName)}, ''), nullif(${profiles.email}, ''), ${literal(ANONYMOUS)})`,
      authorAvatar: profiles.avatarUrl,
      permissions: jsonObject({
        canComment: decided('can_comment'),
        canEdit: decided('can_edit'),
        canShare: decided('can_share'),
        canPin: decided('can_pin'),
        canDelete: decided('can_delete'),
      }),
    },
    sql`(${accessSql(viewerId)}) access`,
  );

/** The idea as the viewer sees it, and the access module's decision behind it (404 when they may not see it). */
export async function loadIdeaView(
  db: Db,
  viewer: Viewer,
  ideaId: string,
): Promise<{ view: IdeaView; access: Access }> {
  const [row] = await selectIdeaViews(db, viewer?.userId ?? null).where(eq(ideas.id, requireIdeaId(ideaId)));
  const access = visibleAccess(viewer, row);
  return { view: toIdeaView(row!, access), access };
}
