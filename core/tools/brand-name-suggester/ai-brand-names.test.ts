import { describe, expect, it } from 'vitest';
import { brandNameListDataSchema } from './brand-name-lists';
import { aiBrandSuggestions } from './ai-brand-names';

describe('aiBrandSuggestions', () => {
  it('takes one name a line, its .com of its letters and digits, accents dropped, explanations cut', () => {
    expect(aiBrandSuggestions('1. Crème Loaf\n- Dawn42 — a bakery name\n"Rise & Shine"\ncrème loaf')).toEqual([
      { name: 'Crème Loaf', domain: 'cremeloaf.com', category: 'Creative' },
      { name: 'Dawn42', domain: 'dawn42.com', category: 'Creative' },
      { name: 'Rise & Shine', domain: 'riseshine.com', category: 'Creative' },
    ]);
  });

  it('leaves out lines that cannot be a name, and keeps at most 12', () => {
    expect(aiBrandSuggestions('!!!\n' + 'x'.repeat(61))).toEqual([]);
    const many = Array.from({ length: 15 }, (_, index) => `Name${index}`).join('\n');
    expect(aiBrandSuggestions(many).map((suggestion) => suggestion.domain)).toHaveLength(12);
  });

  it('makes suggestions a saved list accepts', () => {
    const aiSuggested = aiBrandSuggestions('Crème Loaf\nDawn42');
    const list = {
      inputs: { businessType: '', keywords: 'bread', description: '' },
      generated: null,
      aiSuggested,
      names: [],
    };
    expect(brandNameListDataSchema.safeParse(list).success).toBe(true);
  });
});
