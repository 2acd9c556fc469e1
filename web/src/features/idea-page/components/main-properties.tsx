import type { IdeaView, UpdateIdeaInput } from '@core/ideas/idea-contracts';
import { parseMoney, parseTags } from '@core/ideas/idea-text';
import { useState } from 'react';
import { formatUsd } from '@/lib/format';
import { EditableField } from '@/components/ui/editable-field';

type Field = {
  label: string;
  shown: (idea: IdeaView) => string;
  change: (text: string) => UpdateIdeaInput;
  isMultiline?: boolean;
};

/** The idea page's fixed properties (§2), each saved when the field is left. */
const FIELDS: Field[] = [
  { label: 'Tags', shown: (idea) => idea.tags.join(', '), change: (text) => ({ tags: parseTags(text) }) },
  { label: 'Efforts', shown: (idea) => idea.efforts, change: (text) => ({ efforts: text }), isMultiline: true },
  { label: 'Idea / Problem', shown: (idea) => idea.description, change: (text) => ({ description: text }), isMultiline: true },
  { label: 'Insight/Whynow', shown: (idea) => idea.whyNow, change: (text) => ({ whyNow: text }), isMultiline: true },
  // §5: '$' and commas stripped, then a number; 0 when it is not one.
  { label: 'MVP Estimate', shown: (idea) => formatUsd(idea.costToValidate), change: (text) => ({ costToValidate: parseMoney(text) ?? 0 }) },
  { label: 'Validation/GTM', shown: (idea) => idea.validationGtm, change: (text) => ({ validationGtm: text }), isMultiline: true },
];

function PropertyField({ field, idea, editable, onSave }: { field: Field; idea: IdeaView; editable: boolean; onSave: (change: UpdateIdeaInput) => void }) {
  const saved = field.shown(idea);
  const [draft, setDraft] = useState(saved);
  const [base, setBase] = useState(saved);
  // A newer saved value (this save's answer, or another editor's) replaces the draft.
  if (base !== saved) {
    setBase(saved);
    setDraft(saved);
  }
  return (
    <EditableField
      label={field.label}
      value={draft}
      error={undefined}
      readOnly={!editable}
      isMultiline={field.isMultiline}
      rows={2}
      onChange={setDraft}
      onBlur={() => {
        if (draft !== saved) onSave(field.change(draft));
      }}
    />
  );
}

/** Tags, Efforts, Idea / Problem, Insight/Whynow, MVP Estimate and Validation/GTM; read-only for viewers. */
export function MainProperties({ idea, editable, onSave }: { idea: IdeaView; editable: boolean; onSave: (change: UpdateIdeaInput) => void }) {
  return (
    <section aria-label="Properties" className="grid gap-4 sm:grid-cols-2">
      {FIELDS.map((field) => (
        <PropertyField key={field.label} field={field} idea={idea} editable={editable} onSave={onSave} />
      ))}
    </section>
  );
}
