import { CURRENCIES } from '@core/tools/money';
import { sql } from 'drizzle-orm';
import {
  check,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uuid,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
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

/** Postgres bytea as bytes (node-postgres reads a Buffer, PGlite a Uint8Array: both are Uint8Arrays). */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value),
  fromDriver: (value) => new Uint8Array(value),
});

/**
 * The Yjs state of a page being edited together (ADR 0113): one row per page that was ever opened in the editor,
 * page_id null for the Main Content. The page's JSON content (ideaPages.content, ideaMainContents.content) is kept in
 * step with it by every store, for the readers that do not speak Yjs (read-only views, search, export, links).
 */
export const ideaCollabStates = pgTable(
  'idea_collab_states',
  {
    ideaId: ideaRef(),
    pageId: uuid('page_id').references(() => ideaPages.id, { onDelete: 'cascade' }),
    state: bytea('state').notNull(),
    updatedAt: updatedAt(),
  },
  (table) => [unique('idea_collab_states_page_key').on(table.ideaId, table.pageId).nullsNotDistinct()],
);

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
