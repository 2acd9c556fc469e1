import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // The shared tables, and each tool's in its own server folder (ADR 0061).
  schema: ['./server/src/db/schema/index.ts', './server/src/features/*/*.tables.ts'],
  out: './server/src/db/migrations',
});
