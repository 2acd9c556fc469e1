import { transactionInputSchema } from '@core/tools/ai-accountant/accountant-contracts';
import { z } from '@core/zod';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { ApiError, messageOf, somethingWentWrong } from '@/lib/api-client';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';
import { useAddTransaction } from '../api/books-api';

const EMPTY = { date: '', description: '', amount: '', category: '' };
type Fields = typeof EMPTY;

/** Adds a transaction by hand: date, description, amount (negative for an expense) and category (rules fill it when left empty). */
export function TransactionForm({ categories }: { categories: readonly string[] }) {
  const t = useT();
  const said = useSaid();
  const listId = useId();
  const add = useAddTransaction();
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [issues, setIssues] = useState<Partial<Record<keyof Fields | 'form', string>>>({});
  const set = (key: keyof Fields) => (event: { target: { value: string } }) => setFields((current) => ({ ...current, [key]: event.target.value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = z.safeParse(transactionInputSchema, { ...fields, amount: fields.amount.trim() === '' ? Number.NaN : Number(fields.amount) });
    if (!checked.success) {
      setIssues(Object.fromEntries(checked.error.issues.map((issue) => [String(issue.path[0]), issue.message])));
      return;
    }
    setIssues({});
    try {
      await add.mutateAsync(checked.data);
      setFields(EMPTY);
    } catch (error) {
      const issue = error instanceof ApiError ? error.issues[0] : undefined;
      setIssues(issue ? { [issue.path]: issue.message } : { form: messageOf(error, somethingWentWrong()) });
    }
  };
  const issue = (key: keyof Fields | 'form') => (issues[key] ? said(issues[key]) : undefined);

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      <FormField label={t({ id: 'aiAccountant.form.date', defaultMessage: 'Date' })} type="date" value={fields.date} onChange={set('date')} error={issue('date')} />
      <FormField label={t({ id: 'aiAccountant.form.description', defaultMessage: 'Description' })} value={fields.description} onChange={set('description')} error={issue('description')} />
      <FormField
        label={t({ id: 'aiAccountant.form.amount', defaultMessage: 'Amount (negative for an expense)' })}
        type="number"
        step="0.01"
        value={fields.amount}
        onChange={set('amount')}
        error={issue('amount')}
      />
      <FormField label={t({ id: 'aiAccountant.form.category', defaultMessage: 'Category' })} list={listId} value={fields.category} onChange={set('category')} error={issue('category')} />
      <datalist id={listId}>
        {categories.map((category) => (
          <option key={category} value={category} />
        ))}
      </datalist>
      <div className="flex items-center gap-3 sm:col-span-2 lg:col-span-4">
        <Button type="submit" disabled={add.isPending}>
          {t({ id: 'aiAccountant.form.add', defaultMessage: 'Add transaction' })}
        </Button>
        <FormAlert message={issue('form')} />
      </div>
    </form>
  );
}
