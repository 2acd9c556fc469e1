import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, userRef } from './columns';

export const profiles = pgTable('profiles', {
  id: userRef('id').primaryKey(),
  fullName: text('full_name'),
  email: text('email').notNull().unique(),
  avatarUrl: text('avatar_url'),
  openaiApiKeyEncrypted: text('openai_api_key_encrypted'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
