import {
  RICE_CONFIDENCES,
  RICE_IMPACTS,
  type ReachPeriod,
} from '@core/tools/feature-prioritization-radar/feature-scores';
import type { ReactNode } from 'react';
import { FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { useT } from '@/lib/i18n/use-t';
import type { FeatureFields } from '../hooks/feature-fields';
import { useScoreWords } from '../hooks/use-score-words';

type ScoreFieldsProps = {
  fields: FeatureFields;
  /** A field's message by its path ('rice.reach'), in the page's language. */
  error: (path: string) => string | undefined;
  onChange: (changes: Partial<FeatureFields>) => void;
};

/** A number input of the dialog, found by its path when it is the first one wrong. */
function NumberInput({
  path,
  label,
  value,
  whole,
  error,
  onValue,
}: {
  path: string;
  label: string;
  value: string;
  whole: boolean;
  error: string | undefined;
  onValue: (value: string) => void;
}) {
  return (
    <div data-record-field={path}>
      <FormField
        type="number"
        inputMode={whole ? 'numeric' : 'decimal'}
        step={whole ? 1 : 'any'}
        label={label}
        value={value}
        error={error}
        onChange={(event) => onValue(event.target.value)}
      />
    </div>
  );
}

function ScoreGroup({ legend, hint, children }: { legend: string; hint: string; children: ReactNode }) {
  return (
    <fieldset className="space-y-3 rounded-lg border border-border p-4">
      <legend className="px-1 text-sm font-semibold">{legend}</legend>
      <p className="text-sm text-muted-foreground">{hint}</p>
      <div className="grid gap-3 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** Reach in the roadmap's period, impact and confidence on Intercom's scales, effort in person-months. */
export function RiceFields({ fields, reachPeriod, error, onChange }: ScoreFieldsProps & { reachPeriod: ReachPeriod }) {
  const t = useT();
  const words = useScoreWords();
  // Intercom's scales, largest first.
  const scales = [
    {
      key: 'impact',
      label: t({ id: 'featureRadar.rice.impact', defaultMessage: 'Impact' }),
      options: RICE_IMPACTS.map((impact) => ({ value: `${impact}`, label: words.impact(impact) })),
    },
    {
      key: 'confidence',
      label: t({ id: 'featureRadar.rice.confidence', defaultMessage: 'Confidence' }),
      options: RICE_CONFIDENCES.map((confidence) => ({ value: `${confidence}`, label: words.confidence(confidence) })),
    },
  ] as const;
  return (
    <ScoreGroup
      legend={t({ id: 'featureRadar.list.rice', defaultMessage: 'RICE' })}
      hint={t({
        id: 'featureRadar.rice.hint',
        defaultMessage: 'Reach × impact × confidence ÷ effort (Intercom). Effort counts everyone’s time.',
      })}
    >
      <NumberInput
        path="rice.reach"
        whole
        label={words.reachLabel(reachPeriod)}
        value={fields.reach}
        error={error('rice.reach')}
        onValue={(reach) => onChange({ reach })}
      />
      {scales.map(({ key, label, options }) => (
        <SelectField
          key={key}
          layout="stacked"
          label={label}
          value={fields[key]}
          options={options}
          onChange={(value) => onChange({ [key]: value })}
        />
      ))}
      <NumberInput
        path="rice.effort"
        whole={false}
        label={t({ id: 'featureRadar.rice.effort', defaultMessage: 'Effort (person-months)' })}
        value={fields.effort}
        error={error('rice.effort')}
        onValue={(effort) => onChange({ effort })}
      />
    </ScoreGroup>
  );
}

/** Impact, confidence and ease, each rated from 1 to 10 (Sean Ellis). */
export function IceFields({ fields, error, onChange }: ScoreFieldsProps) {
  const t = useT();
  const rating = (
    path: 'impact' | 'confidence' | 'ease',
    key: 'iceImpact' | 'iceConfidence' | 'ease',
    label: string,
  ) => (
    <NumberInput
      path={`ice.${path}`}
      whole
      label={label}
      value={fields[key]}
      error={error(`ice.${path}`)}
      onValue={(value) => onChange({ [key]: value })}
    />
  );
  return (
    <ScoreGroup
      legend={t({ id: 'featureRadar.list.ice', defaultMessage: 'ICE' })}
      hint={t({
        id: 'featureRadar.ice.hint',
        defaultMessage: 'Each from 1 to 10; the score is their average (Sean Ellis).',
      })}
    >
      {rating('impact', 'iceImpact', t({ id: 'featureRadar.ice.impact', defaultMessage: 'ICE impact (1–10)' }))}
      {rating(
        'confidence',
        'iceConfidence',
        t({ id: 'featureRadar.ice.confidence', defaultMessage: 'ICE confidence (1–10)' }),
      )}
      {rating('ease', 'ease', t({ id: 'featureRadar.ice.ease', defaultMessage: 'Ease (1–10)' }))}
    </ScoreGroup>
  );
}
