import type { NotificationView } from '@core/notifications/notification-contracts';
import type { ReactNode } from 'react';
import {
  NotificationSubjectsProvider,
  type NameSubject,
} from '@/features/notifications/components/notification-subjects';
import { useFilingNotificationSubject } from '@/features/your-ai-ca/hooks/use-filing-name';

/** A tool's naming of its own notifications' subjects: a name for the kinds it owns, undefined for the others. */
type UseToolSubjectNamer = () => (notification: NotificationView) => string | undefined;

/** The tools that name their notifications' subjects themselves, one line each (a fixed list: its hooks run in order). */
const TOOL_SUBJECT_NAMERS: readonly UseToolSubjectNamer[] = [useFilingNotificationSubject];

/** The tools' namings composed for the inbox: the first tool's name for a notification's subject, else the subject as sent. */
export function ToolNotificationSubjects({ children }: { children: ReactNode }) {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- a constant list: the same hooks in the same order each render.
  const namers = TOOL_SUBJECT_NAMERS.map((useNamer) => useNamer());
  const nameSubject: NameSubject = (notification) =>
    namers.reduce<string | undefined>((named, name) => named ?? name(notification), undefined) ?? notification.subject;
  return <NotificationSubjectsProvider value={nameSubject}>{children}</NotificationSubjectsProvider>;
}
