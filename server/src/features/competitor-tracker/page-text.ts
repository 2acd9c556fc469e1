import { parse, type DefaultTreeAdapterTypes } from 'parse5';

type Node = DefaultTreeAdapterTypes.ChildNode | DefaultTreeAdapterTypes.Document;

/**
 * What a person reads of a page, as the Competitor Tracker compares it (ADR 0109): its text, parsed as a browser parses
 * HTML (parse5, the WHATWG algorithm, so broken markup reads as a browser would show it and entities are decoded). Left
 * out: the head, scripts, styles, templates, pictures drawn in code, frames, and the site's navigation and footer (the
 * same on every page, and a footer's year is no competitor's news); elements hidden from everyone (`hidden`,
 * `aria-hidden="true"`). Each block (a paragraph, a heading, a list item, a table row…) is a line; spaces collapse.
 */

const SKIPPED = new Set([
  'head',
  'script',
  'style',
  'noscript',
  'template',
  'svg',
  'math',
  'canvas',
  'iframe',
  'object',
  'nav',
  'footer',
]);
const BLOCKS = new Set([
  'address',
  'article',
  'aside',
  'blockquote',
  'br',
  'dd',
  'details',
  'dialog',
  'div',
  'dl',
  'dt',
  'fieldset',
  'figcaption',
  'figure',
  'form',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'header',
  'hr',
  'li',
  'main',
  'ol',
  'p',
  'pre',
  'section',
  'summary',
  'table',
  'tr',
  'ul',
]);
/** Cells of a row read as one line, apart. */
const CELLS = new Set(['td', 'th']);

const isHidden = (element: DefaultTreeAdapterTypes.Element) =>
  element.attrs.some(
    ({ name, value }) => name === 'hidden' || (name === 'aria-hidden' && value.trim().toLowerCase() === 'true'),
  );

/** The lines of text, each trimmed with its spaces collapsed, blank ones left out. */
const tidyLines = (text: string) =>
  text
    .split('\n')
    .map((line) => line.replace(/[\s\u00a0]+/g, ' ').trim())
    .filter(Boolean)
    .join('\n');

/** The readable text of an HTML page, one block a line. */
export function htmlText(html: string): string {
  let out = '';
  const walk = (node: Node) => {
    if (node.nodeName === '#text') {
      out += (node as DefaultTreeAdapterTypes.TextNode).value.replace(/\n/g, ' ');
      return;
    }
    if (!('childNodes' in node)) return;
    const element = 'tagName' in node ? node : null;
    if (element && (SKIPPED.has(element.tagName) || isHidden(element))) return;
    const block = element && BLOCKS.has(element.tagName);
    if (block) out += '\n';
    if (element && CELLS.has(element.tagName)) out += ' \t ';
    for (const child of node.childNodes) walk(child);
    if (block) out += '\n';
  };
  walk(parse(html));
  return tidyLines(out);
}

/** The readable text of a plain-text answer, tidied as a page's is. */
export const plainText = (text: string) => tidyLines(text.replace(/\r\n?/g, '\n'));
