import { say } from '../i18n/say';
import { trimmedText } from '../trimmed-text';
import type { IdeaView } from '../ideas/idea-contracts';
import type { IdeaProperty } from './property-contracts';
import { richContentSchema } from './rich-content';
import type { IdeaWidget } from './widget-contracts';
import { z } from '../zod';

export const PAGE_LIMITS = { title: 200, pages: 500 };

export { MAIN_PAGE_ID } from '../ideas/access';

const pageTitle = trimmedText(PAGE_LIMITS.title, {
  required: say({ id: 'core.ideaPage.pageTitleRequired', defaultMessage: 'Page title is required' }),
  tooLong: say(
    { id: 'core.ideaPage.pageTitleTooLong', defaultMessage: 'Page title must be at most {max} characters' },
    { max: PAGE_LIMITS.title },
  ),
});
const pageRef = z.nullable(z.uuid(say({ id: 'core.ideaPage.unknownPage', defaultMessage: 'Unknown page' })));
/** A version of a page's content (0 before the first save). */
const version = z.number().check(z.int(), z.gte(0));

/** A new page, under another or at the top (page_order = the siblings' max + 1, from 0). */
export const createPageInputSchema = z.strictObject({ title: pageTitle, parentPageId: z._default(pageRef, null) });
export type CreatePageInput = z.input<typeof createPageInputSchema>;

export const renamePageInputSchema = z.strictObject({ title: pageTitle });

/** Where a page goes: under `parentPageId` (null: the top), at `index` among its new siblings. */
export const movePageInputSchema = z.strictObject({
  parentPageId: pageRef,
  index: z.number().check(z.int(), z.gte(0), z.lte(PAGE_LIMITS.pages)),
});
export type MovePageInput = z.input<typeof movePageInputSchema>;

/**
 * Saving a page's content: `version` is the version the editor started from. The server refuses (409) a save
 * made over someone else's newer save instead of silently dropping theirs (ADR 0014).
 */
export const saveContentInputSchema = z.strictObject({ content: richContentSchema, version });
export type SaveContentInput = z.input<typeof saveContentInputSchema>;

export type IdeaPageSummary = { id: string; parentPageId: string | null; title: string; pageOrder: number };
/**
 * A page's saved content as the API answers it. The web app reads answers through this schema: the typed
 * client cannot carry the recursive document type, and the schema checks what arrives instead of a cast.
 */
export const pageContentSchema = z.object({ pageId: z.string(), content: z.nullable(richContentSchema), version });
export type PageContent = z.output<typeof pageContentSchema>;

/** Everything the idea page shows at once: the idea, its page tree, properties and widgets. */
export type IdeaPageView = {
  idea: IdeaView;
  pages: IdeaPageSummary[];
  properties: IdeaProperty[];
  widgets: IdeaWidget[];
};

/** A new order for a list (properties, widgets): every id of the list, once each. */
export const reorderInputSchema = z.strictObject({ ids: z.array(z.uuid()).check(z.maxLength(500)) });
