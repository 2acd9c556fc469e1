import {
  budgetsInputSchema,
  rulesInputSchema,
  type BooksView,
  type RulesApplied,
} from '@core/tools/ai-accountant/accountant-contracts';
import type { Budget, Rule } from '@core/tools/ai-accountant/books';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { messageOf, somethingWentWrong } from '@/lib/api-client';
import { useSaid } from '@/lib/i18n/use-said';
import { useT } from '@/lib/i18n/use-t';
import { useMoney } from '@/lib/use-money';
import { useApplyRules, useSaveBudgets, useSaveRules } from '../api/books-api';
import { BudgetBar } from './books-summary';
import { PairListEditor } from './pair-list-editor';

/** Budget Overview: a bar per budget line over the period, and the monthly budgets to edit. */
export function BudgetOverview({ books }: { books: BooksView }) {
  const t = useT();
  const money = useMoney(books.currency);
  const save = useSaveBudgets();
  return (
    <Card className="space-y-5">
      {books.budgetLines.length === 0 ? (
        <p className="text-muted-foreground">
          {t({
            id: 'aiAccountant.noBudgets',
            defaultMessage: 'No budget lines yet. Give a category a monthly budget below.',
          })}
        </p>
      ) : (
        books.budgetLines.map((line) => <BudgetBar key={line.category} line={line} money={money} />)
      )}
      <h3 className="font-medium">{t({ id: 'aiAccountant.budgets.title', defaultMessage: 'Monthly budgets' })}</h3>
      <PairListEditor<keyof Budget, Budget>
        listKey="budgets"
        saved={books.budgets}
        schema={budgetsInputSchema}
        fields={[
          { key: 'category', label: t({ id: 'aiAccountant.form.category', defaultMessage: 'Category' }), type: 'text' },
          {
            key: 'monthly',
            label: t({ id: 'aiAccountant.budgets.monthly', defaultMessage: 'Budget a month' }),
            type: 'money',
            currency: books.currency,
          },
        ]}
        onSave={(budgets) => save.mutateAsync(budgets)}
        isSaving={save.isPending}
        addLabel={t({ id: 'aiAccountant.budgets.add', defaultMessage: 'Add budget line' })}
        saveLabel={t({ id: 'aiAccountant.budgets.save', defaultMessage: 'Save budgets' })}
        removeLabel={(index) =>
          t({ id: 'aiAccountant.budgets.remove', defaultMessage: 'Remove budget line {index}' }, { index })
        }
        categories={books.categories}
      />
    </Card>
  );
}

/** Categorisation rules ('description contains AWS → Infrastructure'): used on every import, and applied on demand. */
export function RulesSection({ books }: { books: BooksView }) {
  const t = useT();
  const said = useSaid();
  const save = useSaveRules();
  const apply = useApplyRules();
  const [applied, setApplied] = useState<RulesApplied | null>(null);
  return (
    <Card className="space-y-3">
      <p className="text-sm text-muted-foreground">
        {t({
          id: 'aiAccountant.rules.help',
          defaultMessage:
            'A transaction whose description contains the words goes to the category; the first matching rule wins.',
        })}
      </p>
      <PairListEditor<keyof Rule, Rule>
        listKey="rules"
        saved={books.rules}
        schema={rulesInputSchema}
        fields={[
          {
            key: 'contains',
            label: t({ id: 'aiAccountant.rules.contains', defaultMessage: 'Description contains' }),
            type: 'text',
            placeholder: 'AWS',
          },
          {
            key: 'category',
            label: t({ id: 'aiAccountant.rules.category', defaultMessage: 'Goes to category' }),
            type: 'text',
          },
        ]}
        onSave={(rules) => save.mutateAsync(rules)}
        isSaving={save.isPending}
        addLabel={t({ id: 'aiAccountant.rules.add', defaultMessage: 'Add rule' })}
        saveLabel={t({ id: 'aiAccountant.rules.save', defaultMessage: 'Save rules' })}
        removeLabel={(index) =>
          t({ id: 'aiAccountant.rules.remove', defaultMessage: 'Remove rule {index}' }, { index })
        }
        categories={books.categories}
      >
        <Button
          variant="outline"
          disabled={apply.isPending || books.rules.length === 0}
          onClick={() => apply.mutate(undefined, { onSuccess: setApplied })}
        >
          {t({ id: 'aiAccountant.rules.apply', defaultMessage: 'Apply saved rules to all transactions' })}
        </Button>
      </PairListEditor>
      {applied && (
        <p role="status" className="text-sm">
          {t(
            {
              id: 'aiAccountant.rules.applied',
              defaultMessage:
                '{changed, plural, =0 {No transaction changed category.} one {# transaction changed category.} other {# transactions changed category.}}',
            },
            { ...applied },
          )}
        </p>
      )}
      <FormAlert message={apply.isError ? said(messageOf(apply.error, somethingWentWrong())) : undefined} />
    </Card>
  );
}
