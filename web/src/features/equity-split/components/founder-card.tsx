import { EQUITY_LIMITS, type Founder } from '@core/tools/equity-split/equity-split';
import { Trash2 } from 'lucide-react';
import { useId } from 'react';
import { Card } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { IconButton } from '@/components/ui/icon-button';
import { useT } from '@/lib/i18n/use-t';
import { FactorSlider } from './factor-slider';
import { useFounderDisplay } from './founder-display';

type FounderCardProps = {
  founder: Founder;
  canRemove: boolean;
  onChange: (patch: Partial<Founder>) => void;
  onRemove: () => void;
};

/** One founder: name, role and the three factor sliders. The card is a region named after the founder. */
export function FounderCard({ founder, canRemove, onChange, onRemove }: FounderCardProps) {
  const t = useT();
  const { founderLabel, factors } = useFounderDisplay();
  const headingId = useId();
  const label = founderLabel(founder);
  return (
    <Card role="region" aria-labelledby={headingId} className="space-y-4">
      <div className="flex items-start justify-between gap-2">
        <h3 id={headingId} className="truncate text-lg font-semibold">
          {label}
        </h3>
        <IconButton
          label={t({ id: 'equitySplit.founderCard.remove', defaultMessage: 'Remove {name}' }, { name: label })}
          icon={Trash2}
          disabled={!canRemove}
          onClick={onRemove}
        />
      </div>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          label={t({ id: 'equitySplit.founderCard.name', defaultMessage: 'Name' })}
          value={founder.name}
          maxLength={EQUITY_LIMITS.name}
          error={
            founder.name.trim() === ''
              ? t({ id: 'equitySplit.founderCard.nameRequired', defaultMessage: 'Founder name is required' })
              : undefined
          }
          onChange={(event) => onChange({ name: event.target.value })}
        />
        <FormField
          label={t({ id: 'equitySplit.founderCard.role', defaultMessage: 'Role' })}
          value={founder.role}
          maxLength={EQUITY_LIMITS.role}
          placeholder={t({ id: 'equitySplit.founderCard.rolePlaceholder', defaultMessage: 'e.g. CEO' })}
          onChange={(event) => onChange({ role: event.target.value })}
        />
      </div>
      <div className="space-y-3">
        {factors.map(({ key, label: factorLabel }) => (
          <FactorSlider
            key={key}
            label={factorLabel}
            value={founder[key]}
            onChange={(value) => onChange({ [key]: value })}
          />
        ))}
      </div>
    </Card>
  );
}
