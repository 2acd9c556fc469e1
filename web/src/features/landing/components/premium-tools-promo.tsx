import { Crown, Lock, Sparkles } from 'lucide-react';
import { useId } from 'react';
import { defineMessages } from 'react-intl';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/use-t';

const messages = defineMessages({
  title: { id: 'landing.premium.title', defaultMessage: 'Premium Tools' },
  equityCalculator: { id: 'landing.premium.equityCalculator', defaultMessage: 'Equity Calculator' },
  investorDirectory: { id: 'landing.premium.investorDirectory', defaultMessage: 'Investor Directory' },
  marketResearchAgent: { id: 'landing.premium.marketResearchAgent', defaultMessage: 'Market Research Agent' },
  unlock: { id: 'landing.premium.unlock', defaultMessage: 'Unlock All Tools' },
});

const HIGHLIGHTED_TOOLS = [messages.equityCalculator, messages.investorDirectory, messages.marketResearchAgent];

/** The sidebar's teaser for the tools that need an account. */
export function PremiumToolsPromo({ onUnlock }: { onUnlock: () => void }) {
  const t = useT();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className="rounded-lg border border-border bg-muted p-4">
      <h2 id={titleId} className="flex items-center gap-2 text-sm font-semibold">
        <Crown className="size-4 text-amber-500" aria-hidden="true" />
        {t(messages.title)}
      </h2>
      <ul className="mt-3 space-y-1.5 text-sm text-muted-foreground">
        {HIGHLIGHTED_TOOLS.map((name) => (
          <li key={name.id} className="flex items-center gap-2">
            <Lock className="size-3.5 shrink-0" aria-hidden="true" />
            {t(name)}
          </li>
        ))}
        <li className="pl-5.5 text-xs font-medium">
          {t({ id: 'landing.premium.more', defaultMessage: '+ {count} more tools' }, { count: 22 })}
        </li>
      </ul>
      <Button size="sm" className="mt-4 w-full" onClick={onUnlock}>
        <Sparkles className="size-4" aria-hidden="true" />
        {t(messages.unlock)}
      </Button>
    </section>
  );
}
