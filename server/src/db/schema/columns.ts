import { text, timestamp } from 'drizzle-orm/pg-core';
import { user } from './auth';

/** The columns many tables share, defined once. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

export const updatedAt = () =>
  timestamp('updated_at', { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date());

/** A user who owns or did something; the row goes when the account goes. */
export const userRef = (name: string) => text(name).references(() => user.id, { onDelete: 'cascade' });
