import { asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { ownedBy } from '../db/owned-by';
import { notifications } from '../db/schema';
import type { JobDefinition } from '../jobs/job-runner';
import type { Mailer } from '../mail/mailer';
import { ideaCommentsMail } from '../mail/templates';
import { ideaPath, recipientsOf, unsubscribeLinks } from './recipients';

/** Comments on one idea are mailed together, at most once in this many seconds. */
export const COMMENT_MAIL_WINDOW_SECONDS = 15 * 60;

export type CommentMail = { userId: string; ideaId: string };
type CommentMailDeps = { db: Db; mailer: Mailer; appUrl: string; appSecret: string };

/**
 * The job that mails an idea's owner the comments not mailed yet, in one mail. A failed send throws, so the
 * job is retried and nothing is marked; comments that arrive meanwhile wait for the next window's run.
 */
export function commentMailJob({ db, mailer, appUrl, appSecret }: CommentMailDeps): JobDefinition<CommentMail> {
  return {
    name: 'comment-mail',
    async run({ userId, ideaId }) {
      const pending = await db
        .select({ id: notifications.id, actorName: notifications.actorName, data: notifications.data })
        .from(notifications)
        .where(
          ownedBy(
            notifications,
            userId,
            eq(notifications.ideaId, ideaId),
            eq(notifications.kind, 'idea_commented'),
            isNull(notifications.emailedAt),
          ),
        )
        .orderBy(asc(notifications.createdAt), asc(notifications.id));
      if (pending.length === 0) return;
      const [recipient] = await recipientsOf(db, [userId]);
      // Turned off meanwhile: the inbox has them, no mail says so later.
      if (recipient?.emailNotifications) {
        const comments = pending.map((row) => ({ author: row.actorName, text: row.data.excerpt }));
        const url = `${appUrl}${ideaPath(ideaId)}`;
        const mail = ideaCommentsMail(
          { ideaTitle: pending.at(-1)!.data.subject, comments, url, language: recipient.language },
          unsubscribeLinks(appUrl, appSecret, userId),
        );
        await mailer.send({ to: recipient.email, ...mail });
      }
      await db
        .update(notifications)
        .set({ emailedAt: new Date() })
        .where(
          inArray(
            notifications.id,
            pending.map((row) => row.id),
          ),
        );
    },
  };
}
