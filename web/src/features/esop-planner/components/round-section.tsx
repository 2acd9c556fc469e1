import { useT } from '@/lib/i18n/use-t';
import { DimmedWhileStale } from '@/components/dimmed-while-stale';
import { MoneyField } from '@/components/money-field';
import { SectionCard } from '@/components/section-card';
import type { PlanDocument } from '../hooks/use-plan-document';
import type { PlanFigures } from '../hooks/use-plan-figures';
import { CapTable } from './cap-table';
import { FigureList } from './figure-list';
import { FoundersFromScenario } from './founders-from-scenario';
import { NumberField } from './number-field';
import type { PlanFormat } from './use-plan-format';

type RoundSectionProps = {
  plan: PlanDocument;
  figures: PlanFigures;
  format: PlanFormat;
  /** The round shown is the last valid one: a company or round figure is wrong. */
  isStale: boolean;
};

/**
 * A new priced round: its terms, the pool taken from the pre-money and what the founders' shares are worth, the price,
 * and the cap table before and after.
 */
export function RoundSection({ plan, figures, format, isStale }: RoundSectionProps) {
  const t = useT();
  const { form, checked, change } = plan;
  const { round } = figures;
  return (
    <SectionCard title={t({ id: 'esopPlanner.round.title', defaultMessage: 'A new round' })}>
      <p className="text-sm text-muted-foreground">
        {t({
          id: 'esopPlanner.round.description',
          defaultMessage:
            'Investors often ask for the pool to be topped up before they invest, so the new options dilute only the existing holders: the option pool shuffle.',
        })}
      </p>
      <div className="grid gap-4 sm:grid-cols-3">
        <MoneyField
          currency={form.currency}
          label={t({ id: 'esopPlanner.round.preMoney', defaultMessage: 'Pre-money valuation' })}
          value={form.preMoney}
          error={checked.issues['round.preMoney']}
          onValue={(preMoney) => change(() => ({ preMoney }))}
        />
        <MoneyField
          currency={form.currency}
          label={t({ id: 'esopPlanner.round.investment', defaultMessage: 'Investment' })}
          value={form.investment}
          error={checked.issues['round.investment']}
          onValue={(investment) => change(() => ({ investment }))}
        />
        <NumberField
          label={t({ id: 'esopPlanner.round.targetPool', defaultMessage: 'Target pool after the round (%)' })}
          value={form.targetPoolPercent}
          error={checked.issues['round.targetPoolPercent']}
          onValue={(targetPoolPercent) => change(() => ({ targetPoolPercent }))}
        />
      </div>
      <FoundersFromScenario plan={plan} />
      {round === null ? (
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'esopPlanner.round.fix',
            defaultMessage: 'Correct the company and round figures to see the round.',
          })}
        </p>
      ) : (
        <DimmedWhileStale isStale={isStale} className="space-y-4">
          <FigureList
            className="grid grid-cols-2 gap-4 sm:grid-cols-3"
            figures={[
              [
                t({ id: 'esopPlanner.round.topUp', defaultMessage: 'Pool top-up (shares)' }),
                format.shares(round.topUpShares),
              ],
              [
                t({ id: 'esopPlanner.round.poolValue', defaultMessage: 'Pool taken from the pre-money' }),
                format.money.formatWhole(round.poolValue),
              ],
              [
                t({ id: 'esopPlanner.round.effectivePreMoney', defaultMessage: 'Effective pre-money' }),
                format.money.formatWhole(round.effectivePreMoney),
              ],
              [
                t({ id: 'esopPlanner.round.price', defaultMessage: 'Price per share' }),
                format.price(round.pricePerShare),
              ],
              [
                t({ id: 'esopPlanner.round.postMoney', defaultMessage: 'Post-money valuation' }),
                format.money.formatWhole(round.postMoney),
              ],
            ]}
          />
          <p className="text-sm text-muted-foreground">
            {t({
              id: 'esopPlanner.round.effectivePreMoneyMeaning',
              defaultMessage:
                "The effective pre-money is what the founders' shares are worth at the round's price: the pre-money less the whole pool after the round, the options already there included, as Venture Hacks' “The Option Pool Shuffle” counts it.",
            })}
          </p>
          <CapTable round={round} format={format} />
        </DimmedWhileStale>
      )}
    </SectionCard>
  );
}
