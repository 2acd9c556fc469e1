import { say } from '../i18n/say';
import { trimmedText } from '../trimmed-text';
import { z } from '../zod';
import type { ToolId } from './tool-catalogue';

/**
 * What a tool says about its documents, in its own words ('Scenario not found'): each one a say() message of
 * its own (ADR 0032), so that every language can word the tool's noun its way; said each time it is needed.
 */
export type ToolDocumentMessages = {
  notFound(): string;
  /** `name` as the person wrote it. */
  nameTaken(name: string): string;
  tooMany(max: number): string;
  changedElsewhere(): string;
  nameRequired(): string;
  nameTooLong(max: number): string;
};

/**
 * What a tool that keeps saved documents (named, versioned, shareable by a read-only link) registers once:
 * the schema of a document's data and the words and limits its messages use.
 */
export type ToolDocumentKind<Data extends z.ZodMiniType = z.ZodMiniType> = {
  toolId: ToolId;
  /** What the tool says about its documents (not found, name taken, too many…). */
  messages: ToolDocumentMessages;
  /** The document's content, checked on every save. */
  data: Data;
  nameMaxLength: number;
  /** How many documents one user may keep with this tool. */
  maxPerUser: number;
  /** The line the documents list shows under a document's name ('2 founders'). */
  summarize(data: z.output<Data>): string;
  /** Never shared: only its owner ever reads it (a private journal); a link to it is refused. */
  isPrivate?: true;
};

/** A tool's document kind, typed by its data schema. */
export const defineToolDocuments = <Data extends z.ZodMiniType>(kind: ToolDocumentKind<Data>) => kind;

/** The messages the API answers with about a kind's documents, in the tool's own words. */
export const toolDocumentTexts = ({ messages, maxPerUser }: Pick<ToolDocumentKind, 'messages' | 'maxPerUser'>) => ({
  notFound: messages.notFound(),
  nameTaken: (name: string) => messages.nameTaken(name),
  tooMany: messages.tooMany(maxPerUser),
  changedElsewhere: messages.changedElsewhere(),
});

/** A document's name: trimmed, required, at most the kind's length. */
export const toolDocumentNameSchema = ({
  messages,
  nameMaxLength,
}: Pick<ToolDocumentKind, 'messages' | 'nameMaxLength'>) => {
  const required = messages.nameRequired();
  return trimmedText(nameMaxLength, { required, notText: required, tooLong: messages.nameTooLong(nameMaxLength) });
};

/** A new document: its name and data. */
export const toolDocumentInputSchema = <Data extends z.ZodMiniType>(kind: ToolDocumentKind<Data>) =>
  z.object({ name: toolDocumentNameSchema(kind), data: kind.data });

/** A save over a document: its new name and data, with the version they were made from (a stale one is a 409). */
export const toolDocumentSaveSchema = <Data extends z.ZodMiniType>(kind: ToolDocumentKind<Data>) => {
  const versionMessage = say({
    id: 'core.tools.documents.versionRequired',
    defaultMessage: 'Send the version you opened',
  });
  return z.extend(toolDocumentInputSchema(kind), {
    version: z.number({ error: versionMessage }).check(z.int(versionMessage), z.positive(versionMessage)),
  });
};

export type ToolDocumentInput<Data> = { name: string; data: Data };

export type ToolDocumentSave<Data> = ToolDocumentInput<Data> & { version: number };

/** A saved document in its owner's list. */
export type ToolDocumentSummary = {
  id: string;
  name: string;
  summary: string;
  version: number;
  isShared: boolean;
  updatedAt: string;
};

/** A document the user saved lately, in any tool: the dashboard's 'Continue where you left off'. */
export type RecentToolDocument = { toolId: ToolId; id: string; name: string; updatedAt: string };
/** How many of them the dashboard shows. */
export const RECENT_DOCUMENTS_SHOWN = 6;

/** A saved document, whole, for its owner. */
export type ToolDocumentView<Data> = ToolDocumentInput<Data> & {
  id: string;
  version: number;
  isShared: boolean;
  createdAt: string;
  updatedAt: string;
};

/** A document as a link holder reads it: read-only, without its id. */
export type SharedToolDocument<Data> = ToolDocumentInput<Data> & { sharedBy: string; updatedAt: string };

/** A document's read-only link; the token is shown once, when the link is made. */
export type ToolDocumentLink = { token: string };
