import type { ReactNode } from 'react';
import {
  NotificationSubjectsProvider,
  type NameSubject,
} from '@/features/notifications/components/notification-subjects';
import { TOOL_SUBJECT_NAMERS } from '@/app/tool-subject-namers';

/** The tools' namings composed for the inbox: the first tool's name for a notification's subject, else the subject as sent. */
export function ToolNotificationSubjects({ children }: { children: ReactNode }) {
  // eslint-disable-next-line react-hooks/rules-of-hooks -- a constant list: the same hooks in the same order each render.
  const namers = TOOL_SUBJECT_NAMERS.map((useNamer) => useNamer());
  const nameSubject: NameSubject = (notification) =>
    namers.reduce<string | undefined>((named, name) => named ?? name(notification), undefined) ?? notification.subject;
  return <NotificationSubjectsProvider value={nameSubject}>{children}</NotificationSubjectsProvider>;
}
