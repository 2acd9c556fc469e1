import type { NotificationView } from '@core/notifications/notification-contracts';
import { useFilingNotificationSubject } from '@/features/your-ai-ca/hooks/use-filing-name';

/** A tool's naming of its own notifications' subjects in the inbox: a name for the kinds it owns, undefined for others. */
type UseToolSubjectNamer = () => (notification: NotificationView) => string | undefined;

/**
 * The tools that name their notifications' subjects themselves (the sidebar's inbox composes them), a line each: a
 * fixed list, so that its hooks run in the same order every render.
 */
export const TOOL_SUBJECT_NAMERS: readonly UseToolSubjectNamer[] = [useFilingNotificationSubject];
