import { tallyBoard, type Assumption } from '@core/tools/validation-agent/validation-board';
import { useT } from '@/lib/i18n/use-t';

/** How the board stands: how many assumptions are validated, invalidated and still open. */
export function BoardTally({ assumptions }: { assumptions: readonly Assumption[] }) {
  const t = useT();
  const tally = tallyBoard(assumptions);
  const figures = [
    { label: t({ id: 'validationAgent.tally.validated', defaultMessage: 'Validated' }), value: tally.validated },
    { label: t({ id: 'validationAgent.tally.invalidated', defaultMessage: 'Invalidated' }), value: tally.invalidated },
    { label: t({ id: 'validationAgent.tally.open', defaultMessage: 'Open' }), value: tally.open },
  ];
  return (
    <div role="group" aria-label={t({ id: 'validationAgent.tally.label', defaultMessage: 'Board summary' })}>
      <dl className="grid grid-cols-3 gap-3 text-center">
        {figures.map(({ label, value }) => (
          <div key={label} className="rounded-md border border-border p-3">
            <dt className="text-sm text-muted-foreground">{label}</dt>
            <dd className="text-2xl font-semibold">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
