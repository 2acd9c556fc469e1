import type { ToolDocumentKind } from '@core/tools/tool-document-contracts';
import { useCallback, useMemo } from 'react';
import type { z } from 'zod/mini';
import type { DocumentActionTexts, DocumentLabels } from './tool-document-types';
import { useDocumentActions } from './use-document-actions';
import { useDocumentFromAddress, useDocumentParam } from './use-document-address';
import { useDocumentDraft } from './use-document-draft';
import { useFirstOpenDocument } from './use-first-open-document';

/** A tool's values checked: the data to save, or null while a field is wrong (the tool adds each field's message). */
export type CheckedValues<Data> = {
  data: Data | null;
  /** What Save says while `data` is null, when the tool says it per problem rather than with `texts.fixFields`. */
  problem?: string;
};

export type ToolDocumentOptions<Data, Values, Checked extends CheckedValues<Data>> = {
  /** The values as the inputs hold them, of a saved document's data, or (null) of a new one. */
  valuesOf: (data: Data | null) => Values;
  /** The values turned into the data to save and each field's message; keep it stable (module level or useCallback). */
  check: (values: Values) => Checked;
  /** The actions' words in the tool's nouns; `fixFields` is said by Save while a field is wrong. */
  texts: DocumentActionTexts & { fixFields?: string };
  /** The header's words (DocumentBar): the name field's label ('Plan name') and New ('New plan'). */
  labels: DocumentLabels;
  /** What of the values is the work, to tell whether it changed (the default: all of them). */
  workOf?: (values: Values) => unknown;
};

/**
 * The one entry point of a tool that keeps its work as saved documents (ADR 0062): the values on the page and their
 * check, the open document, and the kit's actions — save (Save, Save as New, or by itself with the user's Auto save,
 * ADR 0028), open, start anew and delete, asking first before unsaved work is replaced. The open document's id is
 * in the address (?doc=), and a tool opened without one opens the document saved last (useDocumentFromAddress) —
 * drawn with the page when the server sent it (useFirstOpenDocument).
 */
export function useToolDocument<
  Schema extends z.ZodMiniType,
  Values,
  Checked extends CheckedValues<z.output<Schema>> = CheckedValues<z.output<Schema>>,
>(kind: ToolDocumentKind<Schema>, options: ToolDocumentOptions<z.output<Schema>, Values, Checked>) {
  const { valuesOf, check, texts, labels, workOf } = options;
  const address = useDocumentParam();
  const first = useFirstOpenDocument(kind, address);
  const draft = useDocumentDraft(valuesOf, (open) => address.showIn(open?.id ?? null), workOf, first);
  const checked = useMemo(() => check(draft.values), [check, draft.values]);
  const { change: update } = draft;
  const change = useCallback(
    (patch: (values: Values) => Partial<Values>) => update((values) => ({ ...values, ...patch(values) })),
    [update],
  );
  const actions = useDocumentActions(kind, draft, texts, {
    data: checked.data,
    fixFields: checked.problem ?? texts.fixFields,
  });
  const { isOpening } = useDocumentFromAddress(kind, address, {
    openId: draft.open?.id ?? null,
    loads: draft.loads,
    isDirty: actions.isDirty,
    openingId: actions.openingId,
    openDocument: actions.openDocument,
  });
  return {
    ...actions,
    isOpening,
    labels,
    nameMaxLength: kind.nameMaxLength,
    maxPerUser: kind.maxPerUser,
    values: draft.values,
    open: draft.open,
    openId: draft.open?.id ?? null,
    checked,
    /** Changes the values: `patch` answers the fields that change. */
    change,
    /** How many times a document (or a new one) was put on the page: what was said of the last one is forgotten. */
    loads: draft.loads,
    /** Puts data on the page as a new, unsaved document (a shared document's copy), or the defaults (null). */
    loadCopy: (data: z.output<Schema> | null) => draft.load(data, null),
  };
}
