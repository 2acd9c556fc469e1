import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../../../..');
type Catalog = Record<string, string>;
const readCatalog = (file: string) => JSON.parse(readFileSync(join(root, file), 'utf8')) as Catalog;

/** The web app's messages, and the server's mails' (ADR 0032): each with its catalogs and the script that extracts it. */
const CATALOG_SETS = [
  { name: 'web', dir: 'web/src/lib/i18n/catalogs', script: 'i18n:extract:web' },
  { name: 'mail', dir: 'server/src/mail/catalogs', script: 'i18n:extract:mail' },
];

/** The messages the code declares now, as `npm run <script>` collects them into `<dir>/en.json`. */
function extractMessages(dir: string, scriptName: string): Catalog {
  const temporary = mkdtempSync(join(tmpdir(), 'i18n-'));
  try {
    const out = join(temporary, 'en.json');
    const script = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts[scriptName] as string;
    execFileSync('sh', ['-c', script.replace(`${dir}/en.json`, out)], { cwd: root, stdio: 'pipe' });
    return JSON.parse(readFileSync(out, 'utf8')) as Catalog;
  } finally {
    rmSync(temporary, { recursive: true, force: true });
  }
}

/**
 * The arguments and tags a message uses: `count`, `name`, `<link>`… A translation may say an argument in its own
 * way (a plural where English needs none), but must use the same ones.
 */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (
      element.type === TYPE.argument ||
      element.type === TYPE.number ||
      element.type === TYPE.date ||
      element.type === TYPE.time
    ) {
      found.add(element.value);
    } else if (element.type === TYPE.plural || element.type === TYPE.select) {
      found.add(element.value);
      for (const option of Object.values(element.options)) argumentsOf(option.value, found);
    } else if (element.type === TYPE.tag) {
      found.add(`<${element.value}>`);
      argumentsOf(element.children, found);
    }
  }
  return found;
}

describe('the messages core and the server say (core.*)', () => {
  it('are simple in English — text and {arguments} only — as core/i18n/say.ts fills them in', () => {
    const english = readCatalog('web/src/lib/i18n/catalogs/en.json');
    const notSimple = Object.entries(english)
      .filter(([id]) => id.startsWith('core.'))
      .filter(
        ([, message]) =>
          parse(message).some((element) => element.type !== TYPE.literal && element.type !== TYPE.argument) ||
          message.includes("'"),
      )
      .map(([id]) => id);
    expect(notSimple).toEqual([]);
  });
});

describe.each(CATALOG_SETS)('the $name message catalogs', ({ dir, script }) => {
  const english = readCatalog(`${dir}/en.json`);

  it(`hold exactly the messages the code declares, in English as the code says them (npm run ${script})`, () => {
    expect(english).toEqual(extractMessages(dir, script));
  });

  describe.each(['es', 'fr', 'de'])('%s', (language) => {
    const catalog = readCatalog(`${dir}/${language}.json`);

    it('translates every message, and nothing the code no longer says', () => {
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
    });

    it('keeps each message’s arguments and tags, and translates no message to nothing', () => {
      const mismatched = Object.keys(english).flatMap((id) => {
        const translated = catalog[id];
        if (translated === undefined) return [];
        if (translated.trim() === '') return [`${id}: empty`];
        const [want, got] = [argumentsOf(parse(english[id]!)), argumentsOf(parse(translated))];
        return [...want].sort().join() === [...got].sort().join()
          ? []
          : [`${id}: ${[...got].join()} instead of ${[...want].join()}`];
      });
      expect(mismatched).toEqual([]);
    });
  });
});
