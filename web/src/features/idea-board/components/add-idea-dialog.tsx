import { createIdeaInputSchema, PRIORITIES, type CreateIdeaInput } from '@core/ideas/idea-contracts';
import { parseMoney, parseTags } from '@core/ideas/idea-text';
import { useState, type FormEvent } from 'react';
import { Dialog, DialogContent } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { SubmitButton } from '@/components/ui/submit-button';
import { useCreateIdea } from '../api/create-idea';

const EMPTY = { title: '', description: '', category: '', priority: 'medium', ideaScore: '5', whyNow: '', cost: '', tags: '' };
type Draft = typeof EMPTY;
type Errors = Partial<Record<keyof Draft, string>>;
const priorityOptions = PRIORITIES.map((value) => ({ value, label: value[0]!.toUpperCase() + value.slice(1) }));

/** The new idea's fields, checked with the server's own contract before anything is sent; every bad field says so. */
function toInput(draft: Draft): { input?: CreateIdeaInput; errors: Errors } {
  const cost = parseMoney(draft.cost);
  const candidate = {
    title: draft.title,
    description: draft.description,
    category: draft.category,
    priority: draft.priority,
    ideaScore: draft.ideaScore === '' ? 5 : Number(draft.ideaScore),
    whyNow: draft.whyNow,
    costToValidate: cost ?? 0,
    tags: parseTags(draft.tags),
  };
  const parsed = createIdeaInputSchema.safeParse(candidate);
  const errors: Errors = cost === null ? { cost: 'Enter an amount, like $12,500' } : {};
  if (parsed.success && cost !== null) return { input: candidate as CreateIdeaInput, errors };
  const field: Record<string, keyof Draft> = { costToValidate: 'cost', ideaScore: 'ideaScore', tags: 'tags' };
  for (const issue of parsed.error?.issues ?? []) {
    const key = field[String(issue.path[0])] ?? (issue.path[0] as keyof Draft);
    errors[key] ??= issue.message;
  }
  return { errors };
}

export function AddIdeaDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const create = useCreateIdea();
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
      setErrors({});
    }
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const { input, errors: found } = toInput(draft);
    setErrors(found);
    if (input) create.mutate(input, { onSuccess: () => close(false) });
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent title="Add New Idea" description="Capture it now; you can fill in the rest later." className="max-w-lg">
        <form noValidate onSubmit={submit} className="space-y-4">
          <FormField label="Title" required maxLength={200} {...field('title')} />
          <div className="space-y-1.5">
            <label htmlFor="idea-description" className="text-sm font-medium">
              Description
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
            <FormField label="Category" placeholder="e.g. Fintech" {...field('category')} />
            <FormField label="Score (0–10)" type="number" min={0} max={10} step={1} inputMode="numeric" {...field('ideaScore')} />
          </div>
          <SelectField label="Priority" value={draft.priority} options={priorityOptions} onChange={(priority) => setDraft({ ...draft, priority })} />
          <FormField label="Why now" {...field('whyNow')} />
          <div className="grid gap-4 sm:grid-cols-2">
            <FormField label="Cost to validate" placeholder="$12,500" inputMode="decimal" {...field('cost')} />
            <FormField label="Tags" placeholder="fintech, b2b" {...field('tags')} />
          </div>
          <SubmitButton isPending={create.isPending} busyLabel="Creating idea">
            Create Idea
          </SubmitButton>
        </form>
      </DialogContent>
    </Dialog>
  );
}
