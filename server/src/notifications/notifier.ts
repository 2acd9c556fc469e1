import type { NotificationData, NotificationKind } from '@core/notifications/notification-contracts';
import type { RuleId } from '@core/tools/your-ai-ca/compliance-rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { notifications, pushSubscriptions, userPreferences } from '../db/schema';
import type { JobDefinition, JobRunner } from '../jobs/job-runner';
import type { Logger } from '../lib/logger';
import type { Mail, Mailer } from '../mail/mailer';
import { pushMessageOf } from '../mail/push-message';
import { assessmentAnsweredMail, filingsDueMail, ideaSharedMail, trackedDomainMail } from '../mail/templates';
import { COMMENT_MAIL_WINDOW_SECONDS, type CommentMail } from './comment-mail-job';
import { announceInboxChange } from './live-inbox';
import type { PushDelivery } from './push-job';
import { ideaPath, recipientsOf, unsubscribeLinks, type Recipient } from './recipients';

export type NotifierDeps = { db: Db; mailer: Mailer; appUrl: string; appSecret: string; logger: Logger };
type Actor = { id: string; name: string };
type NewNotification = { kind: NotificationKind; actorId: string | null; actorName: string; ideaId: string | null; data: NotificationData };
type NotifierJobs = { commentMail: JobDefinition<CommentMail>; webPush: JobDefinition<PushDelivery> };

/**
 * The one place that decides who hears of an event and how (ADR 0027): every recipient finds it in their inbox
 * and, with Push notifications on, in each browser they subscribed (a job per browser); those with E-mail
 * notifications on get a mail — at once for a share, an answered invitation, a tracked domain's news or filings
 * due soon (one mail for all of a user's), and for comments one mail per idea at most every 15 minutes (a job). Account mails are not notifications.
 */
export function createNotifier({ db, mailer, appUrl, appSecret, logger }: NotifierDeps, jobs: JobRunner, { commentMail, webPush }: NotifierJobs) {
  /** One push job per notification and subscribed browser of a recipient with Push notifications on, in the recipient's language. */
  const push = async (rows: (NewNotification & { userId: string })[], userIds: string[]) => {
    const browsers = await db
      .select({ id: pushSubscriptions.id, userId: pushSubscriptions.userId, language: userPreferences.language })
      .from(pushSubscriptions)
      .innerJoin(userPreferences, eq(userPreferences.userId, pushSubscriptions.userId))
      .where(and(inArray(pushSubscriptions.userId, userIds), eq(userPreferences.pushNotifications, true)));
    const deliveries = browsers.flatMap((browser) =>
      rows.filter((row) => row.userId === browser.userId).map((row) => ({ subscriptionId: browser.id, message: pushMessageOf(row, browser.language) })),
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
    async ideasShared({ actor, ideas, message, recipientIds }: { actor: Actor; ideas: { id: string; title: string }[]; message: string; recipientIds: string[] }) {
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
          ideaSharedMail({ sharer: actor.name, ideaTitle: idea.title, message, url, language: recipient.language }, unsubscribeLinks(appUrl, appSecret, recipient.id)),
        );
      }
    },

    async ideaCommented({ actor, idea, text }: { actor: Actor; idea: { id: string; title: string; ownerId: string }; text: string }) {
      if (idea.ownerId === actor.id) return;
      const data = { subject: idea.title, href: ideaPath(idea.id), excerpt: text };
      await record([{ userId: idea.ownerId, kind: 'idea_commented', actorId: actor.id, actorName: actor.name, ideaId: idea.id, data }]);
      const [owner] = await recipientsOf(db, [idea.ownerId]);
      if (!owner?.emailNotifications) return;
      await jobs.sendOncePer(commentMail, { userId: owner.id, ideaId: idea.id }, `${owner.id}:${idea.id}`, COMMENT_MAIL_WINDOW_SECONDS);
    },

    async assessmentAnswered({ ownerId, cofounder }: { ownerId: string; cofounder: string }) {
      const data = { subject: 'Co-founder Fit Assessment', href: '/tool/cofounder-fit', excerpt: '' };
      await record([{ userId: ownerId, kind: 'assessment_answered', actorId: null, actorName: cofounder, ideaId: null, data }]);
      await mailIfWanted(await recipientsOf(db, [ownerId]), ({ language }) =>
        assessmentAnsweredMail({ cofounder, url: `${appUrl}/tool/cofounder-fit`, language }, unsubscribeLinks(appUrl, appSecret, ownerId)),
      );
    },

    /**
     * A user's filings due within their reminder days (the filing-reminders job): one inbox line each, one mail for
     * all. A calendar filing keeps its rule, so each reader names it in its reader's language.
     */
    async filingsDue({ userId, filings }: { userId: string; filings: { type: string; ruleId: RuleId | null; dueDate: string }[] }) {
      if (filings.length === 0) return;
      const href = '/tool/your-ai-ca';
      const dataOf = ({ type, ruleId, dueDate }: (typeof filings)[number]): NotificationData => ({ subject: type, href, excerpt: dueDate, ...(ruleId ? { ruleId } : {}) });
      await record(filings.map((filing) => ({ userId, kind: 'filing_due' as const, actorId: null, actorName: 'Your AI CA', ideaId: null, data: dataOf(filing) })));
      await mailIfWanted(await recipientsOf(db, [userId]), ({ language }) =>
        filingsDueMail({ filings, url: `${appUrl}${href}`, language }, unsubscribeLinks(appUrl, appSecret, userId)),
      );
    },

    /**
     * A tracked domain became free, or its registration ends within 30 days (the Domain Tracker's checks): one
     * inbox line and one mail, naming the domain and the date ('YYYY-MM-DD': the day it was found free, or its expiry).
     */
    async trackedDomainChanged({ userIds, domain, change, date }: { userIds: string[]; domain: string; change: 'available' | 'expiring'; date: string }) {
      const href = '/tool/domain-tracker';
      const kind = change === 'available' ? 'domain_available' : 'domain_expiring';
      await record(userIds.map((userId) => ({ userId, kind, actorId: null, actorName: 'Domain Tracker', ideaId: null, data: { subject: domain, href, excerpt: date } })));
      await mailIfWanted(await recipientsOf(db, userIds), (recipient) =>
        trackedDomainMail({ domain, change, date, url: `${appUrl}${href}`, language: recipient.language }, unsubscribeLinks(appUrl, appSecret, recipient.id)),
      );
    },
  };
}

export type Notifier = ReturnType<typeof createNotifier>;
