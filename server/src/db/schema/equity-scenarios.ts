import type { ScenarioFounder } from '@core/tools/equity-split/equity-scenarios';
import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, userRef } from './columns';

/** A named set of founders on the equity calculator, saved by its owner. */
export const equityScenarios = pgTable(
  'equity_scenarios',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: userRef('user_id').notNull(),
    name: text('name').notNull(),
    founders: jsonb('founders').$type<ScenarioFounder[]>().notNull(),
    /** SHA-256 of the read-only link's token (the token itself is never stored); null when not shared. */
    shareTokenHash: text('share_token_hash').unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index('equity_scenarios_user_idx').on(table.userId, table.updatedAt.desc().nullsFirst()),
    uniqueIndex('equity_scenarios_user_name_idx').on(table.userId, sql`lower(${table.name})`),
  ],
);
