import { amountNumber } from '@core/tools/amount-typing';
import type { Currency } from '@core/tools/money';
import { z } from '@core/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { MoneyInput } from '@/components/money-input';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { Input } from '@/components/ui/input';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { messageOf, somethingWentWrong } from '@/lib/api-client';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';

/** A row's field: text, or an amount in `currency` (a budget). */
type Field<Key extends string> = { key: Key; label: string; placeholder?: string } & (
  | { type: 'text' }
  | { type: 'money'; currency: Currency }
);
type Draft<Key extends string> = Record<Key, string>;

type PairListEditorProps<Key extends string, Row extends Record<Key, string | number>> = {
  /** The list's name in the request body ('rules', 'budgets'): issues come back under it. */
  listKey: string;
  saved: readonly Row[];
  fields: readonly [Field<Key>, Field<Key>];
  schema: z.ZodMiniType;
  /** Saves the whole list; rejects with the API's error. */
  onSave: (rows: Row[]) => Promise<unknown>;
  isSaving: boolean;
  addLabel: string;
  saveLabel: string;
  /** Said for a row, to name its remove button ('Remove rule 2'). */
  removeLabel: (index: number) => string;
  /** The categories the user has used, offered as they type. */
  categories: readonly string[];
  children?: ReactNode;
};

const toDraft = <Key extends string>(row: Record<Key, string | number>, keys: readonly Key[]) =>
  Object.fromEntries(keys.map((key) => [key, String(row[key])])) as Draft<Key>;

/** An editable list of rows of two fields (a rule, a budget line), checked by its core schema, saved whole. */
export function PairListEditor<Key extends string, Row extends Record<Key, string | number>>(
  props: PairListEditorProps<Key, Row>,
) {
  const { listKey, saved, fields, schema, onSave, isSaving, addLabel, saveLabel, removeLabel, categories, children } =
    props;
  const t = useT();
  const said = useSaid();
  const id = useId();
  const keys = useMemo(() => fields.map((field) => field.key), [fields]);
  const savedDrafts = useMemo(() => saved.map((row) => toDraft(row, keys)), [saved, keys]);
  const [drafts, setDrafts] = useState(savedDrafts);
  const [issues, setIssues] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  // When what is saved changes (a save, another tab's save), the list shows it; a reload of the same list keeps the edits.
  const savedKey = JSON.stringify(savedDrafts);
  const [shownKey, setShownKey] = useState(savedKey);
  if (shownKey !== savedKey) {
    setShownKey(savedKey);
    setDrafts(savedDrafts);
  }
  const unsaved = JSON.stringify(drafts) !== savedKey;
  const rowsOf = () =>
    drafts.map(
      (draft) =>
        Object.fromEntries(
          fields.map(({ key, type }) => [key, type === 'money' ? amountNumber(draft[key]) : draft[key]]),
        ) as Row,
    );

  const save = async () => {
    setFailure(null);
    const checked = z.safeParse(schema, { [listKey]: rowsOf() });
    if (!checked.success) {
      setIssues(
        Object.fromEntries(checked.error.issues.map((issue) => [issue.path.slice(1).join('.'), issue.message])),
      );
      return;
    }
    setIssues({});
    try {
      await onSave((checked.data as Record<string, Row[]>)[listKey]!);
    } catch (error) {
      setFailure(messageOf(error, somethingWentWrong()));
    }
  };
  const edit = (index: number, key: Key, value: string) =>
    setDrafts((rows) => rows.map((row, at) => (at === index ? { ...row, [key]: value } : row)));

  return (
    <div className="space-y-3">
      <UnsavedChangesGuard when={unsaved} />
      <datalist id={`${id}-categories`}>
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <ul className="space-y-3">
        {drafts.map((draft, index) => (
          <li key={index} className="flex flex-wrap items-start gap-3">
            {fields.map((field) => {
              const fieldId = `${id}-${index}-${field.key}`;
              const issue = issues[`${index}.${field.key}`];
              const control = {
                id: fieldId,
                'aria-invalid': issue ? true : undefined,
                'aria-describedby': issue ? `${fieldId}-error` : undefined,
              } as const;
              return (
                <div key={field.key} className="min-w-40 flex-1 space-y-1">
                  <label htmlFor={fieldId} className="text-sm font-medium">
                    {field.label}
                  </label>
                  {field.type === 'money' ? (
                    <MoneyInput
                      {...control}
                      currency={field.currency}
                      value={draft[field.key]}
                      onValue={(value) => edit(index, field.key, value)}
                    />
                  ) : (
                    <Input
                      {...control}
                      list={field.key === 'category' ? `${id}-categories` : undefined}
                      placeholder={field.placeholder}
                      value={draft[field.key]}
                      onChange={(event) => edit(index, field.key, event.target.value)}
                    />
                  )}
                  <FormAlert id={`${fieldId}-error`} message={issue ? said(issue) : undefined} />
                </div>
              );
            })}
            <Button
              variant="ghost"
              size="sm"
              className="mt-7"
              aria-label={removeLabel(index + 1)}
              onClick={() => setDrafts((rows) => rows.filter((_, at) => at !== index))}
            >
              <Trash2 className="size-4" aria-hidden="true" />
            </Button>
          </li>
        ))}
      </ul>
      <FormAlert message={(issues[''] ?? failure) ? said(issues[''] ?? failure ?? '') : undefined} />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          variant="outline"
          onClick={() =>
            setDrafts((rows) => [
              ...rows,
              toDraft({ [fields[0].key]: '', [fields[1].key]: '' } as Record<Key, string>, keys),
            ])
          }
        >
          <Plus className="size-4" aria-hidden="true" />
          {addLabel}
        </Button>
        <Button onClick={() => void save()} disabled={isSaving || !unsaved}>
          {saveLabel}
        </Button>
        {unsaved && (
          <span className="text-sm text-muted-foreground">
            {t({ id: 'aiAccountant.unsaved', defaultMessage: 'Unsaved changes' })}
          </span>
        )}
        {children}
      </div>
    </div>
  );
}
