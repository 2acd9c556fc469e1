import { amountNumber } from '@core/tools/amount-typing';
import {
  transactionInputSchema,
  type NewTransaction,
  type TransactionInput,
} from '@core/tools/ai-accountant/accountant-contracts';
import type { Currency } from '@core/tools/money';
import { z } from '@core/zod';
import { useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { MoneyField } from '@/components/money-field';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { DateField } from '@/components/date-field';
import { UnsavedChangesGuard } from '@/components/ui/unsaved-changes-guard';
import { ApiError, messageOf, somethingWentWrong } from '@/lib/api-client';
import { cn } from '@/lib/cn';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';

/** A transaction's fields as typed (the amount is text until it is checked). */
export type TransactionFields = { date: string; description: string; amount: string; category: string };
const EMPTY: TransactionFields = { date: '', description: '', amount: '', category: '' };
const FIELD_NAMES = Object.keys(EMPTY) as (keyof TransactionFields)[];

type TransactionFormProps = {
  categories: readonly string[];
  /** The books': the amount is in it. */
  currency: Currency;
  /** The fields to start from (a transaction being edited); empty to add one. */
  initial?: TransactionFields;
  submitLabel: string;
  /** The button that keeps a transaction the books look to hold already, as a real repeat ('Add it anyway'). */
  repeatLabel: string;
  /**
   * Sends the checked transaction (with `repeatOf` once the founder confirmed a repeat); rejects with the API's error,
   * whose issue is shown by its field.
   */
  onSave: (input: NewTransaction) => Promise<unknown>;
  isSaving: boolean;
  /** After a save: the form is back to `initial`. */
  onSaved?: () => void;
  className?: string;
  /** More buttons beside the submit button (Cancel). */
  children?: ReactNode;
};

/**
 * A transaction's date, description, amount (negative for an expense) and category (the rules fill it when left
 * empty), checked by the core contract before it is sent; leaving with unsaved fields asks first. When the books hold
 * transactions alike (a 409 saying how many), the founder may keep it as a real repeat of those (ADR 0084); a change
 * to a field asks again.
 */
export function TransactionForm({
  categories,
  currency,
  initial = EMPTY,
  submitLabel,
  repeatLabel,
  onSave,
  isSaving,
  onSaved,
  className,
  children,
}: TransactionFormProps) {
  const t = useT();
  const said = useSaid();
  const listId = useId();
  const [fields, setFields] = useState<TransactionFields>(initial);
  const [issues, setIssues] = useState<Partial<Record<keyof TransactionFields | 'form', string>>>({});
  /** The transaction the books look to hold already, and how many alike they hold. */
  const [repeat, setRepeat] = useState<{ input: TransactionInput; count: number } | null>(null);
  /** One save at a time: a second click while one is on its way sends nothing. */
  const saving = useRef(false);
  const setField = (key: keyof TransactionFields, value: string) => {
    setRepeat(null);
    setFields((current) => ({ ...current, [key]: value }));
  };
  const set = (key: keyof TransactionFields) => (event: { target: { value: string } }) =>
    setField(key, event.target.value);
  const isDirty = FIELD_NAMES.some((key) => fields[key] !== initial[key]);

  const save = async (input: TransactionInput, repeatOf?: number) => {
    if (saving.current) return;
    saving.current = true;
    setIssues({});
    setRepeat(null);
    try {
      await onSave(repeatOf ? { ...input, repeatOf } : input);
      setFields(initial);
      onSaved?.();
    } catch (error) {
      const issue =
        error instanceof ApiError
          ? error.issues.find(({ path }) => (FIELD_NAMES as string[]).includes(path))
          : undefined;
      setIssues(issue ? { [issue.path]: issue.message } : { form: messageOf(error, somethingWentWrong()) });
      const alike = error instanceof ApiError && error.status === 409 ? issue?.values?.count : undefined;
      if (typeof alike === 'number') setRepeat({ input, count: alike });
    } finally {
      saving.current = false;
    }
  };
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = z.safeParse(transactionInputSchema, {
      ...fields,
      amount: amountNumber(fields.amount),
    });
    if (!checked.success) {
      setIssues(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    await save(checked.data);
  };
  const issue = (key: keyof TransactionFields | 'form') => (issues[key] ? said(issues[key]) : undefined);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className={cn('grid gap-3', className)}>
      <UnsavedChangesGuard when={isDirty} />
      <DateField
        label={t({ id: 'aiAccountant.form.date', defaultMessage: 'Date' })}
        value={fields.date}
        onChange={(date) => setField('date', date)}
        error={issue('date')}
      />
      <FormField
        label={t({ id: 'aiAccountant.form.description', defaultMessage: 'Description' })}
        value={fields.description}
        onChange={set('description')}
        error={issue('description')}
      />
      <MoneyField
        label={t({ id: 'aiAccountant.form.amount', defaultMessage: 'Amount (negative for an expense)' })}
        currency={currency}
        value={fields.amount}
        onValue={(amount) => setField('amount', amount)}
        error={issue('amount')}
      />
      <FormField
        label={t({ id: 'aiAccountant.form.category', defaultMessage: 'Category' })}
        list={listId}
        value={fields.category}
        onChange={set('category')}
        error={issue('category')}
      />
      <datalist id={listId}>
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <div className="col-span-full flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={isSaving} aria-busy={isSaving}>
          {submitLabel}
        </Button>
        {children}
        {repeat && (
          <>
            <p className="text-sm">
              {t({
                id: 'aiAccountant.form.repeat',
                defaultMessage: 'This looks like a transaction already in your books. Is it a real second one?',
              })}
            </p>
            <Button
              type="button"
              variant="outline"
              disabled={isSaving}
              onClick={() => void save(repeat.input, repeat.count)}
            >
              {repeatLabel}
            </Button>
          </>
        )}
        <FormAlert message={issue('form')} />
      </div>
    </form>
  );
}
