import {
  BRAND_LIMITS,
  brandRequestSchema,
  type BrandInputs,
} from '@core/tools/brand-name-suggester/brand-name-request';
import { aiBrandSuggestions } from '@core/tools/brand-name-suggester/ai-brand-names';
import { Sparkles } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { AiDraftAction } from '@/components/ai-draft-action';
import { Button } from '@/components/ui/button';
import { FormField } from '@/components/ui/form-field';
import { goToField } from '@/lib/go-to-field';
import { useT } from '@/lib/i18n/use-t';
import { checkedBy } from '@/lib/tool-documents/issues-by-id';
import type { NameList } from '../hooks/use-name-list';
import { SectionCard } from '@/components/section-card';

/** Each field's first problem, by field. */
const issuesOf = (inputs: BrandInputs) => checkedBy(brandRequestSchema, inputs).issues;

/**
 * Business Type, Keywords and Description, and 'Generate Names': 'Generating...' (and disabled) while it works.
 * The names are made once the busy button is on screen, so it is seen whatever the generator's speed; the fields
 * say what is wrong once a generation was asked for.
 */
export function NameRequestForm({ list }: { list: NameList }) {
  const t = useT();
  const { inputs } = list.values;
  const [asked, setAsked] = useState(false);
  const [isGenerating, setGenerating] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const issues = asked ? issuesOf(inputs) : {};

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setAsked(true);
    if (isGenerating || Object.keys(issuesOf(inputs)).length > 0) return;
    setGenerating(true);
    timer.current = setTimeout(() => {
      list.generated(inputs);
      setGenerating(false);
    });
  };
  const field = (name: keyof BrandInputs, label: string, placeholder: string, maxLength: number) => (
    <FormField
      label={label}
      name={name}
      placeholder={placeholder}
      value={inputs[name]}
      maxLength={maxLength}
      error={issues[name]}
      onChange={(event) => list.setInput(name, event.target.value)}
    />
  );

  return (
    <SectionCard title={t({ id: 'brandNameSuggester.form.title', defaultMessage: 'Describe your business' })}>
      <form className="space-y-4" noValidate onSubmit={onSubmit}>
        <div className="grid gap-4 sm:grid-cols-2">
          {field(
            'businessType',
            t({ id: 'brandNameSuggester.form.businessType', defaultMessage: 'Business Type' }),
            t({ id: 'brandNameSuggester.form.businessTypePlaceholder', defaultMessage: 'e.g. Fintech, D2C, SaaS' }),
            BRAND_LIMITS.businessType,
          )}
          {field(
            'keywords',
            t({ id: 'brandNameSuggester.form.keywords', defaultMessage: 'Keywords' }),
            t({ id: 'brandNameSuggester.form.keywordsPlaceholder', defaultMessage: 'e.g. fast, trusted, green' }),
            BRAND_LIMITS.keywords,
          )}
        </div>
        {field(
          'description',
          t({ id: 'brandNameSuggester.form.description', defaultMessage: 'Description' }),
          t({ id: 'brandNameSuggester.form.descriptionPlaceholder', defaultMessage: 'What does your business do?' }),
          BRAND_LIMITS.description,
        )}
        <Button type="submit" disabled={isGenerating} aria-busy={isGenerating}>
          <Sparkles className="size-4" aria-hidden="true" />
          {isGenerating
            ? t({ id: 'brandNameSuggester.form.generating', defaultMessage: 'Generating...' })
            : t({ id: 'brandNameSuggester.form.generate', defaultMessage: 'Generate Names' })}
        </Button>
      </form>
      <AiDraftAction
        label={t({ id: 'brandNameSuggester.form.suggestWithAi', defaultMessage: 'Suggest names with AI' })}
        request={() => {
          setAsked(true);
          return Object.keys(issuesOf(inputs)).length > 0 ? null : { task: 'brand-names', input: inputs };
        }}
        needs={
          inputs.keywords.trim() === ''
            ? {
                message: t({ id: 'brandNameSuggester.form.needsKeywords', defaultMessage: 'Enter a keyword first.' }),
                goToField: () => goToField(t({ id: 'brandNameSuggester.form.keywords', defaultMessage: 'Keywords' })),
              }
            : null
        }
        onDrafted={(draft) => list.aiSuggested(aiBrandSuggestions(draft.text))}
      />
    </SectionCard>
  );
}
