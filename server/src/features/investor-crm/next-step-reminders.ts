import { investorPipelineDocuments } from '@core/tools/investor-crm/investor-pipelines';
import { nextStepsDue } from '@core/tools/investor-crm/next-steps-due';
import type { Db } from '../../db/client';
import type { JobDefinition } from '../../jobs/job-runner';
import type { Notifier } from '../../notifications/notifier';
import { dayToRemind, REMINDER_SCHEDULE, sendDocumentReminders } from '../../jobs/document-reminders';
import { investorNextStepKind } from './mail/next-step-kind';

/**
 * Tells each founder of the next steps due today in their pipelines (its time zone's day, from 08:00): one inbox line
 * per step and one mail per pipeline when E-mail notifications is on (the notifier decides). Each step is claimed
 * once (ADR 0097); when telling fails, the claims not yet told are given back and the error thrown for the retry.
 */
export const sendNextStepReminders = (db: Db, notifier: Notifier, now: Date): Promise<number> =>
  sendDocumentReminders(
    db,
    investorPipelineDocuments,
    (pipeline) => {
      const day = dayToRemind(pipeline.timeZone, now);
      if (day === null) return [];
      return nextStepsDue(pipeline, day).map((step) => ({
        key: `next-step:${step.investorId}:${step.on}`,
        item: step,
      }));
    },
    async ({ userId, documentId, name, reminders }) => {
      const steps = reminders.map(({ item }) => item);
      await notifier.tell(investorNextStepKind, {
        userIds: [userId],
        actorName: 'Investor CRM',
        items: steps.map((step) => ({
          subject: step.name,
          href: `/tool/investor-crm?doc=${documentId}&investor=${encodeURIComponent(step.investorId)}`,
          excerpt: step.step,
        })),
        mail: { pipeline: name, steps },
      });
    },
  );

/** `investor-next-steps`, hourly: the notifier is given late (it is made after the job runner it queues on). */
export function nextStepRemindersJob(db: Db, notifier: () => Notifier): JobDefinition<object> {
  return {
    name: 'investor-next-steps',
    schedule: REMINDER_SCHEDULE,
    async run() {
      await sendNextStepReminders(db, notifier(), new Date());
    },
  };
}
