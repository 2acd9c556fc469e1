import { TrySampleButton } from '@/components/try-sample-button';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';

/** A first step the founder can take: a button that opens or focuses where it starts. */
export type FirstAction = { label: string; onClick: () => void };

type EmptyStateProps = {
  /** What is not there yet ('No market figures yet'). */
  title: string;
  /** What will show here, and how to get it there. */
  description: string;
  /** The first steps, the main one first. */
  actions: readonly FirstAction[];
  /** Fills the tool with a labelled sample (a tool with figures to model); no sample button without it. */
  onTrySample?: () => void;
  className?: string;
};

/**
 * What a tool shows instead of a chart or table of zeros before there is data (ADR 0072): what will be here, the
 * first steps as buttons, and 'Try a sample' where the tool has figures to model.
 */
export function EmptyState({ title, description, actions, onTrySample, className }: EmptyStateProps) {
  return (
    <div className={cn('space-y-3 rounded-md border border-dashed border-border p-6 text-center', className)}>
      <p className="font-medium">{title}</p>
      <p className="text-sm text-muted-foreground">{description}</p>
      <div className="flex flex-wrap justify-center gap-2">
        {actions.map(({ label, onClick }, index) => (
          <Button key={label} variant={index === 0 ? 'primary' : 'outline'} onClick={onClick}>
            {label}
          </Button>
        ))}
        {onTrySample && <TrySampleButton onClick={onTrySample} />}
      </div>
    </div>
  );
}
