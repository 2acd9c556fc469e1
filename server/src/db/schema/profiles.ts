import { pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt, userRef } from './columns';

export const profiles = pgTable('profiles', {
  id: userRef('id').primaryKey(),
  fullName: text('full_name'),
  email: text('email').notNull().unique(),
  avatarUrl: text('avatar_url'),
  openaiApiKeyEncrypted: text('openai_api_key_encrypted'),
  /** The OpenAI-compatible API and model the AI tools use; null until chosen (core's defaults then). */
  aiBaseUrl: text('ai_base_url'),
  aiModel: text('ai_model'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});
