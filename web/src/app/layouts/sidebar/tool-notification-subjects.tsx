import { useCallback, type ReactNode } from 'react';
import {
  NotificationSubjectsProvider,
  type NameSubject,
} from '@/features/notifications/components/notification-subjects';
import { useFilingName } from '@/features/your-ai-ca/hooks/use-filing-name';

/** The tools' naming of their notifications' subjects, composed for the inbox: a calendar filing's (Your AI CA's). */
export function ToolNotificationSubjects({ children }: { children: ReactNode }) {
  const filingName = useFilingName();
  const nameSubject = useCallback<NameSubject>(
    (notification) =>
      notification.kind === 'filing_due'
        ? filingName({ type: notification.subject, ruleId: notification.ruleId })
        : notification.subject,
    [filingName],
  );
  return <NotificationSubjectsProvider value={nameSubject}>{children}</NotificationSubjectsProvider>;
}
