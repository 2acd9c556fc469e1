// @ts-check
// The rules that keep the rooms apart (ADR 0025). Zones are matched on resolved file paths, so a relative
// import (`../../features/x`), an alias (`@/features/x`) and an `@core/…` path are all caught alike.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';

const root = fileURLToPath(new URL('..', import.meta.url));
const packageJson = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
/** @param {string} folder */
const featuresIn = (folder) =>
  readdirSync(new URL(`../${folder}`, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

export const MESSAGES = {
  coreIsPure: 'core/ is pure: it imports neither server nor web.',
  coreHasNoIo: 'core/ has no I/O, no React, no Drizzle: it imports only zod.',
  zodMini:
    "Use zod/mini (ADR 0042): classic zod's schemas bring every method into the page; `import type` from 'zod' is fine.",
  serverNotWeb: 'The server does not import the web app.',
  sharedWebCode: 'Shared code (lib, components, config) imports neither features nor app/.',
  sharedWebToolCode:
    "Shared web code imports no tool's own core folder (core/tools/<tool>/): only the catalogue and the shared contracts.",
  featureNotApp: 'Only app/ composes features; a feature does not import app/.',
  webFeature: 'A feature does not import another feature: compose them in app/.',
  serverFeature: 'A server feature does not import another feature: share through server/src/ideas or lib.',
  sharedServerCode: 'Shared server code does not import a feature.',
  toolModule:
    "Shared server code does not import a tool's folder: the tool declares it in its module, listed in server/src/tool-modules.ts (ADR 0061).",
  coreTool:
    "Only a tool's own server folder imports its core folder (core/tools/<tool>/); the catalogue and the tool-document contracts are shared.",
  sharedCoreToolCode:
    "Shared core code imports no tool's own folder (core/tools/<tool>/): the tool declares what it brings in its contracts, listed in core/tools/tool-contracts.ts (ADR 0067).",
  serverTypesOnly: 'Only `import type` from the server.',
  noDoubleCast: 'No `as unknown as`: type the value where it comes from.',
  ownerFilter:
    'Say whose rows a query reads with ownedBy (server/src/db/owned-by.ts), not a hand-written eq(table.userId, …).',
  testKitsForTests:
    'Test kits (server/src/testing, web/src/test) are for tests: code that is not a test does not import them.',
};

/**
 * Each feature may import itself, and nothing else under features/.
 * @param {string} folder
 * @param {string} message
 */
const featureZones = (folder, message) =>
  featuresIn(folder).map((feature) => ({
    target: `${folder}/${feature}`,
    from: folder,
    except: [`./${feature}`],
    message,
  }));

/** The server's tool modules (ADR 0061): a feature folder holding `<tool>.module.ts`. */
const toolModules = featuresIn('server/src/features').filter((feature) =>
  existsSync(new URL(`../server/src/features/${feature}/${feature}.module.ts`, import.meta.url)),
);

/**
 * Server code outside `features/<tool>`: shared code (the database's schema too) and other features' code, not tests
 * or test support.
 * @param {string} tool
 */
const serverCodeOutside = (tool) => [
  'server/src/!(*.test).ts',
  'server/src/!(features|fuzz|testing|security)/**/!(*.test).ts',
  // Test kits still in production folders are test code (they move to testing/, issue 32).
  `server/src/features/!(${tool})/**/!(*.test|*-test-helpers).ts`,
];

const zones = [
  { target: 'core', from: ['server', 'web'], message: MESSAGES.coreIsPure },
  {
    // Shared core reaches a tool's folder only through the lists: the tools' contracts (ADR 0067), their saved
    // documents and their directories (ADR 0096). Tests are outside the rule; so is a tool's folder (the ESOP planner
    // builds on the equity calculator).
    target: [
      'core/!(tools)/**/!(*.test).ts',
      'core/!(*.test).ts',
      'core/tools/!(tool-contracts|tool-documents|tool-directories|tool-tiles|*.test).ts',
    ],
    from: featuresIn('core/tools').map((tool) => `core/tools/${tool}`),
    message: MESSAGES.sharedCoreToolCode,
  },
  { target: 'server', from: 'web', message: MESSAGES.serverNotWeb },
  {
    target: ['web/src/lib', 'web/src/components', 'web/src/config'],
    from: ['web/src/features', 'web/src/app'],
    message: MESSAGES.sharedWebCode,
  },
  {
    // What belongs to one tool lives in its feature; core/tools/*.ts (the catalogue, tool documents, money) is shared.
    target: ['web/src/lib', 'web/src/components', 'web/src/config'],
    from: featuresIn('core/tools').map((tool) => `core/tools/${tool}`),
    message: MESSAGES.sharedWebToolCode,
  },
  { target: 'web/src/features', from: 'web/src/app', message: MESSAGES.featureNotApp },
  ...featureZones('web/src/features', MESSAGES.webFeature),
  ...featureZones('server/src/features', MESSAGES.serverFeature),
  {
    // Everything in server/src but the features, the composition root (app.ts), the list of tool modules
    // (tool-modules.ts, ADR 0061) and the cross-feature security tests is shared code.
    target: ['server/src/!(features|security)/**', 'server/src/!(app|tool-modules).ts'],
    from: 'server/src/features',
    except: toolModules.map((tool) => `./${tool}`),
    message: MESSAGES.sharedServerCode,
  },
  {
    // A tool's folder is reached only through the list of tool modules, which the composition roots read.
    target: ['server/src/!(features|security)/**', 'server/src/!(app|tool-modules).ts'],
    from: toolModules.map((tool) => `server/src/features/${tool}`),
    message: MESSAGES.toolModule,
  },
  // A tool's own core folder is its server folder's alone: its tables are there too (drizzle-kit reads them by a glob).
  ...featuresIn('core/tools').map((tool) => ({
    target: serverCodeOutside(tool),
    from: `core/tools/${tool}`,
    message: MESSAGES.coreTool,
  })),
  {
    // Test kits start the whole app (testing/ → server.ts → app.ts → features; test/ → app/ → features), so
    // only tests and other kits take from them. The fuzzer (server/src/fuzz) is run by its test alone.
    target: [
      'server/src/!(testing|fuzz)/**/!(*.test).ts',
      'server/src/!(*.test).ts',
      'web/src/!(test)/**/!(*.test).{ts,tsx}',
      'web/src/!(*.test).{ts,tsx}',
    ],
    from: ['server/src/testing', 'web/src/test'],
    message: MESSAGES.testKitsForTests,
  },
];

// core/ may use zod (and vitest in its tests); every other package the project installs has I/O, a UI or a
// database behind it.
const corePackages = Object.keys({ ...packageJson.dependencies, ...packageJson.devDependencies }).filter(
  (name) => name !== 'zod' && name !== 'vitest',
);

const noDoubleCast = {
  selector: 'TSAsExpression > TSAsExpression.expression[typeAnnotation.type="TSUnknownKeyword"]',
  message: MESSAGES.noDoubleCast,
};
/** An owner filter written by hand; a join's `eq(a.userId, b.id)` is no filter. */
const handWrittenOwnerFilter = {
  selector:
    "CallExpression[callee.name='eq'][arguments.0.property.name='userId']:not(CallExpression[callee.property.name=/Join$/] > CallExpression)",
  message: MESSAGES.ownerFilter,
};

/** Core's contracts and the web app validate with zod/mini; classic zod stays on the server. */
const classicZod = { name: 'zod', allowTypeImports: true, message: MESSAGES.zodMini };

export const boundaries = [
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: `${root}tsconfig.json` })],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones }],
      'max-lines': ['error', { max: 300 }],
    },
  },
  {
    files: ['core/**'],
    rules: {
      'import-x/no-nodejs-modules': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: [classicZod],
          patterns: [
            // Anchored to the whole specifier: a package's name is no pattern for core's own folders (core/ai/).
            {
              regex: `^(${corePackages.map((name) => name.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')).join('|')})(/.*)?$`,
              message: MESSAGES.coreHasNoIo,
            },
          ],
        },
      ],
    },
  },
  {
    // The web app sees the server only through the types of its API (hc<AppType>).
    files: ['web/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [classicZod],
          patterns: [{ group: ['**/server/**'], allowTypeImports: true, message: MESSAGES.serverTypesOnly }],
        },
      ],
    },
  },
  {
    files: ['core/**', 'server/**', 'web/**'],
    rules: { 'no-restricted-syntax': ['error', noDoubleCast] },
  },
  {
    // The server's code says whose rows a query reads one way; its tests read the database their own way.
    files: ['server/src/**'],
    ignores: ['server/src/**/*.test.ts', 'server/src/testing/**', 'server/src/fuzz/**', 'server/src/db/owned-by.ts'],
    rules: { 'no-restricted-syntax': ['error', noDoubleCast, handWrittenOwnerFilter] },
  },
];
