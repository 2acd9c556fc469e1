import type { DueNextStep } from '@core/tools/investor-crm/next-steps-due';
import { mailIntl } from '../../../mail/mail-intl';
import { notificationMail, type In, type NotificationUnsubscribe, type Template } from '../../../mail/mail-layout';

/** What the mail lists: the pipeline's name and its next steps due today. */
export type NextStepsMailValues = { pipeline: string; steps: DueNextStep[] };

/** An investor's next steps due today in one pipeline (the Investor CRM), in the recipient's language. */
export function nextStepsMail(
  { pipeline, steps, url, language }: In<NextStepsMailValues & { url: string }>,
  unsubscribe: NotificationUnsubscribe,
): Template {
  const intl = mailIntl(language);
  const who = ({ name, firm }: DueNextStep) =>
    firm
      ? intl.formatMessage({ id: 'mail.nextSteps.nameAtFirm', defaultMessage: '{name} ({firm})' }, { name, firm })
      : name;
  const lines = steps.map((step) =>
    step.step
      ? intl.formatMessage(
          { id: 'mail.nextSteps.line', defaultMessage: '{who}: {step}' },
          { who: who(step), step: step.step },
        )
      : who(step),
  );
  const subject =
    steps.length === 1
      ? intl.formatMessage(
          { id: 'mail.nextSteps.subjectOne', defaultMessage: 'Today: your next step with {who}' },
          { who: who(steps[0]!) },
        )
      : intl.formatMessage(
          { id: 'mail.nextSteps.subjectMany', defaultMessage: 'Today: {count, number} next steps with investors' },
          { count: steps.length },
        );
  const heading = intl.formatMessage(
    { id: 'mail.nextSteps.heading', defaultMessage: 'These next steps in your pipeline “{pipeline}” are due today:' },
    { pipeline },
  );
  const label = intl.formatMessage({ id: 'mail.nextSteps.action', defaultMessage: 'Open the pipeline' });
  return notificationMail(intl, subject, [heading, ...lines], { label, url }, unsubscribe);
}
