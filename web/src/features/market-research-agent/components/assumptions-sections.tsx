import { CurrencySelect } from '@/components/currency-select';
import { SectionCard } from '@/components/section-card';
import { useT } from '@/lib/i18n/use-t';
import { isAmount } from '../hooks/market-form';
import type { MarketDocument } from '../hooks/use-market-document';
import { AssumptionField } from './assumption-field';
import type { AssumptionLabels } from './use-assumption-labels';

type SectionProps = { market: MarketDocument; labels: AssumptionLabels };

/** Top-down: everyone who could buy × what each spends a year (TAM), the share you can serve (SAM) and win (SOM). */
export function TopDownSection({ market, labels }: SectionProps) {
  const t = useT();
  const { form, checked, change } = market;
  return (
    <SectionCard title={t({ id: 'marketResearch.topDown.title', defaultMessage: 'Top-down' })}>
      <p className="text-sm text-muted-foreground">
        {t({
          id: 'marketResearch.topDown.explain',
          defaultMessage:
            'TAM = potential customers × yearly spend; SAM = TAM × the share you can serve; SOM = SAM × the share you can win.',
        })}
      </p>
      <CurrencySelect
        className="max-w-xs"
        value={form.currency}
        onChange={(currency) => change(() => ({ currency }))}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {labels.topDown.map(([key, label]) => (
          <AssumptionField
            key={key}
            label={label}
            path={`topDown.${key}`}
            currency={isAmount(key) ? form.currency : undefined}
            assumption={form.topDown[key]}
            issues={checked.issues}
            onChange={(assumption) => change(({ topDown }) => ({ topDown: { ...topDown, [key]: assumption } }))}
          />
        ))}
      </div>
    </SectionCard>
  );
}

/** Bottom-up: the customers you can win × your price × how often each buys a year, to check the SOM against. */
export function BottomUpSection({ market, labels }: SectionProps) {
  const t = useT();
  const { form, checked, change } = market;
  return (
    <SectionCard title={t({ id: 'marketResearch.bottomUp.title', defaultMessage: 'Bottom-up' })}>
      <p className="text-sm text-muted-foreground">
        {t({
          id: 'marketResearch.bottomUp.explain',
          defaultMessage:
            'Yearly revenue = customers you can win × price per purchase × purchases per customer a year. Compare it with the SOM.',
        })}
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        {labels.bottomUp.map(([key, label]) => (
          <AssumptionField
            key={key}
            label={label}
            path={`bottomUp.${key}`}
            currency={isAmount(key) ? form.currency : undefined}
            assumption={form.bottomUp[key]}
            issues={checked.issues}
            onChange={(assumption) => change(({ bottomUp }) => ({ bottomUp: { ...bottomUp, [key]: assumption } }))}
          />
        ))}
      </div>
    </SectionCard>
  );
}
