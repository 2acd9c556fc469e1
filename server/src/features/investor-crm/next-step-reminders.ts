import { localDayAndHour } from '@core/dates/local-time';
import { investorPipelineDocuments } from '@core/tools/investor-crm/investor-pipelines';
import { nextStepsDue } from '@core/tools/investor-crm/next-steps-due';
import type { Db } from '../../db/client';
import { claimDocumentReminders, unclaimDocumentReminders } from '../../jobs/document-reminders';
import type { JobDefinition } from '../../jobs/job-runner';
import type { Notifier } from '../../notifications/notifier';
import { investorNextStepKind } from './mail/next-step-kind';

/** Every hour: a next step is reminded of in the first run from 08:00 on its day, in the pipeline's time zone. */
const REMINDER_SCHEDULE = '5 * * * *';
/** The hour of the founder's day from which the day's next steps are reminded of. */
export const REMINDER_HOUR = 8;

/**
 * Tells each founder of the next steps due today in their pipelines (its time zone's day, from 08:00): one inbox line
 * per step and one mail per pipeline when E-mail notifications is on (the notifier decides). Each step is claimed
 * once (ADR 0097); when telling fails, the claims not yet told are given back and the error thrown for the retry.
 */
export async function sendNextStepReminders(db: Db, notifier: Notifier, now: Date): Promise<number> {
  const claims = await claimDocumentReminders(db, investorPipelineDocuments, (pipeline) => {
    const { day, hour } = localDayAndHour(pipeline.timeZone, now);
    if (hour < REMINDER_HOUR) return [];
    return nextStepsDue(pipeline, day).map((step) => ({ key: `next-step:${step.investorId}:${step.on}`, item: step }));
  });
  for (const [index, { userId, documentId, name, reminders }] of claims.entries()) {
    const steps = reminders.map(({ item }) => item);
    try {
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
    } catch (error) {
      await unclaimDocumentReminders(db, claims.slice(index));
      throw error;
    }
  }
  return claims.reduce((sum, { reminders }) => sum + reminders.length, 0);
}

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
