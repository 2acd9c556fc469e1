import { say } from '../i18n/say';
import { createPageInputSchema, PAGE_LIMITS } from '../idea-page/page-contracts';
import {
  amountCurrencyOf,
  createPropertyInputSchema,
  currencyOnlyForCurrencyMessage,
  defaultPropertyValue,
  PROPERTY_LIMITS,
  propertyValueSchema,
} from '../idea-page/property-contracts';
import { richContentSchema } from '../idea-page/rich-content';
import { WIDGET_LIMITS, WIDGET_TYPES, widgetDataSchemas } from '../idea-page/widget-contracts';
import { addCommentInputSchema, createIdeaInputSchema } from '../ideas/idea-contracts';
import { cardDisplaySchema, pinnedToolsSchema, preferencesSchema } from '../preferences/preferences-contracts';
import { currencySchema } from '../tools/money';
import { toolDocumentInputSchema } from '../tools/tool-document-contracts';
import { findToolDocuments } from '../tools/tool-documents';
import { addIssues, z } from '../zod';
import { EXPORT_FORMAT, EXPORT_VERSION } from './export-contracts';
import { flagRepeats, instant, listOf } from './import-fields';
import { toolPartShape, type ToolNotRestored, type ToolTally } from './tool-parts';

/**
 * 'Import data' (issue 14): a file made by 'Export my data', read back with the same rules as typing it in the app.
 * Every idea field, page, property value, widget and tool document passes the contract its own form uses, and rich
 * content is cleaned exactly like a page save, so an import can store nothing a user could not have typed. What
 * belonged to other people (their comments on the user's ideas) and what cannot be re-made (shares, links,
 * invitations: their tokens are never exported) is not restored; the answer says so.
 */

/** The largest file the import reads (the API's usual limit is smaller: an account's whole content can be large). */
export const IMPORT_BYTES_LIMIT = 50 * 1024 * 1024;

const exportKey = z
  .string()
  .check(
    z.minLength(1, say({ id: 'core.account.idMissing', defaultMessage: 'Missing id' })),
    z.maxLength(100, say({ id: 'core.account.idTooLong', defaultMessage: 'This id is too long' })),
  );
/** A place in a list: a whole number from 0 to `max`. */
const position = (max: number) => z.number().check(z.int(), z.gte(0), z.lte(max));

const importedPage = z.object({
  id: exportKey,
  parentPageId: z.nullable(exportKey),
  title: createPageInputSchema.shape.title,
  pageOrder: position(PAGE_LIMITS.pages),
  content: z.nullable(richContentSchema),
});

/**
 * A property: its currency is the file's (null for the other types), or dollars for a currency property of a file
 * made before properties kept one (ADR 0078: they were shown in dollars).
 */
const importedProperty = z.pipe(
  z.extend(createPropertyInputSchema, {
    currency: z.optional(z.nullable(currencySchema)),
    value: z.unknown(),
    position: position(PROPERTY_LIMITS.properties),
  }),
  z.transform((property, context) => {
    if (property.type !== 'currency' && property.currency != null) {
      addIssues(context, [{ message: currencyOnlyForCurrencyMessage(), path: ['currency'] }]);
      return z.NEVER;
    }
    const value = propertyValueSchema(property.type, property.options).safeParse(
      property.value ?? defaultPropertyValue(property.type),
    );
    if (value.success)
      return {
        ...property,
        currency: property.type === 'currency' ? amountCurrencyOf(property) : null,
        value: value.data,
      };
    addIssues(context, value.error.issues, ['value']);
    return z.NEVER;
  }),
);

const importedWidget = z.pipe(
  z.object({
    type: z.enum(WIDGET_TYPES, say({ id: 'core.account.unknownWidgetType', defaultMessage: 'Unknown widget type' })),
    data: z.unknown(),
    position: position(WIDGET_LIMITS.widgets),
  }),
  z.transform((widget, context) => {
    const data = widgetDataSchemas[widget.type].safeParse(widget.data ?? {});
    if (data.success) return { ...widget, data: data.data as Record<string, string> };
    addIssues(context, data.error.issues, ['data']);
    return z.NEVER;
  }),
);

/** Pages say their parent by the file's ids: each must be another page of the same idea, with no loop. */
function checkPageTree(pages: { id: string; parentPageId: string | null }[], context: z.core.$RefinementCtx) {
  const parentOf = new Map<string, string | null>();
  const parentMissing = () =>
    say({ id: 'core.account.parentPageMissing', defaultMessage: 'Its parent page is not in the file' });
  const parentsLoop = () => say({ id: 'core.account.parentPagesLoop', defaultMessage: 'Its parent pages make a loop' });
  flagRepeats(
    pages,
    (page) => page.id,
    say({ id: 'core.account.pageIdRepeated', defaultMessage: 'Two pages have this id' }),
    (index) => ['pages', index, 'id'],
    context,
  );
  for (const page of pages) parentOf.set(page.id, page.parentPageId);
  pages.forEach((page, index) => {
    const seen = new Set([page.id]);
    for (let parent = page.parentPageId; parent !== null; parent = parentOf.get(parent) ?? null) {
      if (!parentOf.has(parent))
        return context.addIssue({ code: 'custom', message: parentMissing(), path: ['pages', index, 'parentPageId'] });
      if (seen.has(parent))
        return context.addIssue({ code: 'custom', message: parentsLoop(), path: ['pages', index, 'parentPageId'] });
      seen.add(parent);
    }
  });
}

const { creationKey: _creationKey, ...ideaFieldSchemas } = createIdeaInputSchema.shape;

const importedIdea = z
  .object({
    id: exportKey,
    ...ideaFieldSchemas,
    isPinned: z._default(z.boolean(), false),
    isCommunityShared: z._default(z.boolean(), false),
    createdAt: instant,
    updatedAt: instant,
    mainContent: z._default(z.nullable(richContentSchema), null),
    pages: listOf(
      importedPage,
      PAGE_LIMITS.pages,
      say({ id: 'core.account.tooManyPages', defaultMessage: 'At most {max} pages' }, { max: PAGE_LIMITS.pages }),
    ),
    properties: listOf(
      importedProperty,
      PROPERTY_LIMITS.properties,
      say(
        { id: 'core.account.tooManyProperties', defaultMessage: 'At most {max} properties' },
        { max: PROPERTY_LIMITS.properties },
      ),
    ),
    widgets: listOf(
      importedWidget,
      WIDGET_LIMITS.widgets,
      say(
        { id: 'core.account.tooManyWidgets', defaultMessage: 'At most {max} widgets' },
        { max: WIDGET_LIMITS.widgets },
      ),
    ),
    comments: z._default(
      z.array(z.object({ mine: z.boolean(), content: addCommentInputSchema.shape.content, createdAt: instant })),
      [],
    ),
    shares: z._default(z.array(z.unknown()), []),
  })
  .check(z.superRefine((idea, context) => checkPageTree(idea.pages, context)));
export type ImportedIdea = z.output<typeof importedIdea>;

const importedToolDocument = z.pipe(
  z.object({
    toolId: z.string().check(z.maxLength(100)),
    name: z.unknown(),
    data: z.unknown(),
    createdAt: instant,
    updatedAt: instant,
  }),
  z.transform((document, context) => {
    const kind = findToolDocuments(document.toolId);
    if (!kind) {
      const message = say({
        id: 'core.account.toolKeepsNoDocuments',
        defaultMessage: 'This tool keeps no saved documents',
      });
      addIssues(context, [{ message, path: ['toolId'] }]);
      return z.NEVER;
    }
    const parsed = toolDocumentInputSchema(kind).safeParse({ name: document.name, data: document.data });
    if (parsed.success) return { ...document, ...parsed.data, kind };
    addIssues(context, parsed.error.issues);
    return z.NEVER;
  }),
);
export type ImportedToolDocument = z.output<typeof importedToolDocument>;

const importedPreferences = z.extend(z.partial(preferencesSchema), {
  pinnedTools: z.optional(pinnedToolsSchema),
  cardDisplay: z.optional(z.partial(cardDisplaySchema)),
});
export type ImportedPreferences = z.output<typeof importedPreferences>;

/**
 * The file, as the import reads it: the export's format, any of its versions, and each tool's part as its contracts
 * read it (core/tools/tool-contracts.ts) — a part that an older version did not have reads as that part's default.
 */
export const accountImportSchema = z
  .object({
    format: z.literal(
      EXPORT_FORMAT,
      say({ id: 'core.account.notAnExportFile', defaultMessage: 'This is not a Founder Toolkit export file' }),
    ),
    version: z.literal(
      [1, 2, 3, 4, 5, 6, 7, EXPORT_VERSION],
      say({
        id: 'core.account.exportVersionUnreadable',
        defaultMessage: 'This export is from a version of Founder Toolkit that cannot be read here',
      }),
    ),
    preferences: z._default(importedPreferences, {}),
    ideas: z._default(z.array(importedIdea), []),
    toolDocuments: z._default(z.array(importedToolDocument), []),
    ...toolPartShape('import'),
  })
  .check(
    z.superRefine((file, context) => {
      flagRepeats(
        file.ideas,
        (idea) => idea.id,
        say({ id: 'core.account.ideaIdRepeated', defaultMessage: 'Two ideas have this id' }),
        (index) => ['ideas', index, 'id'],
        context,
      );
      // A document whose name was refused already has its issue (the pipe stopped before the name was checked): String() keeps it from throwing here.
      const toolAndName = (document: ImportedToolDocument) =>
        `${document.toolId}\n${String(document.name).toLowerCase()}`;
      const sameName = say({
        id: 'core.account.documentNameRepeated',
        defaultMessage: 'Two saved documents of this tool have this name',
      });
      flagRepeats(file.toolDocuments, toolAndName, sameName, (index) => ['toolDocuments', index, 'name'], context);
    }),
  );
export type AccountImport = z.output<typeof accountImportSchema>;

/** Of one kind of row in the file: how many were added, and how many the account had already. */
export type Tally = { added: number; alreadyThere: number };
export const tallyOf = (added: number, inFile: number): Tally => ({ added, alreadyThere: inFile - added });

/**
 * What an import did: what was added, and what was already there (an import made twice adds nothing the second time),
 * of the account's own rows and of each tool's (the tallies its part declares: `filings`, `trackedDomains`…).
 */
export type ImportSummary = {
  ideas: Tally;
  toolDocuments: Tally;
  preferences: boolean;
  /**
   * What the file has that an import does not restore: shares, links and a tool's invitations (they would grant
   * access again without asking, and their tokens are never exported), and other people's comments (theirs to write).
   */
  notRestored: { shares: number; othersComments: number } & Record<ToolNotRestored, number>;
} & Record<ToolTally, Tally>;
