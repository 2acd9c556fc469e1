import { useId } from 'react';
import { defineMessages } from 'react-intl';
import { useT } from '@/lib/i18n/use-t';

const messages = defineMessages({
  title: { id: 'landing.gatedTools.title', defaultMessage: 'Tools for every stage' },
  subtitle: { id: 'landing.gatedTools.subtitle', defaultMessage: 'Create a free account to open any of them.' },
  loginRequired: { id: 'landing.gatedTools.loginRequired', defaultMessage: 'Login required' },
  notice: { id: 'landing.gatedTools.notice', defaultMessage: 'Sign in to access this tool and unlock all features' },
  equityCalculator: { id: 'landing.gatedTools.equityCalculator', defaultMessage: 'Equity Calculator' },
  investorDirectory: { id: 'landing.gatedTools.investorDirectory', defaultMessage: 'Investor Directory' },
  marketResearchAgent: { id: 'landing.gatedTools.marketResearchAgent', defaultMessage: 'Market Research Agent' },
  competitorAnalysis: { id: 'landing.gatedTools.competitorAnalysis', defaultMessage: 'Competitor Analysis' },
  pitchMaker: { id: 'landing.gatedTools.pitchMaker', defaultMessage: 'Pitch Maker' },
  financialModels: { id: 'landing.gatedTools.financialModels', defaultMessage: 'Financial Models' },
});

const GATED_TOOLS = [
  messages.equityCalculator,
  messages.investorDirectory,
  messages.marketResearchAgent,
  messages.competitorAnalysis,
  messages.pitchMaker,
  messages.financialModels,
];

/**
 * Tools a visitor can see but not use: a click says so (the notice, in the page's language, handed to
 * `onToolClick` to tell) and asks them to sign in.
 */
export function GatedToolList({ onToolClick }: { onToolClick: (notice: string) => void }) {
  const t = useT();
  const titleId = useId();

  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className="text-2xl font-semibold tracking-tight">
        {t(messages.title)}
      </h2>
      <p className="mt-1 text-muted-foreground">{t(messages.subtitle)}</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {GATED_TOOLS.map((name) => (
          <li key={name.id}>
            <button
              type="button"
              aria-label={t(
                { id: 'landing.gatedTools.toolButton', defaultMessage: '{tool} Login required' },
                { tool: t(name) },
              )}
              onClick={() => onToolClick(t(messages.notice))}
              className="flex w-full items-center justify-between gap-3 rounded-lg border border-border bg-card px-4 py-3 text-left text-sm font-medium transition-colors hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2"
            >
              <span>{t(name)}</span>
              <span title={t(messages.loginRequired)} className="size-2.5 shrink-0 rounded-full bg-orange-500" />
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
