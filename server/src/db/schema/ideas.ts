import { CURRENCIES } from '@core/tools/money';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { user } from './auth';
import { createdAt, updatedAt, userRef } from './columns';

export const ideas = pgTable(
  'ideas',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').notNull().default(''),
    priority: text('priority', { enum: ['high', 'medium', 'low'] })
      .notNull()
      .default('medium'),
    ideaScore: integer('idea_score').notNull().default(5),
    whyNow: text('why_now').notNull().default(''),
    costToValidate: numeric('cost_to_validate', { precision: 14, scale: 2, mode: 'number' }).notNull().default(0),
    costCurrency: text('cost_currency', { enum: CURRENCIES }).notNull().default('USD'),
    efforts: text('efforts').notNull().default(''),
    validationGtm: text('validation_gtm').notNull().default(''),
    isPinned: boolean('is_pinned').notNull().default(false),
    isCommunityShared: boolean('is_community_shared').notNull().default(false),
    /** The client's key for a create it may send twice (a /idea/new-… page): one idea per user and key. */
    creationKey: text('creation_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // The board reads newest first (`created_at desc, id desc`, which is NULLS FIRST): the indexes must be
  // in exactly that order, or Postgres sorts every visible idea to find a page (bench/board).
  (table) => [
    index('ideas_created_idx').on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('ideas_user_created_idx').on(table.userId, table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst()),
    index('ideas_community_created_idx')
      .on(table.createdAt.desc().nullsFirst(), table.id.desc().nullsFirst())
      .where(sql`${table.isCommunityShared}`),
    uniqueIndex('ideas_user_creation_key_idx').on(table.userId, table.creationKey),
    check('ideas_priority_check', sql`${table.priority} in ('high', 'medium', 'low')`),
    check('ideas_score_check', sql`${table.ideaScore} between 0 and 10`),
    check('ideas_cost_check', sql`${table.costToValidate} >= 0`),
  ],
);

/** A row that belongs to an idea and goes when the idea goes. */
export const ideaRef = () =>
  uuid('idea_id')
    .notNull()
    .references(() => ideas.id, { onDelete: 'cascade' });

export const tags = pgTable('tags', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
});

export const ideaTags = pgTable(
  'idea_tags',
  {
    ideaId: ideaRef(),
    tagId: uuid('tag_id')
      .notNull()
      .references(() => tags.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.ideaId, table.tagId] }), index('idea_tags_tag_idx').on(table.tagId)],
);

export const ideaComments = pgTable(
  'idea_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ideaId: ideaRef(),
    /** Null once its author deleted their account: the comment stays on the idea, by 'Deleted user'. */
    userId: text('user_id').references(() => user.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index('idea_comments_idea_created_idx').on(table.ideaId, table.createdAt),
    index('idea_comments_user_idx').on(table.userId),
  ],
);
