import { SaxesParser } from 'saxes';
import { HTML_CHARACTERS } from './plain-text';

/** An XML element as the feed parser reads it: its local name (no prefix), attributes, text and child elements. */
export type XmlElement = { name: string; attributes: Record<string, string>; text: string; children: XmlElement[] };

/** A document that is not well-formed XML, with where saxes stopped. */
export class XmlError extends Error {}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * The element tree of an XML document (saxes: strict XML 1.0, no DTD read, no external entity fetched). Text and CDATA
 * are kept as they are; a document that is not well-formed throws an XmlError.
 */
export function readXmlTree(xml: string): XmlElement {
  const parser = new SaxesParser({ position: true });
  Object.assign(parser.ENTITIES, HTML_CHARACTERS);
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  const addText = (text: string) => {
    const open = stack.at(-1);
    if (open) open.text += text;
  };
  parser.on('error', (error) => {
    throw new XmlError(error.message);
  });
  parser.on('opentag', (tag) => {
    const element: XmlElement = {
      name: localName(tag.name),
      attributes: Object.fromEntries(Object.entries(tag.attributes).map(([key, value]) => [localName(key), value])),
      text: '',
      children: [],
    };
    stack.at(-1)?.children.push(element);
    root ??= element;
    stack.push(element);
  });
  parser.on('closetag', () => void stack.pop());
  parser.on('text', addText);
  parser.on('cdata', addText);
  parser.write(xml).close();
  if (!root) throw new XmlError('The document has no element');
  return root;
}

/** The first child named `name`. */
export const childNamed = (element: XmlElement, name: string) => element.children.find((child) => child.name === name);
/** The children named `name`. */
export const childrenNamed = (element: XmlElement, name: string) =>
  element.children.filter((child) => child.name === name);
/** The trimmed text of the first child named `name` ('' when none). */
export const childText = (element: XmlElement, name: string) => childNamed(element, name)?.text.trim() ?? '';
