import { TOOL_CATEGORIES, TOOLS } from '@core/tools/tool-catalogue';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderHookAskingMessages } from '@/test/message-probe';
import { useToolText } from './tool-text';

describe('useToolText', () => {
  it("says, in English, every tool's name and description and every category exactly as core does", () => {
    const { result } = renderHook(() => useToolText());
    for (const tool of TOOLS) {
      expect(result.current.toolName(tool.id)).toBe(tool.name);
      expect(result.current.toolDescription(tool.id)).toBe(tool.description);
    }
    for (const category of TOOL_CATEGORIES) expect(result.current.categoryName(category)).toBe(category);
  });

  it('has a message of its own, under tools.catalogue, for every name, description and category', () => {
    // In a language with no messages loaded, each text asks for its own message (and falls back to English).
    const { result, idsOf } = renderHookAskingMessages(() => useToolText());
    const idOf = (say: () => string) => idsOf(say)[0]!;

    const ids = [
      ...TOOLS.flatMap((tool) => [
        idOf(() => result.current.toolName(tool.id)),
        idOf(() => result.current.toolDescription(tool.id)),
      ]),
      ...TOOL_CATEGORIES.map((category) => idOf(() => result.current.categoryName(category))),
    ];
    expect(ids).toHaveLength(TOOLS.length * 2 + TOOL_CATEGORIES.length);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^tools\.catalogue\.[a-z][A-Za-z]*\.[a-z][A-Za-z]*$/);
  });
});
