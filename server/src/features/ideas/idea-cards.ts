import type { Access } from '@core/ideas/access';
import { BOARD_COMMENTS, type IdeaView } from '@core/ideas/idea-contracts';
import { eq, sql, type Placeholder } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { ideaComments, ideas, ideaTags, profiles, tags } from '../../db/schema';
import { COMMENT_COLUMNS, COMMENTS_WITH_AUTHORS, toComment, type CommentRow } from './comments.service';
import { liveSharesJson, OUTER_IDEA_ID, type RawGrant } from './idea-access';

/**
 * Ideas with everything a card shows, in one statement whatever the number of ideas: the author, the viewer's
 * live shares (for the access module), the tags, the newest comments and their total.
 */
export const selectIdeaCards = (db: Db, viewerId: string | Placeholder | null) =>
  db
    .select({
      idea: ideas,
      cursorAt: sql<string>`${ideas.createdAt}::text`,
      grants: viewerId ? liveSharesJson(viewerId) : sql<RawGrant[]>`'[]'::json`,
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

export type IdeaCardRow = Awaited<ReturnType<ReturnType<typeof selectIdeaCards>['execute']>>[number];

/** A card row shaped for a viewer whose access the access module has decided. */
export function toIdeaView({ idea, tags: tagNames, comments, commentCount, authorName, authorEmail, authorAvatar }: IdeaCardRow, access: Access): IdeaView {
  const isOwner = access.sourceType === 'personal';
  return {
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
    isPinned: isOwner && idea.isPinned,
    isCommunityShared: idea.isCommunityShared,
    tags: tagNames,
    comments: comments.map(toComment),
    commentCount,
    createdAt: idea.createdAt.toISOString(),
    sourceType: access.sourceType!,
    accessType: access.accessType!,
    author: authorName?.trim() || authorEmail || 'Anonymous',
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
