import { readFileSync } from 'node:fs';
import { parse } from '@formatjs/icu-messageformat-parser';
import MagicString from 'magic-string';
import { parseAst, type Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };

/** A call of core's `say()`, whose message stays text: say() writes the English words itself (core/i18n/say.ts). */
const isSayCall = (node: Node) =>
  node.type === 'CallExpression' && (node.callee as { name?: string } | undefined)?.name === 'say';

/** Every `defaultMessage: '…'` property (a literal, which the lint requires) in a program, but those said by say(). */
function defaultMessages(node: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(node)) {
    for (const child of node) defaultMessages(child, found);
  } else if (node && typeof node === 'object') {
    const candidate = node as Node;
    if (isSayCall(candidate)) {
      // Only the message say() is given stays text; anything else in the call is searched as usual.
      const [message, ...rest] = candidate.arguments as Node[];
      const properties = message?.type === 'ObjectExpression' ? (message.properties as Node[]) : [message];
      const kept = properties.filter(
        (property) => (property?.key as { name?: string } | undefined)?.name !== 'defaultMessage',
      );
      return defaultMessages([...kept, ...rest], found);
    }
    const key = candidate.key as { type?: string; name?: string; value?: unknown } | undefined;
    const value = candidate.value as Node | undefined;
    const isDefaultMessage =
      candidate.type === 'Property' && (key?.name === 'defaultMessage' || key?.value === 'defaultMessage');
    if (isDefaultMessage && value?.type === 'Literal' && typeof value.value === 'string') found.push(value);
    for (const child of Object.values(candidate)) if (child && typeof child === 'object') defaultMessages(child, found);
  }
  return found;
}

/** A call of core's `defineMessage()`: a message core declares for the web to say with `t` (core/i18n/define-message.ts). */
const isDefineMessageCall = (node: Node) =>
  node.type === 'CallExpression' && (node.callee as { name?: string } | undefined)?.name === 'defineMessage';

/** In core's code, only the messages declared with defineMessage(): the web says those; say()'s stay text. */
function declaredMessages(node: unknown, found: Node[] = []): Node[] {
  if (Array.isArray(node)) for (const child of node) declaredMessages(child, found);
  else if (node && typeof node === 'object') {
    const candidate = node as Node;
    if (isDefineMessageCall(candidate)) return defaultMessages(candidate.arguments, found);
    for (const child of Object.values(candidate))
      if (child && typeof child === 'object') declaredMessages(child, found);
  }
  return found;
}

const CATALOG = /\/lib\/i18n\/catalogs\/(es|fr|de)\.json$/;

/** A message's ICU syntax tree; one that does not parse fails the build, naming where it is. */
function compileMessage(message: string, where: string) {
  try {
    return parse(message);
  } catch (error) {
    throw new Error(`${where}: the message "${message}" is not valid ICU (${(error as Error).message})`, {
      cause: error,
    });
  }
}

/**
 * The build ships messages already parsed (ADR 0032): each `defaultMessage` literal in the web code and each
 * message of the es/fr/de catalogs becomes its ICU syntax tree, so the browser needs no ICU parser
 * (`@formatjs/icu-messageformat-parser` resolves to its `no-parser` build). A message that does not parse
 * fails the build, naming it.
 */
export function precompileMessages(): Plugin {
  return {
    name: 'precompile-messages',
    enforce: 'pre',
    config: () => ({
      resolve: {
        alias: [
          {
            find: /^@formatjs\/icu-messageformat-parser$/,
            replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
          },
        ],
      },
    }),
    load(id) {
      if (!CATALOG.test(id)) return null;
      const catalog = JSON.parse(readFileSync(id, 'utf8')) as Record<string, string>;
      return JSON.stringify(
        Object.fromEntries(
          Object.entries(catalog).map(([key, message]) => [key, compileMessage(message, `${id} ${key}`)]),
        ),
      );
    },
  };
}

/**
 * The same for the code, once TypeScript and JSX are plain JavaScript: the web's messages, and those core declares
 * for the web with defineMessage() (a notification's sentence, the import report's words).
 */
export function precompileDefaultMessages(): Plugin {
  return {
    name: 'precompile-default-messages',
    enforce: 'post',
    transform(code, id) {
      const isWeb = /\/web\/src\/.*\.tsx?$/.test(id);
      const isCore = /\/core\/.*\.ts$/.test(id) && !id.includes('/node_modules/') && code.includes('defineMessage(');
      if (!(isWeb || isCore) || !code.includes('defaultMessage')) return null;
      const output = new MagicString(code);
      const program = parseAst(code);
      for (const literal of isWeb ? defaultMessages(program) : declaredMessages(program)) {
        output.overwrite(literal.start, literal.end, JSON.stringify(compileMessage(literal.value as string, id)));
      }
      return { code: output.toString(), map: output.generateMap({ hires: true }) };
    },
  };
}
