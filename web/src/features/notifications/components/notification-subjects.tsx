import type { NotificationView } from '@core/notifications/notification-contracts';
import { createContext, use } from 'react';

/** A notification's subject as the inbox says it. */
export type NameSubject = (notification: NotificationView) => string;

const SubjectNames = createContext<NameSubject>((notification) => notification.subject);

/**
 * How the inbox names a notification's subject: as the server sent it, unless the app (which composes the tools)
 * gives a tool's own naming here — Your AI CA names a calendar filing in the page's language.
 */
export const NotificationSubjectsProvider = SubjectNames;

/** The app's naming of notification subjects (the subject as sent, when none is given). */
export const useNameSubject = () => use(SubjectNames);
