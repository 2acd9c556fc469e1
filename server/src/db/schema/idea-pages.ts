import { index, integer, jsonb, pgTable, text, timestamp, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { ideas } from './ideas';

export const ideaPages = pgTable(
  'idea_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    parentPageId: uuid('parent_page_id').references((): AnyPgColumn => ideaPages.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    pageOrder: integer('page_order').notNull().default(0),
    content: jsonb('content'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (table) => [
    index('idea_pages_idea_order_idx').on(table.ideaId, table.pageOrder),
    index('idea_pages_parent_idx').on(table.parentPageId),
  ],
);

export const ideaProperties = pgTable(
  'idea_properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    label: text('label').notNull(),
    type: text('type').notNull(),
    value: jsonb('value'),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('idea_properties_idea_position_idx').on(table.ideaId, table.position)],
);

export const ideaWidgets = pgTable(
  'idea_widgets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ideaId: uuid('idea_id')
      .notNull()
      .references(() => ideas.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    data: jsonb('data').notNull().default({}),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('idea_widgets_idea_position_idx').on(table.ideaId, table.position)],
);
