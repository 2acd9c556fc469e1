import type { Page } from 'playwright-core';

/** The attributes that hold an element's id or point at another's: how a label, a description or a control finds its element. */
const ID_ATTRIBUTES = [
  'id',
  'for',
  'aria-labelledby',
  'aria-describedby',
  'aria-controls',
  'aria-owns',
  'aria-activedescendant',
  'aria-errormessage',
  'aria-details',
  'list',
  'form',
  'headers',
] as const;

/**
 * The ids on the page, and the references to them, that are not what the browser's React holds for their element
 * ('h1 id="_R_6l_", React: "_R_ql_"'), and those React does not hold yet (a part still to hydrate: 'not React's').
 * React 19 in production neither reports nor patches an attribute the server drew differently (only its development
 * build logs one), so a page whose server render differs from the browser's — useId under another tree (ADR 0038) —
 * keeps the server's ids, and an element React adds later (an error, a dialog) points at ids no element has. React
 * keeps each element's props on the element (`__reactProps$…`, its own but unchanged since React 17): the attributes
 * are read against them.
 */
export function idsReactDisagreesWith(page: Page): Promise<string[]> {
  return page.evaluate((attributes) => {
    const found: string[] = [];
    for (const element of document.querySelectorAll('#root *')) {
      const key = Object.keys(element).find((name) => name.startsWith('__reactProps$'));
      const props = key ? (element as unknown as Record<string, Record<string, unknown>>)[key] : undefined;
      for (const attribute of attributes) {
        const drawn = element.getAttribute(attribute);
        const value = props?.[attribute === 'for' ? 'htmlFor' : attribute];
        const held = value === undefined || value === null || value === false ? null : String(value);
        const name = `${element.tagName.toLowerCase()} ${attribute}="${drawn}"`;
        if (!props && drawn !== null) found.push(`${name}, not React's`);
        else if (props && drawn !== held) found.push(`${name}, React: "${held}"`);
      }
    }
    return found;
  }, ID_ATTRIBUTES);
}
