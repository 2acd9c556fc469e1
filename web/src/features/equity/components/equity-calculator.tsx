import { DEFAULT_FOUNDERS, EQUITY_LIMITS, createFounder, splitEquity, type Founder } from '@core/tools/equity-split';
import { Calculator, Plus } from 'lucide-react';
import { useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { EquityResults } from './equity-results';
import { FounderCard } from './founder-card';
import { founderLabel } from './founder-display';
import { DEFAULT_VESTING_DRAFT, VestingCard, type VestingDraft } from './vesting-card';

const sameFounders = (a: readonly Founder[], b: readonly Founder[]) => JSON.stringify(a) === JSON.stringify(b);

/** The /tool/equity-split page body: founder cards, the split (recalculated on demand) and vesting schedules. */
export function EquityCalculator() {
  const [founders, setFounders] = useState<Founder[]>(() => [...DEFAULT_FOUNDERS]);
  const [nextNumber, setNextNumber] = useState(DEFAULT_FOUNDERS.length + 1);
  const [calculated, setCalculated] = useState<readonly Founder[] | null>(null);
  const [vesting, setVesting] = useState<Record<string, VestingDraft>>({});
  const [hasUnnamed, setHasUnnamed] = useState(false);
  const addButton = useRef<HTMLButtonElement>(null);
  const shares = useMemo(() => (calculated ? splitEquity(calculated) : []), [calculated]);
  const isOutdated = calculated !== null && !sameFounders(calculated, founders);

  const update = (id: string, patch: Partial<Founder>) =>
    setFounders((current) => current.map((founder) => (founder.id === id ? { ...founder, ...patch } : founder)));
  const add = () => {
    setFounders((current) => [...current, createFounder(nextNumber)]);
    setNextNumber((number) => number + 1);
  };
  const remove = (id: string) => {
    setFounders((current) => current.filter((founder) => founder.id !== id));
    addButton.current?.focus();
  };
  const calculate = () => {
    const unnamed = founders.some((founder) => founder.name.trim() === '');
    setHasUnnamed(unnamed);
    if (!unnamed) setCalculated(founders);
  };

  return (
    <div className="mx-auto w-full max-w-6xl space-y-8 p-4 sm:p-6">
      <header>
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">Equity Calculator</h1>
        <p className="mt-2 text-muted-foreground">
          Rate each founder's contribution, commitment and experience, then calculate a fair split of the equity.
        </p>
      </header>

      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:items-start">
        <section aria-labelledby="founders-heading" className="space-y-4">
          <h2 id="founders-heading" className="text-lg font-semibold">
            Founders
          </h2>
          <div className="grid gap-4 md:grid-cols-2">
            {founders.map((founder) => (
              <FounderCard
                key={founder.id}
                founder={founder}
                canRemove={founders.length > 1}
                onChange={(patch) => update(founder.id, patch)}
                onRemove={() => remove(founder.id)}
              />
            ))}
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button ref={addButton} variant="outline" onClick={add} disabled={founders.length >= EQUITY_LIMITS.founders}>
              <Plus className="size-4" aria-hidden="true" />
              Add Founder
            </Button>
            <Button onClick={calculate}>
              <Calculator className="size-4" aria-hidden="true" />
              Calculate Equity Split
            </Button>
          </div>
          {founders.length >= EQUITY_LIMITS.founders && (
            <p className="text-sm text-muted-foreground">At most {EQUITY_LIMITS.founders} founders</p>
          )}
          {hasUnnamed && (
            <p role="alert" className="text-sm text-destructive">
              Give every founder a name before calculating.
            </p>
          )}
        </section>

        <EquityResults founders={calculated} isOutdated={isOutdated} />
      </div>

      {calculated && (
        <section aria-labelledby="vesting-heading" className="space-y-4">
          <div>
            <h2 id="vesting-heading" className="text-lg font-semibold">
              Vesting
            </h2>
            <p className="text-sm text-muted-foreground">Nothing vests before the cliff; the cliff vests its share at once, then monthly.</p>
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            {calculated.map((founder, index) => (
              <VestingCard
                key={founder.id}
                label={founderLabel(founder)}
                equityPercent={shares[index]?.percent ?? 0}
                draft={vesting[founder.id] ?? DEFAULT_VESTING_DRAFT}
                onChange={(draft) => setVesting((current) => ({ ...current, [founder.id]: draft }))}
              />
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
