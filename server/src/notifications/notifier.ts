import type { NotificationData, NotificationKind } from '@core/notifications/notification-contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications, pushSubscriptions, userPreferences } from '../db/schema';
import type { JobDefinition, JobRunner } from '../jobs/job-runner';
import type { Logger } from '../lib/logger';
import type { Mail, Mailer } from '../mail/mailer';
import { pushMessages, SHARED_PUSH_WORDS } from '../mail/push-message';
import { ideaSharedMail } from '../mail/templates';
import { COMMENT_MAIL_WINDOW_SECONDS, type CommentMail } from './comment-mail-job';
import { announceInboxChange } from './live-inbox';
import type { NotificationKindDefinition } from './notification-kind';
import type { PushDelivery } from './push-job';
import { ideaPath, recipientsOf, unsubscribeLinks, type Recipient } from './recipients';

export type NotifierDeps = { db: Db; mailer: Mailer; appUrl: string; appSecret: string; logger: Logger };
type Actor = { id: string; name: string };
type NewNotification = {
  kind: NotificationKind;
  actorId: string | null;
  actorName: string;
  ideaId: string | null;
  data: NotificationData;
};
/** Where Push notifications is turned on in a browser (the web app's preferences page). */
const PREFERENCES_PATH = '/preferences';
type NotifierJobs = { commentMail: JobDefinition<CommentMail>; webPush: JobDefinition<PushDelivery> };

/**
 * The one place that decides who hears of an event and how (ADR 0027): every recipient finds it in their inbox
 * and, with Push notifications on, in each browser they subscribed (a job per browser); those with E-mail
 * notifications on get a mail — at once for a share or the news of a kind a tool declares (`kinds`, from the tool
 * modules), and for comments one mail per idea at most every 15 minutes (a job). Account mails are not notifications.
 */
export function createNotifier(
  { db, mailer, appUrl, appSecret, logger }: NotifierDeps,
  jobs: JobRunner,
  { commentMail, webPush }: NotifierJobs,
  kinds: readonly NotificationKindDefinition[],
) {
  const declaredKinds = new Set(kinds.map((definition) => definition.kind));
  const pushMessageOf = pushMessages([...SHARED_PUSH_WORDS, ...kinds]);
  /** One push job per notification and subscribed browser of a recipient with Push notifications on, in the recipient's language. */
  const push = async (rows: (NewNotification & { userId: string })[], userIds: string[]) => {
    const browsers = await db
      .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId, language: userPreferences.language })
      .from(pushSubscriptions)
      .innerJoin(userPreferences, eq(userPreferences.userId, pushSubscriptions.userId))
      .where(and(inArray(pushSubscriptions.userId, userIds), eq(userPreferences.pushNotifications, true)));
    const deliveries = browsers.flatMap((browser) =>
      rows
        .filter((row) => row.userId === browser.userId)
        .map((row) => ({ subscriptionId: browser.id, message: pushMessageOf(row, browser.language) })),
    );
    if (deliveries.length > 0) await jobs.sendMany(webPush, deliveries);
  };
  /** The notifications in one insert, then one announcement to every recipient's open pages, then pushes. */
  const record = async (rows: (NewNotification & { userId: string })[]) => {
    if (rows.length === 0) return;
    const userIds = [...new Set(rows.map((row) => row.userId))];
    await db.insert(notifications).values(rows);
    await announceInboxChange(db, userIds);
    await push(rows, userIds);
  };
  /** A mail that cannot be sent now is logged; the inbox still has the notification. */
  const mailIfWanted = (recipients: Recipient[], mailFor: (recipient: Recipient) => Omit<Mail, 'to'>) =>
    Promise.all(
      recipients
        .filter((recipient) => recipient.emailNotifications)
        .map((recipient) =>
          mailer
            .send({ to: recipient.email, ...mailFor(recipient) })
            .catch((error: unknown) => logger.warn({ err: error, userId: recipient.id }, 'Notification mail not sent')),
        ),
    );

  return {
    /** Ideas shared with people at once: one insert and one lookup for all of them, a mail per idea and person. */
    async ideasShared({
      actor,
      ideas,
      message,
      recipientIds,
    }: {
      actor: Actor;
      ideas: { id: string; title: string }[];
      message: string;
      recipientIds: string[];
    }) {
      await record(
        ideas.flatMap((idea) =>
          recipientIds.map((userId) => ({
            userId,
            kind: 'idea_shared' as const,
            actorId: actor.id,
            actorName: actor.name,
            ideaId: idea.id,
            data: { subject: idea.title, href: ideaPath(idea.id), excerpt: message },
          })),
        ),
      );
      const recipients = await recipientsOf(db, recipientIds);
      for (const idea of ideas) {
        const url = `${appUrl}${ideaPath(idea.id)}`;
        await mailIfWanted(recipients, (recipient) =>
          ideaSharedMail(
            { sharer: actor.name, ideaTitle: idea.title, message, url, language: recipient.language },
            unsubscribeLinks(appUrl, appSecret, recipient.id),
          ),
        );
      }
    },

    async ideaCommented({
      actor,
      idea,
      text,
    }: {
      actor: Actor;
      idea: { id: string; title: string; ownerId: string };
      text: string;
    }) {
      if (idea.ownerId === actor.id) return;
      const data = { subject: idea.title, href: ideaPath(idea.id), excerpt: text };
      await record([
        {
          userId: idea.ownerId,
          kind: 'idea_commented',
          actorId: actor.id,
          actorName: actor.name,
          ideaId: idea.id,
          data,
        },
      ]);
      const [owner] = await recipientsOf(db, [idea.ownerId]);
      if (!owner?.emailNotifications) return;
      await jobs.sendOncePer(
        commentMail,
        { userId: owner.id, ideaId: idea.id },
        `${owner.id}:${idea.id}`,
        COMMENT_MAIL_WINDOW_SECONDS,
      );
    },

    /**
     * A browser of the user's now takes another account's pushes (ADR 0116): its inbox says so, and its other
     * browsers with pushes on; nothing names the other account. No mail: nothing needs doing at once.
     */
    async pushMoved(userId: string) {
      await record([
        {
          userId,
          kind: 'push_moved',
          actorId: null,
          actorName: '',
          ideaId: null,
          data: { subject: '', href: PREFERENCES_PATH, excerpt: '' },
        },
      ]);
    },

    /**
     * News of a kind a tool declares (ADR 0061): one inbox line per recipient and item, and one mail per recipient
     * with E-mail notifications on, made by the kind's template from `mail` — e.g. every filing due soon of a user, or
     * a tracked domain's news to each of its owners.
     */
    async tell<MailValues extends object>(
      definition: NotificationKindDefinition<MailValues>,
      {
        userIds,
        actorName,
        items,
        mail,
      }: { userIds: string[]; actorName: string; items: NotificationData[]; mail: MailValues },
    ) {
      if (!declaredKinds.has(definition.kind))
        throw new Error(`The notification kind '${definition.kind}' is declared by no tool module`);
      const [first] = items;
      if (!first) return;
      await record(
        userIds.flatMap((userId) =>
          items.map((data) => ({ userId, kind: definition.kind, actorId: null, actorName, ideaId: null, data })),
        ),
      );
      await mailIfWanted(await recipientsOf(db, userIds), (recipient) =>
        definition.mail(
          { ...mail, url: `${appUrl}${first.href}`, language: recipient.language },
          unsubscribeLinks(appUrl, appSecret, recipient.id),
        ),
      );
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
