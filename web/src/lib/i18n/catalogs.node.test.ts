import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import de from './catalogs/de.json';
import en from './catalogs/en.json';
import es from './catalogs/es.json';
import fr from './catalogs/fr.json';

const root = join(import.meta.dirname, '../../../..');
const translations = { es, fr, de } as Record<string, Record<string, string>>;
const english = en as Record<string, string>;

/** The messages the code declares now, as `npm run i18n:extract` collects them. */
function extractMessages(): Record<string, string> {
  const dir = mkdtempSync(join(tmpdir(), 'i18n-'));
  try {
    const out = join(dir, 'en.json');
    const script = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).scripts['i18n:extract'] as string;
    execFileSync('sh', ['-c', script.replace('web/src/lib/i18n/catalogs/en.json', out)], { cwd: root, stdio: 'pipe' });
    return JSON.parse(readFileSync(out, 'utf8')) as Record<string, string>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The arguments and tags a message uses: `count`, `name`, `<link>`… A translation may say an argument in its own
 * way (a plural where English needs none), but must use the same ones.
 */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if (element.type === TYPE.argument || element.type === TYPE.number || element.type === TYPE.date || element.type === TYPE.time) {
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

describe('the message catalogs', () => {
  it('hold exactly the messages the code declares, in English as the code says them (npm run i18n:extract)', () => {
    expect(english).toEqual(extractMessages());
  });

  describe.each(Object.keys(translations))('%s', (language) => {
    const catalog = translations[language]!;

    it('translates every message, and nothing the code no longer says', () => {
      expect(Object.keys(catalog).sort()).toEqual(Object.keys(english).sort());
    });

    it('keeps each message’s arguments and tags, and translates no message to nothing', () => {
      const mismatched = Object.keys(english).flatMap((id) => {
        const translated = catalog[id];
        if (translated === undefined) return [];
        if (translated.trim() === '') return [`${id}: empty`];
        const [want, got] = [argumentsOf(parse(english[id]!)), argumentsOf(parse(translated))];
        return [...want].sort().join() === [...got].sort().join() ? [] : [`${id}: ${[...got].join()} instead of ${[...want].join()}`];
      });
      expect(mismatched).toEqual([]);
    });
  });
});
