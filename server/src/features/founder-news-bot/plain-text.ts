/** The named characters of HTML that feeds carry beside XML's five (`&nbsp;`, `&hellip;`…), read as their characters. */
export const HTML_CHARACTERS: Record<string, string> = {
  nbsp: '\u00a0',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
};

/** What a feed's HTML summary names, escaped once more inside the XML (`&amp;amp;`, `&lt;p&gt;` read as markup). */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", ...HTML_CHARACTERS };

const decodeEntities = (text: string) =>
  text.replace(/&(#x[0-9a-f]+|#[0-9]+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED[name.toLowerCase()] ?? whole;
  });

/**
 * HTML (a feed's description or content) as plain text: scripts and styles dropped with what they hold, every tag
 * dropped, character references read, white space folded to single spaces. What is left is never HTML again: the page
 * draws it as text. At most `max` characters, cut at a word with '…'.
 */
export function plainText(html: string, max: number): string {
  const text = decodeEntities(
    html
      .replace(/<(script|style)\b[\s\S]*?<\/\1\s*>/gi, ' ')
      .replace(/<!--[\s\S]*?-->/g, ' ')
      .replace(/<[^>]*>/g, ' '),
  )
    .replace(/\s+/g, ' ')
    // Control characters left once white space is folded (NUL, backspace…) are dropped.
    .replace(/\p{Cc}/gu, '')
    .trim();
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

/** An http(s) address, made absolute against `base`; anything else (javascript:, data:, mailto:, nonsense) is null. */
export function webLink(href: string, base: string): string | null {
  if (href.trim() === '') return null;
  try {
    const url = new URL(href.trim(), base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.toString() : null;
  } catch {
    return null;
  }
}
