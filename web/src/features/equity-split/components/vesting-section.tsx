import type { Founder, FounderShare } from '@core/tools/equity-split/equity-split';
import { useT } from '@/lib/i18n/use-t';
import { useFounderDisplay } from './founder-display';
import { VestingCard } from './vesting-card';
import { DEFAULT_VESTING_DRAFT, type VestingDraft } from './vesting-draft';

type VestingSectionProps = {
  founders: readonly Founder[];
  shares: readonly FounderShare[];
  vestingOf: (founderId: string) => VestingDraft | undefined;
  /** Without it the schedules are shown, not edited. */
  onChange?: ((founderId: string, draft: VestingDraft) => void) | undefined;
};

/** Each calculated founder's vesting schedule, table and chart. */
export function VestingSection({ founders, shares, vestingOf, onChange }: VestingSectionProps) {
  const t = useT();
  const { founderLabel } = useFounderDisplay();
  return (
    <section aria-labelledby="vesting-heading" className="space-y-4">
      <div>
        <h2 id="vesting-heading" className="text-lg font-semibold">
          {t({ id: 'equitySplit.vesting.title', defaultMessage: 'Vesting' })}
        </h2>
        <p className="text-sm text-muted-foreground">
          {t({
            id: 'equitySplit.vesting.description',
            defaultMessage: 'Nothing vests before the cliff; the cliff vests its share at once, then monthly.',
          })}
        </p>
      </div>
      <div className="grid gap-4 md:grid-cols-2">
        {founders.map((founder, index) => (
          <VestingCard
            key={founder.id}
            label={founderLabel(founder)}
            equityPercent={shares[index]?.percent ?? 0}
            draft={vestingOf(founder.id) ?? DEFAULT_VESTING_DRAFT}
            onChange={onChange && ((value) => onChange(founder.id, value))}
          />
        ))}
      </div>
    </section>
  );
}
