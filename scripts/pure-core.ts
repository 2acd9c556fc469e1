import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** What needs no wrapping to be dropped when unused: a function, a literal, a name. */
const KEPT_AS_IT_IS = new Set([
  'ArrowFunctionExpression',
  'FunctionExpression',
  'ClassExpression',
  'Literal',
  'TemplateLiteral',
  'Identifier',
]);
/** Top-level statements that do nothing when the module runs, once its values are marked pure. */
const DECLARATIONS = new Set([
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
  'VariableDeclaration',
  'FunctionDeclaration',
  'ClassDeclaration',
]);

/** The initialisers of a module's top-level `const`/`let` declarations (exported or not) worth marking pure. */
function topLevelValues(program: { body: Node[] }): Node[] {
  return program.body.flatMap((statement) => {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    if (declaration?.type !== 'VariableDeclaration') return [];
    return (declaration.declarations as { init: Node | null }[]).flatMap(({ init }) =>
      init && !KEPT_AS_IT_IS.has(init.type) ? [init] : [],
    );
  });
}

/**
 * core/ is pure TypeScript (no I/O, no state: the lint keeps it so), but a bundler cannot know that building a zod
 * schema has no side effect, so a page that imports one constant from a contract file loaded the file's every
 * schema and zod with them. This wraps each top-level value of a core module in an IIFE marked pure
 * (`/* @__PURE__ *\/ (() => value)()`), which the bundler drops when nothing uses it (ADR 0040). A value that
 * awaits stays as it is. A module is then free of side effects unless it has a statement of its own (core/zod.ts
 * sets zod's English messages) or a value that awaits, so one the page uses nothing of is not loaded for what
 * it imports (ADR 0042).
 */
export function pureCore(): Plugin {
  return {
    name: 'pure-core',
    enforce: 'post',
    transform(code, id) {
      if (!/\/core\/.*\.ts$/.test(id)) return null;
      const program = parseAst(code) as unknown as { body: Node[] };
      const output = new MagicString(code);
      let moduleSideEffects = program.body.some((statement) => !DECLARATIONS.has(statement.type));
      for (const value of topLevelValues(program)) {
        if (/\bawait\b/.test(code.slice(value.start, value.end))) {
          moduleSideEffects = true;
          continue;
        }
        output.appendLeft(value.start, '/* @__PURE__ */ (() => (');
        output.appendRight(value.end, '))()');
      }
      return {
        ...(output.hasChanged() && { code: output.toString(), map: output.generateMap({ hires: true }) }),
        moduleSideEffects,
      };
    },
  };
}
