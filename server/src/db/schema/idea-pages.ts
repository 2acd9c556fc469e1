import { index, integer, jsonb, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { ideaRef } from './ideas';

export const ideaPages = pgTable(
  'idea_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ideaId: ideaRef(),
    parentPageId: uuid('parent_page_id').references((): AnyPgColumn => ideaPages.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    pageOrder: integer('page_order').notNull().default(0),
    content: jsonb('content'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
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
    ideaId: ideaRef(),
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
    ideaId: ideaRef(),
    type: text('type').notNull(),
    data: jsonb('data').notNull().default({}),
    position: integer('position').notNull().default(0),
  },
  (table) => [index('idea_widgets_idea_position_idx').on(table.ideaId, table.position)],
);
