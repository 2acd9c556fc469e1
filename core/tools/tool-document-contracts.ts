import { z } from 'zod';
import type { ToolId } from './tool-catalogue';

/**
 * What a tool that keeps saved documents (named, versioned, shareable by a read-only link) registers once:
 * the schema of a document's data and the words and limits its messages use.
 */
export type ToolDocumentKind<Data extends z.ZodType = z.ZodType> = {
  toolId: ToolId;
  /** What the tool calls one document and several, in its messages ('scenario', 'scenarios'). */
  noun: { one: string; many: string };
  /** The document's content, checked on every save. */
  data: Data;
  nameMaxLength: number;
  /** How many documents one user may keep with this tool. */
  maxPerUser: number;
  /** The line the documents list shows under a document's name ('2 founders'). */
  summarize(data: z.output<Data>): string;
};

/** A tool's document kind, typed by its data schema. */
export const defineToolDocuments = <Data extends z.ZodType>(kind: ToolDocumentKind<Data>) => kind;

const capitalized = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** The messages the API answers with about a kind's documents, in the tool's own words. */
export const toolDocumentTexts = ({ noun, maxPerUser }: Pick<ToolDocumentKind, 'noun' | 'maxPerUser'>) => ({
  notFound: `${capitalized(noun.one)} not found`,
  nameTaken: (name: string) => `You already have a ${noun.one} named '${name}'`,
  tooMany: `You can save up to ${maxPerUser} ${noun.many}. Delete one to save another.`,
  changedElsewhere: `This ${noun.one} was changed since you opened it. Open it again to see the latest version.`,
});

/** A new document: its name and data. */
export const toolDocumentInputSchema = <Data extends z.ZodType>({ noun, nameMaxLength, data }: ToolDocumentKind<Data>) => {
  const required = `${capitalized(noun.one)} name is required`;
  return z.object({
    name: z
      .string({ error: required })
      .trim()
      .min(1, required)
      .max(nameMaxLength, `${capitalized(noun.one)} name must be at most ${nameMaxLength} characters`),
    data,
  });
};

/** A save over a document: its new name and data, with the version they were made from (a stale one is a 409). */
export const toolDocumentSaveSchema = <Data extends z.ZodType>(kind: ToolDocumentKind<Data>) =>
  toolDocumentInputSchema(kind).extend({
    version: z.number({ error: 'Send the version you opened' }).int('Send the version you opened').positive('Send the version you opened'),
  });

export type ToolDocumentInput<Data> = { name: string; data: Data };

export type ToolDocumentSave<Data> = ToolDocumentInput<Data> & { version: number };

/** A saved document in its owner's list. */
export type ToolDocumentSummary = { id: string; name: string; summary: string; version: number; isShared: boolean; updatedAt: string };

/** A saved document, whole, for its owner. */
export type ToolDocumentView<Data> = ToolDocumentInput<Data> & { id: string; version: number; isShared: boolean; createdAt: string; updatedAt: string };

/** A document as a link holder reads it: read-only, without its id. */
export type SharedToolDocument<Data> = ToolDocumentInput<Data> & { sharedBy: string; updatedAt: string };

/** A document's read-only link; the token is shown once, when the link is made. */
export type ToolDocumentLink = { token: string };
