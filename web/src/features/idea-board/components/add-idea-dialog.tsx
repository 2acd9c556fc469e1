import { createIdeaInputSchema, PRIORITIES, type CreateIdeaInput } from '@core/ideas/idea-contracts';
import { parseTags } from '@core/ideas/idea-text';
import { amountNumber } from '@core/tools/amount-typing';
import type { Currency } from '@core/tools/money';
import { useState, type FormEvent } from 'react';
import { defineMessage } from 'react-intl';
import { MoneyField } from '@/components/money-field';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useCompanySettings } from '@/lib/company-settings';
import { useI18n, useT } from '@/lib/i18n/use-t';
import { useFormat } from '@/lib/use-format';
import { useCreateIdea } from '../api/create-idea';
import { PRIORITY_LABELS } from './board-filters';

const EMPTY = {
  title: '',
  description: '',
  category: '',
  priority: 'medium',
  ideaScore: '5',
  whyNow: '',
  cost: '',
  tags: '',
};
type Draft = typeof EMPTY;
type Errors = Partial<Record<keyof Draft, string>>;

const costInvalid = defineMessage<{ example: string }>({
  id: 'ideaBoard.addIdea.costInvalid',
  defaultMessage: 'Enter an amount, like {example}',
});

/**
 * The new idea's fields, checked with the server's own contract before anything is sent; every bad field says so.
 * The cost is as its field hands it (ADR 0073), in `costCurrency`: the one its sign named ('₹2,50,000'), else the
 * company's (ADR 0070).
 */
function toInput(
  draft: Draft,
  costInvalid: string,
  costCurrency: Currency,
): { input?: CreateIdeaInput; errors: Errors } {
  const typed = draft.cost.trim() === '' ? 0 : amountNumber(draft.cost);
  const cost = Number.isNaN(typed) ? null : typed;
  const candidate = {
    title: draft.title,
    description: draft.description,
    category: draft.category,
    priority: draft.priority,
    ideaScore: draft.ideaScore === '' ? 5 : Number(draft.ideaScore),
    whyNow: draft.whyNow,
    costToValidate: cost ?? 0,
    costCurrency,
    tags: parseTags(draft.tags),
  };
  const parsed = createIdeaInputSchema.safeParse(candidate);
  const errors: Errors = cost === null ? { cost: costInvalid } : {};
  if (parsed.success && cost !== null) return { input: candidate as CreateIdeaInput, errors };
  const field: Record<string, keyof Draft> = { costToValidate: 'cost', ideaScore: 'ideaScore', tags: 'tags' };
  for (const issue of parsed.error?.issues ?? []) {
    const key = field[String(issue.path[0])] ?? (issue.path[0] as keyof Draft);
    errors[key] ??= issue.message;
  }
  return { errors };
}

export function AddIdeaDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const intl = useI18n();
  const company = useCompanySettings();
  // A sign typed in the cost names its currency; until then the company's.
  const [costCurrency, setCostCurrency] = useState<Currency | null>(null);
  const currency = costCurrency ?? company.currency;
  const example = useFormat().money(12500, currency);
  const create = useCreateIdea();
  const priorityOptions = PRIORITIES.map((value) => ({ value, label: t(PRIORITY_LABELS[value]) }));
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const field = (key: keyof Draft) => ({
    value: draft[key],
    error: errors[key],
    onChange: (event: { target: { value: string } }) => setDraft({ ...draft, [key]: event.target.value }),
  });
  const close = (next: boolean) => {
    onOpenChange(next);
    if (!next) {
      setDraft(EMPTY);
      setCostCurrency(null);
      setErrors({});
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { input, errors: found } = toInput(draft, t(costInvalid, { example }), currency);
    setErrors(found);
    if (input) create.mutate(input, { onSuccess: () => close(false) });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        title={t({ id: 'ideaBoard.addIdea.title', defaultMessage: 'Add New Idea' })}
        description={t({
          id: 'ideaBoard.addIdea.description',
          defaultMessage: 'Capture it now; you can fill in the rest later.',
        })}
        className="max-w-lg"
      >
        <form noValidate onSubmit={submit} className="space-y-4">
          <FormField
            label={t({ id: 'ideaBoard.addIdea.titleLabel', defaultMessage: 'Title' })}
            required
            maxLength={200}
            {...field('title')}
          />
          <div className="space-y-1.5">
            <label htmlFor="idea-description" className="text-sm font-medium">
              {t({ id: 'ideaBoard.addIdea.descriptionLabel', defaultMessage: 'Description' })}
            </label>
            <textarea
              id="idea-description"
              rows={3}
              value={draft.description}
              onChange={field('description').onChange}
              className="w-full rounded-md border border-input bg-background px-3 py-2 text-sm focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField
              label={t({ id: 'ideaBoard.addIdea.categoryLabel', defaultMessage: 'Category' })}
              placeholder={t({ id: 'ideaBoard.addIdea.categoryPlaceholder', defaultMessage: 'e.g. Fintech' })}
              {...field('category')}
            />
            <FormField
              label={t({ id: 'ideaBoard.addIdea.scoreLabel', defaultMessage: 'Score (0–10)' })}
              type="number"
              min={0}
              max={10}
              step={1}
              inputMode="numeric"
              {...field('ideaScore')}
            />
          </div>
          <SelectField
            label={t({ id: 'ideaBoard.addIdea.priorityLabel', defaultMessage: 'Priority' })}
            value={draft.priority}
            options={priorityOptions}
            onChange={(priority) => setDraft({ ...draft, priority })}
          />
          <FormField
            label={t({ id: 'ideaBoard.addIdea.whyNowLabel', defaultMessage: 'Why now' })}
            {...field('whyNow')}
          />
          <div className="grid gap-4 sm:grid-cols-2">
            <MoneyField
              label={t({ id: 'ideaBoard.addIdea.costLabel', defaultMessage: 'Cost to validate' })}
              placeholder={intl.formatNumber(12500)}
              currency={currency}
              onCurrency={setCostCurrency}
              value={draft.cost}
              error={errors.cost}
              onValue={(cost) => setDraft({ ...draft, cost })}
            />
            <FormField
              label={t({ id: 'ideaBoard.addIdea.tagsLabel', defaultMessage: 'Tags' })}
              placeholder={t({ id: 'ideaBoard.addIdea.tagsPlaceholder', defaultMessage: 'fintech, b2b' })}
              {...field('tags')}
            />
          </div>
          <SubmitButton
            isPending={create.isPending}
            busyLabel={t({ id: 'ideaBoard.addIdea.creating', defaultMessage: 'Creating idea' })}
          >
            {t({ id: 'ideaBoard.addIdea.submit', defaultMessage: 'Create Idea' })}
          </SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}
