import type { Access } from '@core/ideas/access';
import { BOARD_COMMENTS, type IdeaView } from '@core/ideas/idea-contracts';
import { ANONYMOUS } from '@core/user/display-name';
import { eq, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ideaComments, ideas, ideaTags, profiles, tags } from '../db/schema';
import { OUTER_IDEA_ID } from './access-sql';
import { COMMENT_COLUMNS, COMMENTS_WITH_AUTHORS, toComment, type CommentRow } from './comment-query';
import { grantsOf, requireIdeaId, visibleAccess, type Viewer } from './idea-access';

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
      tags: sql<string[]>`array(select t.name from ${ideaTags} it join ${tags} t on t.id = it.tag_id where it.idea_id = ${OUTER_IDEA_ID} order by t.name)`,
      comments: sql<CommentRow[]>`coalesce((
        select json_agg(json_build_object('id', n.id, 'content', n.content, 'createdAt', n."createdAt", 'author', n.author)
          order by n."createdAt" desc, n.id desc)
        from (select ${COMMENT_COLUMNS} from ${COMMENTS_WITH_AUTHORS} where c.idea_id = ${OUTER_IDEA_ID}
          order by c.created_at desc, c.id desc limit ${BOARD_COMMENTS}) n
      ), '[]'::json)`,
      commentCount: sql<number>`(select count(*)::int from ${ideaComments} c where c.idea_id = ${OUTER_IDEA_ID})`,
    })
    .from(ideas)
    .leftJoin(profiles, eq(profiles.id, ideas.userId));

export type IdeaViewRow = Awaited<ReturnType<ReturnType<typeof selectIdeaViews>['execute']>>[number];

type IdeaOwnFields = Pick<
  typeof ideas.$inferSelect,
  'id' | 'title' | 'description' | 'category' | 'priority' | 'ideaScore' | 'whyNow' | 'costToValidate' | 'efforts' | 'validationGtm'
>;

/** An idea's own fields, as every view of it (the board, the export, an import's row) says them. */
export const ideaFields = (idea: IdeaOwnFields): IdeaOwnFields => ({
  id: idea.id,
  title: idea.title,
  description: idea.description,
  category: idea.category,
  priority: idea.priority,
  ideaScore: idea.ideaScore,
  whyNow: idea.whyNow,
  costToValidate: idea.costToValidate,
  efforts: idea.efforts,
  validationGtm: idea.validationGtm,
});

/** A row shaped for a viewer whose access the access module has decided. */
export function toIdeaView({ idea, tags: tagNames, comments, commentCount, authorName, authorEmail, authorAvatar }: IdeaViewRow, access: Access): IdeaView {
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

/** The idea as the viewer sees it, and the access module's decision behind it (404 when they may not see it). */
export async function loadIdeaView(db: Db, viewer: Viewer, ideaId: string): Promise<{ view: IdeaView; access: Access }> {
  const [row] = await selectIdeaViews(db, viewer?.userId ?? null).where(eq(ideas.id, requireIdeaId(ideaId)));
  const access = visibleAccess(viewer, row);
  return { view: toIdeaView(row!, access), access };
}
