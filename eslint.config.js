// @ts-check
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Imports flow one way: core ← server, core ← web (shared → features → app); a feature never imports another. */
const restrict = (patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });

const noServerOrWeb = [
  { group: ['**/server/**', '**/web/**', '@/*'], message: 'core/ is pure: it imports neither server nor web.' },
  { group: ['react', 'react-dom', 'hono', 'hono/*', 'drizzle-orm', 'drizzle-orm/*', 'pg', 'better-auth', 'better-auth/*', 'node:*'], message: 'core/ has no I/O, no React, no Drizzle.' },
];
const noWeb = [{ group: ['**/web/**', '@/*'], message: 'The server does not import the web app.' }];
// The web app sees the server only through the types of its API (hc<AppType>).
const serverTypesOnly = { group: ['**/server/**'], allowTypeImports: true, message: 'Only `import type` from the server.' };
const noApp = { group: ['@/app/*', '@/app/**'], message: 'Only app/ composes features; nothing imports app/.' };
const noFeatures = { group: ['@/features/*', '@/features/**'], message: 'Shared code does not import features.' };
// Inside a feature, imports are relative; `@/features/…`, or a relative path climbing out of the feature's
// folder (one `../` more than the file is deep inside it), would be another feature.
const noOtherFeature = (depth) => ({
  group: ['../'.repeat(depth + 1) + '*', '../'.repeat(depth + 1) + '**', '@/features/*', '@/features/**'],
  message: 'A feature does not import another feature.',
});
const featureFiles = (depth) => ({
  files: [`web/src/features/*/${'*/'.repeat(depth)}*.{ts,tsx}`],
  rules: restrict([serverTypesOnly, noApp, noOtherFeature(depth)]),
});

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', '.data/', '.test-data/', 'coverage/', 'server/src/db/migrations/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['error', 'warn'] }],
    },
  },
  { files: ['web/**/*.{ts,tsx}'], ...reactHooks.configs.flat.recommended },
  { files: ['core/**'], rules: restrict(noServerOrWeb) },
  { files: ['server/**'], rules: restrict(noWeb) },
  { files: ['web/src/app/**'], rules: restrict([serverTypesOnly]) },
  ...[0, 1, 2, 3].map(featureFiles),
  { files: ['web/src/{components,lib,config}/**'], rules: restrict([serverTypesOnly, noApp, noFeatures]) },
  { files: ['scripts/**', 'bench/**', 'e2e/**'], rules: { 'no-console': 'off' } },
);
