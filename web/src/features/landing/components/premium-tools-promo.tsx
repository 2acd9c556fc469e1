import { Crown, Lock, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';

const HIGHLIGHTED_TOOLS = ['Equity Calculator', 'Investor Directory', 'Market Research Agent'] as const;

/** The sidebar's teaser for the tools that need an account. */
export function PremiumToolsPromo({ onUnlock }: { onUnlock: () => void }) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-border bg-muted p-4">
      <h2 id={titleId} className="flex items-center gap-2 text-sm font-semibold">
        <Crown className="size-4 text-amber-500" aria-hidden="true" />
        Premium Tools
      </h2>
      <ul className="mt-3 space-y-1.5 text-sm text-muted-foreground">
        {HIGHLIGHTED_TOOLS.map((name) => (
          <li key={name} className="flex items-center gap-2">
            <Lock className="size-3.5 shrink-0" aria-hidden="true" />
            {name}
          </li>
        ))}
        <li className="pl-5.5 text-xs font-medium">+ 22 more tools</li>
      </ul>
      <Button size="sm" className="mt-4 w-full" onClick={onUnlock}>
        <Sparkles className="size-4" aria-hidden="true" />
        Unlock All Tools
      </Button>
    </section>
  );
}
