/** How the tools read an AI answer that was asked for as a list (ai-prompts.ts asks for one item a line). */

/** The answer's items: one a line, without bullets, numbers or quotes, blank lines and repeats left out. */
export function answerLines(text: string): string[] {
  const seen = new Set<string>();
  const items: string[] = [];
  for (const line of text.split(/\r?\n/)) {
    const item = line
      .replace(/^\s*(?:[-*•]|\d+[.)])\s*/, '')
      .replace(/^["“'](.*)["”']$/, '$1')
      .trim();
    if (item && !seen.has(item.toLowerCase())) {
      seen.add(item.toLowerCase());
      items.push(item);
    }
  }
  return items;
}
