import type { ToolDocumentKind } from '@core/tools/tool-document-contracts';
import { useMemo } from 'react';
import type { z } from 'zod/mini';
import { useDocumentActions, type DocumentActionTexts } from './use-document-actions';
import { useDocumentDraft } from './use-document-draft';

/** A tool's values checked: the data to save, or null while a field is wrong, with each field's message. */
export type CheckedValues<Data> = { data: Data | null; issues: Record<string, string> };

/**
 * A tool page's document that checks itself as it is typed and saves by itself with the user's Auto save, new ones
 * too once named (ADR 0028, 0045): the values as the inputs hold them (`valuesOf` a saved document's data, or null
 * for a new one), `check` turning them into data and messages, and the kit's actions in the tool's words.
 */
export function useCheckedDocument<Schema extends z.ZodMiniType, Values>(
  kind: ToolDocumentKind<Schema>,
  valuesOf: (data: z.output<Schema> | null) => Values,
  check: (values: Values) => CheckedValues<z.output<Schema>>,
  texts: DocumentActionTexts & { fixFields: string },
) {
  const draft = useDocumentDraft(valuesOf);
  const checked = useMemo(() => check(draft.values), [check, draft.values]);
  const actions = useDocumentActions(kind, draft, texts, { data: checked.data, fixFields: texts.fixFields, savesNewByItself: true });
  return {
    ...actions,
    values: draft.values,
    openId: draft.open?.id ?? null,
    checked,
    change: (patch: (values: Values) => Partial<Values>) => draft.change((values) => ({ ...values, ...patch(values) })),
  };
}
