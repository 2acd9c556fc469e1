import type { Locator, Page } from 'playwright-core';

/**
 * One working tool as a founder uses it in the workspace journeys (issue 33): one small change made the way a person
 * makes it, what the page shows once it is kept, and what a reload brings back — the field as typed and one figure the
 * tool computes from it, worked out by hand beside it. Figures are typed as plain digits and days as 'yyyy-mm-dd'.
 */
export type ToolVisit = {
  /** The catalogue's id: the tool opens at /tool/<id>. */
  tool: string;
  /** Its name, as the catalogue gives it: the page's heading, and the dashboard's words for it. */
  name: string;
  /** The input sections the change is made in, by their headings: opened first on a phone, where they fold. */
  sections?: readonly string[];
  /** The address the founder opens, when it is not the tool's own. */
  path?: string;
  change: (page: Page) => Promise<void>;
  /** What the page shows once the change is kept (a document's header status; the other tools' own lists). */
  kept: (page: Page) => Locator;
  /** After a reload: the field changed, holding `value`; without a value, the line that shows what was typed. */
  field: (page: Page) => Locator;
  value?: string;
  /** After a reload: a figure the tool computes from the change, found by its exact text. */
  figure: (page: Page) => Locator;
  /** A tool that keeps named documents: the new one's name, as the dashboard lists it. */
  document?: { name: string };
};
