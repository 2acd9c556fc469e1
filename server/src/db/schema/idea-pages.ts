import { CURRENCIES } from '@core/tools/money';
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { ideaRef, ideas } from './ideas';

export const ideaPages = pgTable(
  'idea_pages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ideaId: ideaRef(),
    parentPageId: uuid('parent_page_id').references((): AnyPgColumn => ideaPages.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    pageOrder: integer('page_order').notNull().default(0),
    content: jsonb('content'),
    /** Raised by every content save; a save made from an older version is refused (ADR 0014). */
    version: integer('version').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('idea_pages_idea_order_idx').on(table.ideaId, table.pageOrder),
    index('idea_pages_parent_idx').on(table.parentPageId),
  ],
);

/** An idea's Main Content (the page tree's root); its sub-pages' content is on idea_pages. */
export const ideaMainContents = pgTable('idea_main_contents', {
  ideaId: uuid('idea_id')
    .primaryKey()
    .references(() => ideas.id, { onDelete: 'cascade' }),
  content: jsonb('content'),
  version: integer('version').notNull().default(0),
  updatedAt: updatedAt(),
});

export const ideaProperties = pgTable(
  'idea_properties',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ideaId: ideaRef(),
    label: text('label').notNull(),
    type: text('type').notNull(),
    /** The choices of a select or multi-select property. */
    options: jsonb('options').$type<string[]>().notNull().default([]),
    value: jsonb('value'),
    position: integer('position').notNull().default(0),
    /** A currency property's currency (ADR 0078: the company's when it was added); null for every other type. */
    currency: text('currency', { enum: CURRENCIES }),
  },
  (table) => [
    index('idea_properties_idea_position_idx').on(table.ideaId, table.position),
    check('idea_properties_currency_check', sql`(${table.type} = 'currency') = (${table.currency} is not null)`),
  ],
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
