import { describe, expect, it } from 'vitest';
import { TOOL_PARTS } from '../account/tool-parts';
import type { z } from '../zod';

/**
 * The keys of the lists in a schema whose items the import reads, at any depth: where an issue's path can point at an
 * item. A list read only to be counted (the assessments' invitations: `unknown` items) has no item an issue is about.
 */
function listsIn(schema: z.core.$ZodType, key: string, found = new Set<string>()): Set<string> {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'object':
      for (const [field, value] of Object.entries(def.shape)) listsIn(value, field, found);
      break;
    case 'array':
      if (def.element._zod.def.type !== 'unknown') listsIn(def.element, key, found.add(key));
      break;
    case 'default':
    case 'optional':
    case 'nullable':
      listsIn(def.innerType, key, found);
      break;
    case 'pipe':
      listsIn(def.in, key, found);
  }
  return found;
}

describe('the words the import report says of each tool’s part of the account file', () => {
  it.each(TOOL_PARTS)('$toolId counts each row it tallies or leaves out as an ICU plural of {count}', (part) => {
    const counted = { ...part.tallies, ...('notRestored' in part ? part.notRestored : {}) };
    for (const [kind, message] of Object.entries(counted)) {
      expect(message.id, kind).toBe(`account.importReport.${kind}`);
      expect(message.defaultMessage, kind).toMatch(
        /^\{count, plural, one \{.*\{count\}.*\} other \{.*\{count\}.*\}\}$/,
      );
    }
  });

  it('are for kinds of rows no other part, nor the account itself, tallies: the import’s summary has one of each', () => {
    const kinds = ['ideas', 'toolDocuments', ...TOOL_PARTS.flatMap((part) => Object.keys(part.tallies))];
    expect(new Set(kinds).size).toBe(kinds.length);
  });

  it.each(TOOL_PARTS)(
    '$toolId names an item and the whole of each list in its part whose items the import reads',
    (part) => {
      expect(Object.keys(part.lists).sort()).toEqual([...listsIn(part.import, part.key)].sort());
      for (const [key, { item, list }] of Object.entries(part.lists)) {
        expect(item.id, key).toMatch(/^account\.importPlace\./);
        expect(item.defaultMessage, key).toContain('{number}');
        expect(list.id, key).toMatch(/^account\.importPlace\./);
        expect(list.defaultMessage, key).not.toMatch(/[{}]/);
      }
    },
  );
});
