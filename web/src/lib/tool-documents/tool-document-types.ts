import type { ToolDocumentSummary } from '@core/tools/tool-document-contracts';

/** The saved document open in a tool, as last saved or opened: the version the next save is made from. */
export type OpenDocument = { id: string; name: string; version: number };

/** What the actions need of a tool's working copy of a document. */
export type DocumentDraft<Data> = {
  open: OpenDocument | null;
  isDirty: boolean;
  /** What is in the tool now, to tell later whether it changed. */
  snapshot: () => string;
  /** After a save of `sent` (the snapshot taken when saving): the open document; later edits stay unsaved. */
  saved: (open: OpenDocument, sent: string) => void;
  /** The open document is gone (deleted): what is on screen stays, unsaved. */
  close: () => void;
  /** Opens a document's data, or (null) starts anew. */
  load: (data: Data | null, open: OpenDocument | null) => void;
};

/** What the actions tell the user, in the tool's words and the page's language. */
export type DocumentActionTexts = {
  /** A new document's name until one is typed, numbered ('ESOP plan 1'): the first number not yet used is taken. */
  defaultName: (number: number) => string;
  /** When the API's own message is missing. */
  nameTaken: string;
  goneOnSave: string;
  saveError: string;
  gone: string;
  openError: string;
  deleteError: string;
};

/** What waits for 'Discard Changes': opening another document, or starting a new one. */
export type Replacing = { kind: 'open'; document: ToolDocumentSummary } | { kind: 'new' };

/** What the page header says of the open document (DocumentBar), in the tool's nouns. */
export type DocumentLabels = { name: string; startNew: string };
