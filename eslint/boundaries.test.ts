import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from './boundaries.js';

// Each case lints a small fixture file placed at a real path in the tree, importing real files, with the
// project's own ESLint configuration: a rule that stops resolving paths or matching files fails here.
const root = fileURLToPath(new URL('..', import.meta.url));
let eslint: ESLint;
// The first lint loads the configuration, its plugins and the TypeScript resolver: done here, not in a case's time.
beforeAll(async () => {
  eslint = new ESLint({ cwd: root });
  await eslint.lintText('', { filePath: `${root}core/ideas/fixture.ts` });
});

async function lint(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return (result?.messages ?? []).map((message) => `${message.ruleId}: ${message.message}`);
}

/** A fixture that imports `specifier` and uses it, so no other rule has anything to say. */
const importing = (specifier: string) => `import * as imported from '${specifier}';\nexport default imported;\n`;
const zone = (specifier: string, message: string) =>
  `import-x/no-restricted-paths: Unexpected path "${specifier}" imported in restricted zone. ${message}`;

type Case = [file: string, specifier: string, message: string];

describe('the zones: each import of a fixture into a zone it may not reach is an error', () => {
  it.each<Case>([
    // core/ is pure
    ['core/ideas/fixture.ts', '../../server/src/env', MESSAGES.coreIsPure],
    ['core/ideas/fixture.ts', '@/lib/cn', MESSAGES.coreIsPure],
    ['core/tools/equity-split/fixture.ts', '../../../web/src/config/paths', MESSAGES.coreIsPure],
    // shared core reaches a tool's folder through the lists of tools' contracts and documents only
    ['core/notifications/fixture.ts', '../tools/your-ai-ca/compliance-rules', MESSAGES.sharedCoreToolCode],
    ['core/account/fixture.ts', '@core/tools/domain-tracker/domain-tracker-account-part', MESSAGES.sharedCoreToolCode],
    ['core/fixture.ts', './tools/cofounder-fit/cofounder-assessment', MESSAGES.sharedCoreToolCode],
    ['core/tools/fixture.ts', './ai-accountant/ai-accountant-contracts', MESSAGES.sharedCoreToolCode],
    // the server: not the web app, no feature into another, shared code into no feature
    ['server/src/lib/fixture.ts', '../../../web/src/lib/cn', MESSAGES.serverNotWeb],
    ['server/src/lib/fixture.ts', '@/lib/cn', MESSAGES.serverNotWeb],
    ['server/src/features/health/fixture.ts', '../profile/profile.service', MESSAGES.serverFeature],
    ['server/src/features/profile/fixture.ts', '../health/health.routes', MESSAGES.serverFeature],
    ['server/src/http/fixture.ts', '../features/profile/profile.service', MESSAGES.sharedServerCode],
    ['server/src/ideas/fixture.ts', '../features/health/health.routes', MESSAGES.sharedServerCode],
    ['server/src/fixture.ts', './features/health/health.routes', MESSAGES.sharedServerCode],
    // a tool's folder is reached through the list of tool modules only; a tool's core folder is its server folder's
    ['server/src/notifications/fixture.ts', '../features/domain-tracker/domain-tracker.module', MESSAGES.toolModule],
    ['server/src/mail/fixture.ts', '../features/cofounder-fit/mail/assessment-answered-mail', MESSAGES.toolModule],
    ['server/src/fixture.ts', './features/your-ai-ca/filing-reminders', MESSAGES.toolModule],
    ['server/src/notifications/fixture.ts', '@core/tools/your-ai-ca/compliance-rules', MESSAGES.coreTool],
    ['server/src/fixture.ts', '../../core/tools/ai-accountant/books', MESSAGES.coreTool],
    ['server/src/db/fixture.ts', '@core/tools/domain-tracker/tracked-domains', MESSAGES.coreTool],
    ['server/src/db/schema/fixture.ts', '@core/tools/domain-tracker/tracked-domains', MESSAGES.coreTool],
    ['server/src/db/schema/fixture.ts', '../../features/domain-tracker/domain-tracker.tables', MESSAGES.toolModule],
    ['server/src/features/account/fixture.ts', '@core/tools/domain-tracker/tracked-domains', MESSAGES.coreTool],
    ['server/src/features/tool-documents/fixture.ts', '@core/tools/equity-split/equity-scenarios', MESSAGES.coreTool],
    ['server/src/features/domain-tracker/fixture.ts', '@core/tools/your-ai-ca/compliance-rules', MESSAGES.coreTool],
    // the web app: shared → features → app, no feature into another
    ['web/src/lib/fixture.ts', '../features/auth/components/sign-in-form', MESSAGES.sharedWebCode],
    ['web/src/lib/fixture.ts', '@/features/auth/components/sign-in-form', MESSAGES.sharedWebCode],
    ['web/src/components/ui/fixture.tsx', '../../features/profile/api/update-profile', MESSAGES.sharedWebCode],
    ['web/src/components/ui/fixture.tsx', '../../app/router', MESSAGES.sharedWebCode],
    ['web/src/config/fixture.ts', '@/app/router', MESSAGES.sharedWebCode],
    ['web/src/lib/fixture.ts', '@core/tools/your-ai-ca/compliance-rules', MESSAGES.sharedWebToolCode],
    ['web/src/components/fixture.tsx', '../../../core/tools/equity-split/equity-split', MESSAGES.sharedWebToolCode],
    ['web/src/features/auth/components/fixture.tsx', '@/app/router', MESSAGES.featureNotApp],
    ['web/src/features/auth/fixture.ts', '../../app/router', MESSAGES.featureNotApp],
    ['web/src/features/auth/components/fixture.tsx', '../../profile/api/update-profile', MESSAGES.webFeature],
    [
      'web/src/features/auth/components/fixture.tsx',
      '@/features/preferences/api/update-preferences',
      MESSAGES.webFeature,
    ],
    ['web/src/features/profile/api/fixture.ts', '../../auth/components/sign-in-form', MESSAGES.webFeature],
    // test kits: only tests (and other kits) take from them
    ['server/src/lib/fixture.ts', '../testing/test-server', MESSAGES.testKitsForTests],
    ['server/src/features/profile/fixture.ts', '../../testing/use-test-server', MESSAGES.testKitsForTests],
    ['server/src/fixture.ts', './testing/test-client', MESSAGES.testKitsForTests],
    ['web/src/lib/fixture.ts', '../test/fake-api', MESSAGES.testKitsForTests],
    ['web/src/features/auth/components/fixture.tsx', '@/test/render-app', MESSAGES.testKitsForTests],
    ['web/src/app/fixture.tsx', '@/test/render-app', MESSAGES.testKitsForTests],
    ['web/src/fixture.tsx', './test/render-app', MESSAGES.testKitsForTests],
  ])('%s importing %s', async (file, specifier, message) => {
    expect(await lint(file, importing(specifier))).toEqual([zone(specifier, message)]);
  });

  it.each<[file: string, specifier: string]>([
    ['core/ideas/fixture.ts', 'zod/mini'],
    ['core/ideas/fixture.ts', '../tools/tool-catalogue'],
    ['core/ideas/fixture.ts', '@core/ideas/access'],
    ['core/notifications/fixture.ts', '../tools/tool-contracts'],
    ['core/tools/tool-contracts.ts', './your-ai-ca/your-ai-ca-contracts'],
    ['core/tools/tool-documents.ts', './equity-split/equity-scenarios'],
    ['core/tools/tool-directories.ts', './investor-directory/investor-directory'],
    ['core/tools/your-ai-ca/fixture.ts', '../../account/import-fields'],
    ['core/tools/esop-planner/fixture.ts', '../equity-split/equity-split'],
    ['core/account/fixture.test.ts', '../tools/your-ai-ca/your-ai-ca-account-part'],
    ['server/src/features/profile/fixture.ts', './profile.service'],
    ['server/src/features/profile/fixture.ts', '../../ideas/access-sql'],
    ['server/src/features/profile/fixture.ts', '../../http/validate'],
    ['server/src/features/profile/fixture.ts', '@core/ideas/access'],
    ['server/src/app.ts', './features/health/health.routes'],
    ['server/src/security/fixture.test.ts', '../features/profile/profile.service'],
    ['server/src/tool-modules.ts', './features/domain-tracker/domain-tracker.module'],
    ['server/src/features/domain-tracker/fixture.ts', '../../tool-module/server-tool-module'],
    ['server/src/features/domain-tracker/fixture.ts', '@core/tools/domain-tracker/tracked-domains'],
    ['server/src/features/domain-tracker/mail/fixture.ts', '../../../../../core/tools/domain-tracker/tracked-domains'],
    ['server/src/notifications/fixture.ts', '@core/tools/tool-catalogue'],
    ['server/src/notifications/fixture.ts', '@core/tools/tool-document-contracts'],
    ['server/src/notifications/fixture.ts', '@core/tools/money'],
    ['server/src/mail/fixture.test.ts', '@core/tools/your-ai-ca/compliance-rules'],
    ['server/src/features/domain-tracker/fixture.ts', '../../db/schema/columns'],
    ['web/src/lib/fixture.ts', '@/components/ui/button'],
    ['web/src/lib/fixture.ts', '@core/ideas/access'],
    ['web/src/lib/fixture.ts', '@core/tools/tool-catalogue'],
    ['web/src/components/fixture.tsx', '@core/tools/tool-document-contracts'],
    ['web/src/components/fixture.tsx', '../../../core/tools/money'],
    ['web/src/features/your-ai-ca/fixture.ts', '@core/tools/your-ai-ca/compliance-rules'],
    ['web/src/features/auth/components/fixture.tsx', './sign-in-form'],
    ['web/src/features/auth/components/fixture.tsx', '@/features/auth/components/sign-up-form'],
    ['web/src/features/auth/components/fixture.tsx', '@/lib/cn'],
    ['web/src/features/auth/components/fixture.tsx', '../../../components/ui/button'],
    ['web/src/app/fixture.tsx', '@/features/auth/components/sign-in-form'],
    ['web/src/app/routes/fixture.tsx', '../../features/profile/api/update-profile'],
    ['server/src/features/profile/fixture.test.ts', '../../testing/use-test-server'],
    ['server/src/testing/fixture.ts', './test-server'],
    ['server/src/fuzz/fixture.ts', '../testing/test-client'],
    ['web/src/features/auth/components/fixture.test.tsx', '@/test/render-app'],
    ['web/src/test/fixture.tsx', './render-app'],
  ])('%s may import %s: the rules are no broader than they say', async (file, specifier) => {
    expect(await lint(file, importing(specifier))).toEqual([]);
  });
});

describe('core/ has no I/O', () => {
  it.each(['fs', 'node:fs', 'path', 'node:crypto'])('core/ importing the Node built-in %s', async (specifier) => {
    expect(await lint('core/ideas/fixture.ts', importing(specifier))).toEqual([
      `import-x/no-nodejs-modules: Do not import Node.js builtin module "${specifier}"`,
    ]);
  });

  it.each([
    'react',
    'drizzle-orm',
    'drizzle-orm/pg-core',
    'hono',
    'pg',
    '@tanstack/react-query',
    'better-auth/react',
    'ai',
    '@ai-sdk/openai-compatible',
  ])('core/ importing the package %s', async (specifier) => {
    expect(await lint('core/ideas/fixture.ts', importing(specifier))).toEqual([
      `no-restricted-imports: '${specifier}' import is restricted from being used by a pattern. ${MESSAGES.coreHasNoIo}`,
    ]);
  });
});

it('lets core import its own folders named like a package (core/ai/ beside the package ai)', async () => {
  expect(await lint('core/tools/fixture.ts', importing('../ai/ai-answers'))).toEqual([]);
});

describe('zod', () => {
  it.each(['core/ideas/fixture.ts', 'web/src/lib/fixture.ts'])('%s takes only types from classic zod', async (file) => {
    expect(await lint(file, importing('zod'))).toEqual([
      `no-restricted-imports: 'zod' import is restricted from being used. ${MESSAGES.zodMini}`,
    ]);
    expect(await lint(file, "import type { z } from 'zod';\nexport type Out = z.output<z.ZodString>;\n")).toEqual([]);
  });
});

describe('web code', () => {
  it('imports only types from the server', async () => {
    const specifier = '../../../server/src/app';
    expect(await lint('web/src/lib/fixture.ts', importing(specifier))).toEqual([
      `no-restricted-imports: '${specifier}' import is restricted from being used by a pattern. ${MESSAGES.serverTypesOnly}`,
    ]);
    const typeOnly = `import type { AppType } from '${specifier}';\nexport type Api = AppType;\n`;
    expect(await lint('web/src/lib/fixture.ts', typeOnly)).toEqual([]);
  });
});

describe('no `as unknown as`', () => {
  it.each([
    'web/src/lib/fixture.ts',
    'server/src/db/fixture.ts',
    'server/src/features/profile/fixture.test.ts',
    'core/ideas/fixture.ts',
  ])('in %s', async (file) => {
    expect(await lint(file, 'export const n = 1 as unknown as string;\n')).toEqual([
      `no-restricted-syntax: ${MESSAGES.noDoubleCast}`,
    ]);
    expect(await lint(file, 'export const n = 1 as number;\n')).toEqual([]);
  });
});

describe('owner filters', () => {
  const code = (schema: string, where: string) =>
    `import { eq } from 'drizzle-orm';\nimport { ideas, user, userPreferences } from '${schema}';\nexport const where = (userId: string) => ${where};\n` +
    'export const tables = [ideas, user, userPreferences];\n';
  const filter = 'eq(ideas.userId, userId)';

  it.each([
    ['server/src/ideas/fixture.ts', '../db/schema'],
    ['server/src/features/profile/fixture.ts', '../../db/schema'],
  ])('%s writes none by hand: ownedBy says whose rows', async (file, schema) => {
    expect(await lint(file, code(schema, filter))).toEqual([`no-restricted-syntax: ${MESSAGES.ownerFilter}`]);
  });

  it('leaves joins, tests and test kits alone', async () => {
    const join =
      '({ on: (query: { leftJoin: (...args: unknown[]) => unknown }) => query.leftJoin(userPreferences, eq(userPreferences.userId, user.id)), userId })';
    expect(await lint('server/src/ideas/fixture.ts', code('../db/schema', join))).toEqual([]);
    expect(await lint('server/src/features/profile/fixture.test.ts', code('../../db/schema', filter))).toEqual([]);
    expect(await lint('server/src/testing/fixture.ts', code('../db/schema', filter))).toEqual([]);
  });
});

describe('file size', () => {
  const lines = (count: number) =>
    Array.from({ length: count }, (_, index) => `export const line${index} = ${index};`).join('\n') + '\n';

  it.each(['core/ideas/fixture.ts', 'server/src/lib/fixture.ts', 'web/src/lib/fixture.tsx', 'scripts/fixture.mjs'])(
    '%s may have 300 lines and not 301',
    async (file) => {
      expect(await lint(file, lines(300))).toEqual([]);
      expect(await lint(file, lines(301))).toEqual([
        'max-lines: File has too many lines (301). Maximum allowed is 300.',
      ]);
    },
  );
});
