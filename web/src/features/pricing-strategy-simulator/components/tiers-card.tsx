import { PRICING_LIMITS } from '@core/tools/pricing-strategy-simulator/pricing-analyses';
import { Plus, Trash2 } from 'lucide-react';
import { useId } from 'react';
import { MoneyField } from '@/components/money-field';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { FormAlert } from '@/components/ui/form-alert';
import { FormField } from '@/components/ui/form-field';
import { useT } from '@/lib/i18n/use-t';
import type { PricingDraftState } from '../hooks/use-pricing-draft';

/** A number field: typed as text (decimal keyboard on phones), checked by the schema. */
export const NUMBER_INPUT = { inputMode: 'decimal', autoComplete: 'off' } as const;

/** The tiers (name, monthly price, share of customers) and the demand assumption. */
export function TiersCard({ state }: { state: PricingDraftState }) {
  const t = useT();
  const { draft, checked } = state;
  const error = (path: string) => checked.errors.get(path);
  // The shares' sum is the tiers' error, not one field's: every share field is marked with it, and points to it.
  const sharesError = error('tiers');
  const sharesErrorId = useId();
  const tierFields = (number: number) =>
    [
      { key: 'name', label: t({ id: 'pricing.tiers.name', defaultMessage: 'Tier {number} name' }, { number }) },
      {
        key: 'price',
        label: t({ id: 'pricing.tiers.price', defaultMessage: 'Tier {number} monthly price' }, { number }),
      },
      {
        key: 'share',
        label: t({ id: 'pricing.tiers.share', defaultMessage: 'Tier {number} share of customers (%)' }, { number }),
      },
    ] as const;
  return (
    <Card className="space-y-5">
      <h2 className="text-lg font-semibold">{t({ id: 'pricing.tiers.title', defaultMessage: 'Tiers and demand' })}</h2>
      <ul className="space-y-3">
        {draft.tiers.map((tier, index) => {
          const number = index + 1;
          return (
            <li
              key={tier.id}
              className="grid gap-3 rounded-md border border-border p-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-start"
            >
              {tierFields(number).map((field) =>
                field.key === 'price' ? (
                  <MoneyField
                    key={field.key}
                    label={field.label}
                    currency={draft.currency}
                    value={tier.price}
                    error={error(`tiers.${index}.price`)}
                    onValue={(price) => state.setTier(tier.id, { price })}
                  />
                ) : (
                  <FormField
                    key={field.key}
                    label={field.label}
                    value={tier[field.key]}
                    {...(field.key === 'name' ? { maxLength: PRICING_LIMITS.tierName } : NUMBER_INPUT)}
                    error={error(`tiers.${index}.${field.key}`)}
                    {...(field.key === 'share' &&
                      sharesError &&
                      !error(`tiers.${index}.share`) && { 'aria-invalid': true, 'aria-describedby': sharesErrorId })}
                    onChange={(event) => state.setTier(tier.id, { [field.key]: event.target.value })}
                  />
                ),
              )}
              <Button
                variant="ghost"
                className="sm:mt-7"
                disabled={draft.tiers.length === 1}
                aria-label={t({ id: 'pricing.tiers.remove', defaultMessage: 'Remove tier {number}' }, { number })}
                onClick={() => state.removeTier(tier.id)}
              >
                <Trash2 className="size-4" aria-hidden="true" />
              </Button>
            </li>
          );
        })}
      </ul>
      <FormAlert id={sharesErrorId} message={sharesError} />
      <Button
        variant="outline"
        disabled={draft.tiers.length >= PRICING_LIMITS.tiers}
        onClick={() =>
          state.addTier(
            t({ id: 'pricing.tiers.newName', defaultMessage: 'Tier {number}' }, { number: draft.tiers.length + 1 }),
          )
        }
      >
        <Plus className="size-4" aria-hidden="true" />
        {t({ id: 'pricing.tiers.add', defaultMessage: 'Add tier' })}
      </Button>
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField
          label={t({ id: 'pricing.demand.customers', defaultMessage: 'Customers at these prices' })}
          value={draft.demand.customers}
          {...NUMBER_INPUT}
          inputMode="numeric"
          error={error('demand.customers')}
          onChange={(event) => state.setDemand({ customers: event.target.value })}
        />
        <FormField
          label={t({ id: 'pricing.demand.loss', defaultMessage: 'Customers lost per 10% price rise (%)' })}
          value={draft.demand.lossPer10Percent}
          {...NUMBER_INPUT}
          error={error('demand.lossPer10Percent')}
          onChange={(event) => state.setDemand({ lossPer10Percent: event.target.value })}
        />
      </div>
      <p className="text-sm text-muted-foreground">
        {t({
          id: 'pricing.demand.explained',
          defaultMessage:
            'Demand is a straight line: every tier’s price moves by the same percentage, each tier keeps its share, and customers fall by the same number for each step up (and rise for each step down).',
        })}
      </p>
    </Card>
  );
}
