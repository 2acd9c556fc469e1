import type { IdeaView, UpdateIdeaInput } from '@core/ideas/idea-contracts';
import { parseTags } from '@core/ideas/idea-text';
import type { Currency } from '@core/tools/money';
import { parseMoney } from '@core/tools/parse-money';
import { useState } from 'react';
import { defineMessages } from 'react-intl';
import { EditableField } from '@/components/ui/editable-field';
import { useCompanySettings } from '@/lib/company-settings';
import { useI18n, useT } from '@/lib/i18n/use-t';
import { useFormat, type Format } from '@/lib/use-format';

const labels = defineMessages({
  tags: { id: 'ideaPage.mainProperties.tags', defaultMessage: 'Tags' },
  efforts: { id: 'ideaPage.mainProperties.efforts', defaultMessage: 'Efforts' },
  description: { id: 'ideaPage.mainProperties.description', defaultMessage: 'Idea / Problem' },
  whyNow: { id: 'ideaPage.mainProperties.whyNow', defaultMessage: 'Insight/Whynow' },
  costToValidate: { id: 'ideaPage.mainProperties.costToValidate', defaultMessage: 'MVP Estimate' },
  validationGtm: { id: 'ideaPage.mainProperties.validationGtm', defaultMessage: 'Validation/GTM' },
});

type Field = {
  name: keyof typeof labels;
  /** The saved value as text, in the page's formats. */
  shown: (idea: IdeaView, format: Format) => string;
  /** The change the typed text makes, read in the page's language; an amount with no sign is in `currency`. */
  change: (text: string, reading: { language: string; currency: Currency }) => UpdateIdeaInput;
  isMultiline?: boolean;
};

/** The idea page's fixed properties (§2), each saved when the field is left. */
const FIELDS: Field[] = [
  { name: 'tags', shown: (idea) => idea.tags.join(', '), change: (text) => ({ tags: parseTags(text) }) },
  { name: 'efforts', shown: (idea) => idea.efforts, change: (text) => ({ efforts: text }), isMultiline: true },
  {
    name: 'description',
    shown: (idea) => idea.description,
    change: (text) => ({ description: text }),
    isMultiline: true,
  },
  { name: 'whyNow', shown: (idea) => idea.whyNow, change: (text) => ({ whyNow: text }), isMultiline: true },
  // §5: signs and the language's separators stripped, then a number; 0 when it is not one. ADR 0070: the sign
  // says the currency ('₹2,50,000' stays rupees) and L, Cr, K, M multiply.
  {
    name: 'costToValidate',
    shown: (idea, format) => format.money(idea.costToValidate, idea.costCurrency),
    change: (text, { language, currency }) => {
      const typed = parseMoney(text, language);
      return { costToValidate: typed?.amount ?? 0, costCurrency: typed?.currency ?? currency };
    },
  },
  {
    name: 'validationGtm',
    shown: (idea) => idea.validationGtm,
    change: (text) => ({ validationGtm: text }),
    isMultiline: true,
  },
];

function PropertyField({
  field,
  idea,
  editable,
  onSave,
}: {
  field: Field;
  idea: IdeaView;
  editable: boolean;
  onSave: (change: UpdateIdeaInput) => void;
}) {
  const t = useT();
  const language = useI18n().locale;
  const company = useCompanySettings();
  const format = useFormat();
  // An amount typed with no sign keeps the idea's currency, or, while it has no cost yet, the company's.
  const currency = idea.costToValidate === 0 ? company.currency : idea.costCurrency;
  const saved = field.shown(idea, format);
  const [draft, setDraft] = useState(saved);
  const [base, setBase] = useState(saved);
  // A newer saved value (this save's answer, or another editor's) replaces the draft.
  if (base !== saved) {
    setBase(saved);
    setDraft(saved);
  }
  return (
    <EditableField
      label={t(labels[field.name])}
      value={draft}
      error={undefined}
      readOnly={!editable}
      isMultiline={field.isMultiline}
      rows={2}
      onChange={setDraft}
      onBlur={() => {
        if (draft !== saved) onSave(field.change(draft, { language, currency }));
      }}
    />
  );
}

/** Tags, Efforts, Idea / Problem, Insight/Whynow, MVP Estimate and Validation/GTM; read-only for viewers. */
export function MainProperties({
  idea,
  editable,
  onSave,
}: {
  idea: IdeaView;
  editable: boolean;
  onSave: (change: UpdateIdeaInput) => void;
}) {
  const t = useT();
  return (
    <section
      aria-label={t({ id: 'ideaPage.mainProperties.label', defaultMessage: 'Properties' })}
      className="grid gap-4 sm:grid-cols-2"
    >
      {FIELDS.map((field) => (
        <PropertyField key={field.name} field={field} idea={idea} editable={editable} onSave={onSave} />
      ))}
    </section>
  );
}
