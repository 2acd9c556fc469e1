import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, userRef } from './columns';

/**
 * A tool's saved document (an equity scenario, …), owned by one user: its data is checked by the tool's core
 * contract (core/tools/tool-documents.ts) before it is stored; `version` grows by one with each save, so a
 * save made from an older version is refused instead of overwriting what another tab saved.
 */
export const toolDocuments = pgTable(
  'tool_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id').notNull(),
    toolId: text('tool_id').notNull(),
    name: text('name').notNull(),
    data: jsonb('data').$type<unknown>().notNull(),
    version: integer('version').notNull().default(1),
    /** SHA-256 of the read-only link's token (the token itself is never stored); null when not shared. */
    shareTokenHash: text('share_token_hash').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('tool_documents_user_tool_idx').on(table.userId, table.toolId, table.updatedAt.desc().nullsFirst()),
    uniqueIndex('tool_documents_user_tool_name_idx').on(table.userId, table.toolId, sql`lower(${table.name})`),
    check('tool_documents_version_check', sql`${table.version} >= 1`),
  ],
);

/**
 * A reminder a tool's job sent of something in a saved document (an investor's next step on its day), by a key the
 * tool makes (ADR 0097): inserting it claims the reminder, so two instances, or a rerun, remind of nothing twice. It
 * goes with its document.
 */
export const toolDocumentReminders = pgTable(
  'tool_document_reminders',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => toolDocuments.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.documentId, table.key] })],
);
