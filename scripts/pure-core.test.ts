import { expect, it } from 'vitest';
import { pureCore } from './pure-core';

type Transformed = { code?: string; moduleSideEffects: boolean } | null;
const transformed = (code: string, id = '/repo/core/tools/x.ts') =>
  (pureCore().transform as (code: string, id: string) => Transformed)(code, id);
const transform = (code: string, id?: string) => transformed(code, id)?.code ?? null;

it('marks each top-level value of a core module pure, exported or not, so that an unused schema is dropped', () => {
  const code = [
    "import { z } from 'zod';",
    'const shape = { name: z.string() };',
    'export const xSchema = z.object(shape).strict();',
  ].join('\n');
  expect(transform(code)).toBe(
    [
      "import { z } from 'zod';",
      'const shape = /* @__PURE__ */ (() => ({ name: z.string() }))();',
      'export const xSchema = /* @__PURE__ */ (() => (z.object(shape).strict()))();',
    ].join('\n'),
  );
});

it('leaves functions, literals, names, what awaits, and modules outside core as they are', () => {
  const code = [
    'export const LIMIT = 3;',
    'export const f = (a) => a;',
    'export const g = LIMIT;',
    'const ready = await load();',
  ].join('\n');
  expect(transform(code)).toBeNull();
  expect(transform('export const x = make();', '/repo/web/src/x.ts')).toBeNull();
});

it('marks a core module free of side effects unless it has a statement of its own or a value that awaits', () => {
  const effectsOf = (code: string) => transformed(code)?.moduleSideEffects;
  expect(
    effectsOf(
      ["import { z } from 'zod/mini';", 'export const xSchema = z.object({});', 'export function f() {}'].join('\n'),
    ),
  ).toBe(false);
  expect(effectsOf(["import { z } from 'zod/mini';", 'z.config({});', 'export { z };'].join('\n'))).toBe(true);
  expect(effectsOf('export const ready = await load();')).toBe(true);
});
