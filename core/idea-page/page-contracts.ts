import { z } from 'zod';
import { say } from '../i18n/say';
import type { IdeaView } from '../ideas/idea-contracts';
import type { IdeaProperty } from './property-contracts';
import { richContentSchema } from './rich-content';
import type { IdeaWidget } from './widget-contracts';

export const PAGE_LIMITS = { title: 200, pages: 500 };

export { MAIN_PAGE_ID } from '../ideas/access';

const pageTitle = z
  .string()
  .trim()
  .min(1, say({ id: 'core.ideaPage.pageTitleRequired', defaultMessage: 'Page title is required' }))
  .max(PAGE_LIMITS.title, say({ id: 'core.ideaPage.pageTitleTooLong', defaultMessage: 'Page title must be at most {max} characters' }, { max: PAGE_LIMITS.title }));
const pageRef = z.uuid(say({ id: 'core.ideaPage.unknownPage', defaultMessage: 'Unknown page' })).nullable();

/** A new page, under another or at the top (page_order = the siblings' max + 1, from 0). */
export const createPageInputSchema = z.object({ title: pageTitle, parentPageId: pageRef.default(null) }).strict();
export type CreatePageInput = z.input<typeof createPageInputSchema>;

export const renamePageInputSchema = z.object({ title: pageTitle }).strict();

/** Where a page goes: under `parentPageId` (null: the top), at `index` among its new siblings. */
export const movePageInputSchema = z.object({ parentPageId: pageRef, index: z.number().int().min(0).max(PAGE_LIMITS.pages) }).strict();
export type MovePageInput = z.input<typeof movePageInputSchema>;

/**
 * Saving a page's content: `version` is the version the editor started from. The server refuses (409) a save
 * made over someone else's newer save instead of silently dropping theirs (ADR 0014).
 */
export const saveContentInputSchema = z.object({ content: richContentSchema, version: z.number().int().min(0) }).strict();
export type SaveContentInput = z.input<typeof saveContentInputSchema>;

export type IdeaPageSummary = { id: string; parentPageId: string | null; title: string; pageOrder: number };
/**
 * A page's saved content as the API answers it. The web app reads answers through this schema: the typed
 * client cannot carry the recursive document type, and the schema checks what arrives instead of a cast.
 */
export const pageContentSchema = z.object({ pageId: z.string(), content: richContentSchema.nullable(), version: z.number().int().min(0) });
export type PageContent = z.output<typeof pageContentSchema>;

/** Everything the idea page shows at once: the idea, its page tree, properties and widgets. */
export type IdeaPageView = { idea: IdeaView; pages: IdeaPageSummary[]; properties: IdeaProperty[]; widgets: IdeaWidget[] };

/** A new order for a list (properties, widgets): every id of the list, once each. */
export const reorderInputSchema = z.object({ ids: z.array(z.uuid()).max(500) }).strict();
